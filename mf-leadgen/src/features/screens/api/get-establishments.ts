import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { Establishment } from '@erep/shared/schemas';

export const screenEstablishmentsKey = (tag: string) => ['leadgen', 'customer', tag, 'establishments'] as const;

export async function getEstablishments(tag: string): Promise<Establishment[]> {
  return (await unwrap(api.get<{ data: Establishment[] }>(`customer/${encodeURIComponent(tag)}/establishments/all`))).data;
}

export function useEstablishments(tag: string) {
  return useQuery({ queryKey: screenEstablishmentsKey(tag), queryFn: () => getEstablishments(tag) });
}
