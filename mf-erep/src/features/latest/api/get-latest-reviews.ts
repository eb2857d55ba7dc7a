import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { ReviewItem } from '@erep/shared/schemas';

/** How often the open page asks for new reviews. */
export const LATEST_REFRESH_MS = 15_000;
export const latestReviewsKey = (tag: string) => ['erep', 'customer', tag, 'latest'] as const;

export async function getLatestReviews(tag: string): Promise<ReviewItem[]> {
  return (await unwrap(api.get<{ data: ReviewItem[] }>(`customer/${encodeURIComponent(tag)}/reputation/reviews/latest`, { query: { limit: 30 } }))).data;
}

/** The newest reviews of every establishment, refreshed while the page is open. */
export function useLatestReviews(tag: string) {
  return useQuery({ queryKey: latestReviewsKey(tag), queryFn: () => getLatestReviews(tag), refetchInterval: LATEST_REFRESH_MS });
}
