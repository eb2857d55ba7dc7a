import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { PartnerCustomer } from '@erep/shared/schemas';

export const partnerSearchKey = (tag: string, text: string) => ['leadgen', 'customer', tag, 'partnerships', 'candidates', text] as const;

export async function searchPartners(tag: string, text: string): Promise<PartnerCustomer[]> {
  return (await unwrap(api.get<{ data: PartnerCustomer[] }>(`customer/${encodeURIComponent(tag)}/partnerships/candidates`, { query: { q: text } }))).data;
}

/** Businesses matching at least two characters of a name or tag. */
export function usePartnerSearch(tag: string, text: string) {
  const q = text.trim();
  return useQuery({ queryKey: partnerSearchKey(tag, q), queryFn: () => searchPartners(tag, q), enabled: q.length >= 2, placeholderData: keepPreviousData });
}
