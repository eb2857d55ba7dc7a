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

export async function retryReviewAnswer(tag: string, reviewId: number, answerId: number): Promise<ReviewAnswer> {
  return (await unwrap(api.post<{ data: ReviewAnswer }>(`${answersPath(tag, reviewId)}/${answerId}/retry`, {}))).data;
}

export async function removeReviewAnswer(tag: string, reviewId: number): Promise<void> {
  await unwrap(api.delete<unknown>(answersPath(tag, reviewId)));
}

const inFlight = (data: ReviewAnswers | undefined) => data?.answers.some((a) => a.publish_state === 'pending' || (a.publish_state === 'deleting' && !a.publish_error)) ?? false;

/** A review's answers, templates and suggestion; read only while its answer panel is open, and again while the platform has not yet confirmed. */
export function useReviewAnswers(tag: string, reviewId: number, enabled: boolean) {
  return useQuery({
    queryKey: reviewAnswersKey(tag, reviewId),
    queryFn: () => getReviewAnswers(tag, reviewId),
    enabled,
    refetchInterval: (query) => (inFlight(query.state.data) ? 3000 : false),
  });
}

/** Saving an answer changes the review lists (answered marks, answer rates): the customer's queries refresh. */
export function useAnswerReview(tag: string, reviewId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => postReviewAnswer(tag, reviewId, text),
    onSuccess: () => client.invalidateQueries({ queryKey: ['erep', 'customer', tag] }),
  });
}

/** Sends a failed answer (or removal) to its platform again. */
export function useRetryReviewAnswer(tag: string, reviewId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answerId: number) => retryReviewAnswer(tag, reviewId, answerId),
    onSuccess: () => client.invalidateQueries({ queryKey: reviewAnswersKey(tag, reviewId) }),
  });
}

/** Removes the review's answer (from its connected platform first); the review lists refresh. */
export function useRemoveReviewAnswer(tag: string, reviewId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => removeReviewAnswer(tag, reviewId),
    onSuccess: () => client.invalidateQueries({ queryKey: ['erep', 'customer', tag] }),
  });
}
