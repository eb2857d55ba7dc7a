import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { CompetitorRatings } from '@erep/shared/schemas';
import { establishmentPath } from './get-competitors';

export const googleRatingsKey = (tag: string, establishmentId: number, competitorId: number) =>
  ['erep', 'customer', tag, 'establishment', establishmentId, 'competitors', competitorId, 'google-ratings'] as const;

export async function getGoogleRatings(tag: string, establishmentId: number, competitorId: number): Promise<CompetitorRatings> {
  return (await unwrap(api.get<{ data: CompetitorRatings }>(`${establishmentPath(tag, establishmentId)}/competitors/${competitorId}/google-ratings`))).data;
}

/** A competitor's Google rating and review count, one point a day. */
export function useGoogleRatings(tag: string, establishmentId: number, competitorId: number) {
  return useQuery({ queryKey: googleRatingsKey(tag, establishmentId, competitorId), queryFn: () => getGoogleRatings(tag, establishmentId, competitorId) });
}
