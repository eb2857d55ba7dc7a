import { useMutation } from '@tanstack/react-query';
import { api, type ApiResult } from '@erep/shared/api';
import type { CheckoutResponse } from '@erep/shared/schemas';
import { pendingAuth, type PendingSignUp } from '../../../lib/pending-sign-up';

/** Opens a Stripe Checkout session for the pending subscription; the page goes to its URL. */
export const startCheckout = (pending: PendingSignUp): Promise<ApiResult<CheckoutResponse>> =>
  api.post<CheckoutResponse>('payment/checkout', { subscription_id: pending.subscriptionId }, pendingAuth(pending));

/** Nothing cached changes until the visitor pays, on Stripe's page. */
export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout });
}
