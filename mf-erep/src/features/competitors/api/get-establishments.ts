import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { Establishment } from '@erep/shared/schemas';

export const establishmentListKey = (tag: string) => ['erep', 'customer', tag, 'establishments', 'all'] as const;

export async function getEstablishmentList(tag: string): Promise<Establishment[]> {
  return (await unwrap(api.get<{ data: Establishment[] }>(`customer/${encodeURIComponent(tag)}/establishments/all`))).data;
}

/** The customer's establishments, to choose whose competitors and links to manage. */
export function useEstablishmentList(tag: string) {
  return useQuery({ queryKey: establishmentListKey(tag), queryFn: () => getEstablishmentList(tag) });
}
