import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResult } from '@erep/shared/api';
import type { SubscriptionState } from '@erep/shared/schemas';
import { pendingAuth, type PendingSignUp } from '../../../lib/pending-sign-up';
import { subscriptionStateKey } from './get-subscription-state';

export interface ConfirmPaymentVariables {
  pending: PendingSignUp;
  sessionId: string;
}

/** Back from Stripe Checkout: the server checks the session and activates the subscription. */
export const confirmPayment = ({ pending, sessionId }: ConfirmPaymentVariables): Promise<ApiResult<SubscriptionState>> =>
  api.post<SubscriptionState>('payment/confirm', { session_id: sessionId }, pendingAuth(pending));

/** Its answer is the subscription's first state: it becomes the cached state the page then polls. */
export function useConfirmPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmPayment,
    onSuccess: (result, { pending }) => {
      client.setQueryData(subscriptionStateKey(pending.subscriptionId), result);
    },
  });
}
