import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { PartnerOffer } from '@erep/shared/schemas';

export const ownOffersKey = (tag: string) => ['leadgen', 'customer', tag, 'partnerships', 'offers'] as const;

export async function getOwnOffers(tag: string): Promise<PartnerOffer[]> {
  return (await unwrap(api.get<{ data: PartnerOffer[] }>(`customer/${encodeURIComponent(tag)}/partnerships/offers`))).data;
}

export function useOwnOffers(tag: string) {
  return useQuery({ queryKey: ownOffersKey(tag), queryFn: () => getOwnOffers(tag) });
}
