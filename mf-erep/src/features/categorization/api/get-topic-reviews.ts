import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { AnalysedReview, ReviewSentiment, ReviewTopic } from '@erep/shared/schemas';
import type { RangeParams } from '../../../hooks/use-range-params';

export interface TopicReviewsPage {
  data: AnalysedReview[];
  total: number;
  page: number;
  per_page: number;
}

export const topicReviewsKey = (tag: string, topic?: ReviewTopic, sentiment?: ReviewSentiment | '', range?: RangeParams, page?: number) =>
  ['erep', 'customer', tag, 'topics', 'reviews', ...(topic ? [topic, sentiment, range, page] : [])] as const;

export async function getTopicReviews(tag: string, topic: ReviewTopic, sentiment: ReviewSentiment | '', range: RangeParams, page: number): Promise<TopicReviewsPage> {
  return unwrap(
    api.get<TopicReviewsPage>(`customer/${encodeURIComponent(tag)}/reputation/topics/${topic}/reviews`, {
      query: { ...range, sentiment: sentiment || undefined, page, per_page: 20 },
    }),
  );
}

export function useTopicReviews(tag: string, topic: ReviewTopic, sentiment: ReviewSentiment | '', range: RangeParams, page: number) {
  return useQuery({
    queryKey: topicReviewsKey(tag, topic, sentiment, range, page),
    queryFn: () => getTopicReviews(tag, topic, sentiment, range, page),
    placeholderData: keepPreviousData,
  });
}
