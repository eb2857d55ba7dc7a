import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { EstablishmentReviewSource, EstablishmentReviewsPage, EstablishmentReviewType } from '@erep/shared/schemas';
import type { RangeParams } from '../../../hooks/use-range-params';
import { establishmentKey, establishmentPath } from './base';

export const REVIEWS_PER_PAGE = 20;

export const reviewsKey = (tag: string, id: number, range: RangeParams, type: EstablishmentReviewType, page: number, source: EstablishmentReviewSource | null = null) =>
  [...establishmentKey(tag, id), 'reviews', range, type, page, source] as const;

export async function getReviews(
  tag: string,
  id: number,
  range: RangeParams,
  type: EstablishmentReviewType,
  page: number,
  source: EstablishmentReviewSource | null = null,
): Promise<EstablishmentReviewsPage> {
  return unwrap(
    api.get<EstablishmentReviewsPage>(`${establishmentPath(tag, id)}/reviews`, {
      query: { ...range, type, page, per_page: REVIEWS_PER_PAGE, ...(source ? { source } : {}) },
    }),
  );
}

/** One page of the establishment's reviews of a kind, from one platform when `source` is given. */
export function useEstablishmentReviews(tag: string, id: number, range: RangeParams, type: EstablishmentReviewType, page: number, source: EstablishmentReviewSource | null = null) {
  return useQuery({
    queryKey: reviewsKey(tag, id, range, type, page, source),
    queryFn: () => getReviews(tag, id, range, type, page, source),
    placeholderData: keepPreviousData,
  });
}
