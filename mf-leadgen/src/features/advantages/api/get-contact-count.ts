import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { AdminContact, OffersPage } from '@erep/shared/schemas';

// Under the contacts list's key: whatever refreshes the contacts refreshes this count.
export const contactCountKey = (tag: string) => ['leadgen', 'customer', tag, 'contacts', 'count'] as const;

/** How many contacts visitors left: one row is enough, the page's total says how many. */
export async function getContactCount(tag: string): Promise<number> {
  return (await unwrap(api.get<OffersPage<AdminContact>>(`customer/${encodeURIComponent(tag)}/contacts`, { query: { page: 1, per_page: 1 } }))).total;
}

export function useContactCount(tag: string) {
  return useQuery({ queryKey: contactCountKey(tag), queryFn: () => getContactCount(tag) });
}
