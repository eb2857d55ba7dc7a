import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResult } from '@erep/shared/api';
import type { SubscriptionState } from '@erep/shared/schemas';
import { pendingAuth, type PendingSignUp } from '../../../lib/pending-sign-up';
import { subscriptionStateKey } from './get-subscription-state';

/** Test mode: activates the pending subscription as a real payment would, charging nothing. */
export const completeTestPayment = (pending: PendingSignUp): Promise<ApiResult<SubscriptionState>> =>
  api.post<SubscriptionState>('payment/test/complete', { subscription_id: pending.subscriptionId }, pendingAuth(pending));

export function useCompleteTestPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: completeTestPayment,
    onSuccess: (_result, pending) => client.invalidateQueries({ queryKey: subscriptionStateKey(pending.subscriptionId) }),
  });
}
