import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { SearchHit } from '@erep/shared/schemas';
import type { RangeParams } from '../../../hooks/use-range-params';

export interface SearchFilters {
  q: string;
  place: string;
  rating: string;
  platform: string;
  language: string;
  topic: string;
  sentiment: string;
  with_comment: string;
  with_advantage: string;
  stars_disagree: string;
}
export interface SearchPage {
  data: SearchHit[];
  total: number;
  page: number;
  per_page: number;
}

/** Only the filters that are set, as query parameters. */
export const searchParams = (filters: SearchFilters, range: RangeParams) => ({
  ...range,
  ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== '')),
});

export const searchReviewsKey = (tag: string, filters: SearchFilters, range: RangeParams, page: number) => ['erep', 'customer', tag, 'search', filters, range, page] as const;

export async function searchReviews(tag: string, filters: SearchFilters, range: RangeParams, page: number): Promise<SearchPage> {
  return unwrap(api.get<SearchPage>(`customer/${encodeURIComponent(tag)}/reputation/reviews/search`, { query: { ...searchParams(filters, range), page, per_page: 20 } }));
}

export function useSearchReviews(tag: string, filters: SearchFilters, range: RangeParams, page: number) {
  return useQuery({ queryKey: searchReviewsKey(tag, filters, range, page), queryFn: () => searchReviews(tag, filters, range, page), placeholderData: keepPreviousData });
}
