import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';

/** Every datum held about one person (GDPR access); the server records who asked and when. */
export async function exportContactData(tag: string, contact: string): Promise<unknown> {
  return (await unwrap(api.get<{ data: unknown }>(`customer/${encodeURIComponent(tag)}/contacts/${encodeURIComponent(contact)}/export`))).data;
}

export function useExportContactData(tag: string) {
  return useMutation({ mutationFn: (contact: string) => exportContactData(tag, contact) });
}
