import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { CompanyContact } from '@erep/shared/schemas';
import { accountKeys } from '../../../lib/query-keys';

export const contactKey = accountKeys.contact;

/** The customer's company details. */
export async function getContact(tag: string): Promise<CompanyContact> {
  return (await unwrap(api.get<{ data: CompanyContact }>(`customer/${encodeURIComponent(tag)}/account/contact`))).data;
}

export function useContact(tag: string) {
  return useQuery({ queryKey: contactKey(tag), queryFn: () => getContact(tag), enabled: tag !== '' });
}
