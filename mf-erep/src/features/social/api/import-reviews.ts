import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { ReviewImportInput, ReviewImportResult } from '@erep/shared/schemas';

export async function importReviews(tag: string, establishmentId: number, input: ReviewImportInput): Promise<ReviewImportResult> {
  return (await unwrap(api.post<{ data: ReviewImportResult }>(`customer/${encodeURIComponent(tag)}/reputation/establishments/${establishmentId}/reviews/import`, input))).data;
}

/** Imported reviews change every figure of the customer: all its reputation queries refresh. */
export function useImportReviews(tag: string, establishmentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewImportInput) => importReviews(tag, establishmentId, input),
    onSuccess: () => client.invalidateQueries({ queryKey: ['erep', 'customer', tag] }),
  });
}
