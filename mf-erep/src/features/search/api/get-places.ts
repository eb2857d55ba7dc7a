import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { Ranking } from '@erep/shared/schemas';

export interface PlaceOption {
  value: string;
  name: string;
  competitor: boolean;
}

export const placesKey = (tag: string) => ['erep', 'customer', tag, 'places'] as const;

/** Establishments and competitors to filter on (read from the ranking's list of places, all time). */
export async function getPlaces(tag: string): Promise<PlaceOption[]> {
  const ranking = (await unwrap(api.get<{ data: Ranking }>(`customer/${encodeURIComponent(tag)}/reputation/ranking`, { query: { period: 'global' } }))).data;
  return ranking.rows
    .map((r) => ({ value: `${r.kind === 'competitor' ? 'c' : 'e'}${r.id}`, name: r.kind === 'competitor' ? `${r.name} (${r.of ?? ''})` : r.name, competitor: r.kind === 'competitor' }))
    .sort((a, b) => Number(a.competitor) - Number(b.competitor) || a.name.localeCompare(b.name));
}

export function usePlaces(tag: string) {
  return useQuery({ queryKey: placesKey(tag), queryFn: () => getPlaces(tag), staleTime: 5 * 60_000 });
}
