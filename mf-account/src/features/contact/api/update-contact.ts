import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { CompanyContact } from '@erep/shared/schemas';
import { contactKey } from './get-contact';

export async function updateContact(tag: string, input: CompanyContact): Promise<CompanyContact> {
  return (await unwrap(api.put<{ data: CompanyContact }>(`customer/${encodeURIComponent(tag)}/account/contact`, input))).data;
}

export function useUpdateContact(tag: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CompanyContact) => updateContact(tag, input),
    onSuccess: (saved) => client.setQueryData(contactKey(tag), saved),
  });
}
