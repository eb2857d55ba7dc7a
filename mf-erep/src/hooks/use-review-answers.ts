import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { ReviewAnswer, ReviewAnswers } from '@erep/shared/schemas';

export const reviewAnswersKey = (tag: string, reviewId: number) => ['erep', 'customer', tag, 'review', reviewId, 'answers'] as const;

const answersPath = (tag: string, reviewId: number) => `customer/${encodeURIComponent(tag)}/reputation/reviews/${reviewId}/answers`;

export async function getReviewAnswers(tag: string, reviewId: number): Promise<ReviewAnswers> {
  return (await unwrap(api.get<{ data: ReviewAnswers }>(answersPath(tag, reviewId)))).data;
}

export async function postReviewAnswer(tag: string, reviewId: number, text: string): Promise<ReviewAnswer> {
  return (await unwrap(api.post<{ data: ReviewAnswer }>(answersPath(tag, reviewId), { text }))).data;
}

/** A review's answers, templates and suggestion; read only while its answer panel is open. */
export function useReviewAnswers(tag: string, reviewId: number, enabled: boolean) {
  return useQuery({ queryKey: reviewAnswersKey(tag, reviewId), queryFn: () => getReviewAnswers(tag, reviewId), enabled });
}

/** Saving an answer changes the review lists (answered marks, answer rates): the customer's queries refresh. */
export function useAnswerReview(tag: string, reviewId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => postReviewAnswer(tag, reviewId, text),
    onSuccess: () => client.invalidateQueries({ queryKey: ['erep', 'customer', tag] }),
  });
}
