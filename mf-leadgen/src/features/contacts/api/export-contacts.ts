import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import { currentLanguage } from '@erep/shared/i18n';
import { contactParams, type ContactFilters } from './get-contacts';

/** Contacts who consented (and did not unsubscribe), as CSV text built on the server. */
export async function exportContacts(tag: string, filters: ContactFilters): Promise<string> {
  const body = await unwrap(api.get<unknown>(`customer/${encodeURIComponent(tag)}/contacts.csv`, { query: { ...contactParams(filters), lang: currentLanguage() } }));
  return typeof body === 'string' ? body : '';
}

export function useExportContacts(tag: string) {
  return useMutation({ mutationFn: (filters: ContactFilters) => exportContacts(tag, filters) });
}
