import type { PaymentResume } from '@erep/shared/schemas';
import { savePending } from '@erep/shared/session';

// The hand-off to the payment pages lives in shared: the account area starts payments too.
export { clearPending, pendingAuth, readPending, savePending, type PendingSignUp } from '@erep/shared/session';

/**
 * Hands the payment the server rebuilt (sign-in of an account awaiting its first payment, or a
 * mailed link) to the payment step, as sign-up does; returns where that step is.
 */
export function resumePayment(payment: PaymentResume): string {
  const priceCode = payment.plan.price_code ?? '';
  savePending({
    token: payment.token,
    userId: payment.user_id,
    tag: payment.customer_tag,
    subscriptionId: payment.subscription_id,
    email: payment.email,
    planName: payment.plan.name,
    priceCode,
    price: payment.price,
    term: payment.term,
  });
  return `/payment/checkout?${new URLSearchParams({ code: priceCode, email: payment.email }).toString()}`;
}
