import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { CompetitorRatings } from '@erep/shared/schemas';
import { establishmentPath } from './get-competitors';
import { googleRatingsKey } from './get-google-ratings';

export async function tieGooglePlace(tag: string, establishmentId: number, competitorId: number, placeId: string): Promise<CompetitorRatings> {
  return (await unwrap(api.put<{ data: CompetitorRatings }>(`${establishmentPath(tag, establishmentId)}/competitors/${competitorId}/google-place`, { place_id: placeId }))).data;
}

export function useTieGooglePlace(tag: string, establishmentId: number, competitorId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (placeId: string) => tieGooglePlace(tag, establishmentId, competitorId, placeId),
    onSuccess: (data) => client.setQueryData(googleRatingsKey(tag, establishmentId, competitorId), data),
  });
}
