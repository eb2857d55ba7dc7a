import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { EstablishmentReviewsPage, EstablishmentReviewType } from '@erep/shared/schemas';
import type { RangeParams } from '../../../hooks/use-range-params';
import { establishmentKey, establishmentPath } from './base';

export const REVIEWS_PER_PAGE = 20;

export const reviewsKey = (tag: string, id: number, range: RangeParams, type: EstablishmentReviewType, page: number) =>
  [...establishmentKey(tag, id), 'reviews', range, type, page] as const;

export async function getReviews(tag: string, id: number, range: RangeParams, type: EstablishmentReviewType, page: number): Promise<EstablishmentReviewsPage> {
  return unwrap(api.get<EstablishmentReviewsPage>(`${establishmentPath(tag, id)}/reviews`, { query: { ...range, type, page, per_page: REVIEWS_PER_PAGE } }));
}

export function useEstablishmentReviews(tag: string, id: number, range: RangeParams, type: EstablishmentReviewType, page: number) {
  return useQuery({ queryKey: reviewsKey(tag, id, range, type, page), queryFn: () => getReviews(tag, id, range, type, page), placeholderData: keepPreviousData });
}
