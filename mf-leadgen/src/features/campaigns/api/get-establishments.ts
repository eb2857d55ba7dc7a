import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { Establishment } from '@erep/shared/schemas';

export const campaignEstablishmentsKey = (tag: string) => ['mf-leadgen', 'campaigns', tag, 'establishments'] as const;

export async function getEstablishments(tag: string): Promise<Establishment[]> {
  return (await unwrap(api.get<{ data: Establishment[] }>(`customer/${encodeURIComponent(tag)}/establishments/all`))).data;
}

export function useEstablishments(tag: string) {
  return useQuery({ queryKey: campaignEstablishmentsKey(tag), queryFn: () => getEstablishments(tag), enabled: tag !== '' });
}
