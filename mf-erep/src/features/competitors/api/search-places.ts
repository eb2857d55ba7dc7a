import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { PlaceMatch } from '@erep/shared/schemas';
import { establishmentPath } from './get-competitors';

export async function searchPlaces(tag: string, establishmentId: number, q: string): Promise<PlaceMatch[]> {
  return (await unwrap(api.get<{ data: PlaceMatch[] }>(`${establishmentPath(tag, establishmentId)}/places`, { query: { q } }))).data;
}

/** Google places matching a name and town; runs once a search is submitted. */
export function usePlaceSearch(tag: string, establishmentId: number, q: string) {
  return useQuery({
    queryKey: ['erep', 'customer', tag, 'establishment', establishmentId, 'places', q] as const,
    queryFn: () => searchPlaces(tag, establishmentId, q),
    enabled: q.length >= 2,
    retry: false,
  });
}
