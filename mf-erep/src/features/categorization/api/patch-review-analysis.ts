import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { AnalysedReview, AnalysisCorrection } from '@erep/shared/schemas';
import { topicMatrixKey } from './get-topic-matrix';

export async function patchReviewAnalysis(tag: string, reviewId: number, correction: AnalysisCorrection): Promise<AnalysedReview> {
  return (await unwrap(api.patch<{ data: AnalysedReview }>(`customer/${encodeURIComponent(tag)}/reputation/reviews/${reviewId}/analysis`, correction))).data;
}

/** A user's correction of a review's topics or sentiment: the matrix and the topic lists change. */
export function usePatchReviewAnalysis(tag: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, correction }: { reviewId: number; correction: AnalysisCorrection }) => patchReviewAnalysis(tag, reviewId, correction),
    // The matrix key prefixes the topic lists' keys too.
    onSuccess: () => client.invalidateQueries({ queryKey: topicMatrixKey(tag) }),
  });
}
