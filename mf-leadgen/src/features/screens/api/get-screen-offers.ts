import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { PartnerOffer } from '@erep/shared/schemas';

export const screenOffersKey = (tag: string) => ['leadgen', 'customer', tag, 'screens', 'offers'] as const;

export async function getScreenOffers(tag: string): Promise<PartnerOffer[]> {
  return (await unwrap(api.get<{ data: PartnerOffer[] }>(`customer/${encodeURIComponent(tag)}/screens/offers`))).data;
}

export function useScreenOffers(tag: string) {
  return useQuery({ queryKey: screenOffersKey(tag), queryFn: () => getScreenOffers(tag) });
}
