import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { Establishment } from '@erep/shared/schemas';

export const contactEstablishmentsKey = (tag: string) => ['leadgen', 'customer', tag, 'contacts', 'establishments'] as const;

export async function getEstablishments(tag: string): Promise<{ id: number; name: string }[]> {
  return (await unwrap(api.get<{ data: Establishment[] }>(`customer/${encodeURIComponent(tag)}/establishments/all`))).data.map((e) => ({ id: e.id, name: e.name }));
}

export function useEstablishments(tag: string) {
  return useQuery({ queryKey: contactEstablishmentsKey(tag), queryFn: () => getEstablishments(tag), staleTime: 5 * 60_000 });
}
