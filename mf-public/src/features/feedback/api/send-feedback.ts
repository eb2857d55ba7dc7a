import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { FeedbackInput, FeedbackResult } from '@erep/shared/schemas';
import { establishmentContextsKey, targetParams, type FeedbackTarget } from './get-feedback-context';

/** POST /api/public/feedback: the visitor's review (once a day per establishment), maybe with an advantage. */
export async function sendFeedback(target: FeedbackTarget, input: FeedbackInput): Promise<FeedbackResult> {
  const body = await unwrap(api.post<{ data: FeedbackResult }>('public/feedback', input, { query: targetParams(target) }));
  return body.data;
}

export function useSendFeedback(target: FeedbackTarget) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: FeedbackInput) => sendFeedback(target, input),
    // A coupon taken may sell an advantage out. The page is left at once: mark it stale for the
    // next visit rather than refetching it now.
    onSuccess: () => client.invalidateQueries({ queryKey: establishmentContextsKey(target.customer, target.establishment), refetchType: 'none' }),
  });
}
