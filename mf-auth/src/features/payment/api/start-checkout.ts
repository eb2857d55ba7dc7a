import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { CheckoutResponse } from '@erep/shared/schemas';
import { pendingAuth, type PendingSignUp } from '../../../lib/pending-sign-up';

/**
 * Opens an embedded Stripe Checkout Session for the pending subscription and returns its client
 * secret (Stripe.js mounts the form with it). An `ApiRequestError` when the server refuses.
 */
export async function startCheckout(pending: PendingSignUp): Promise<string> {
  const session = await unwrap(api.post<CheckoutResponse>('payment/checkout', { subscription_id: pending.subscriptionId }, pendingAuth(pending)));
  if (session.mode !== 'stripe') throw new Error('The server is not in Stripe mode');
  return session.client_secret;
}

/** Nothing cached changes until the customer pays, in Stripe's form. */
export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout });
}
