import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { ContactErasure } from '@erep/shared/schemas';

/** GDPR erasure of one person; the server records who did it and when. */
export async function eraseContact(tag: string, contact: string): Promise<ContactErasure> {
  return (await unwrap(api.delete<{ data: ContactErasure }>(`customer/${encodeURIComponent(tag)}/contacts/${encodeURIComponent(contact)}`))).data;
}

export function useEraseContact(tag: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (contact: string) => eraseContact(tag, contact),
    // Coupons lose their holder too.
    onSuccess: () => client.invalidateQueries({ queryKey: ['leadgen', 'customer', tag] }),
  });
}
