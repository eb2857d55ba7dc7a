import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { ReviewSummary } from '@erep/shared/schemas';

export const reviewSummaryKey = (tag: string) => ['erep', 'customer', tag, 'reviews', 'summary'] as const;

/** Reviews over the last 30 days and their average, per establishment; 403 when the plan has no reputation. */
export async function getReviewSummary(tag: string): Promise<ReviewSummary[]> {
  const body = await unwrap(api.get<{ data: ReviewSummary[] }>(`customer/${encodeURIComponent(tag)}/reviews/summary`));
  return body.data;
}

export function useReviewSummary(tag: string) {
  return useQuery({ queryKey: reviewSummaryKey(tag), queryFn: () => getReviewSummary(tag) });
}
