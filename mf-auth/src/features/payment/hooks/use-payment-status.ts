import { useEffect, useState } from 'react';
import { clearPending, readPending } from '../../../lib/pending-sign-up';
import { useConfirmPayment } from '../api/confirm-payment';
import { isSettled, useSubscriptionState } from '../api/get-subscription-state';

export type PaymentStatus = 'checking' | 'active' | 'pending' | 'missing' | 'error';

/** Answers to wait for, Stripe's confirmation included, before saying the payment is still in progress. */
const MAX_POLLS = 20;

/**
 * Where the pending sign-up's payment stands: back from Stripe (`sessionId`) the session is
 * confirmed first, then the subscription is polled until it is active.
 */
export function usePaymentStatus(sessionId: string | null): PaymentStatus {
  const [pending] = useState(readPending);
  const confirm = useConfirmPayment();
  const { mutate: confirmSession } = confirm;
  useEffect(() => {
    if (pending && sessionId) confirmSession({ pending, sessionId });
  }, [pending, sessionId, confirmSession]);

  const polling = !sessionId || confirm.isSuccess;
  const { result, polls } = useSubscriptionState(pending, MAX_POLLS, polling);
  const status: PaymentStatus = !pending
    ? 'missing'
    : !polling || !result
      ? 'checking'
      : result.ok && result.data.status === 'active'
        ? 'active'
        : isSettled(result)
          ? 'error'
          : polls >= MAX_POLLS
            ? 'pending'
            : 'checking';

  // The account is active: the payment no longer waits, and signing in is the next step.
  useEffect(() => {
    if (status === 'active') clearPending();
  }, [status]);
  return status;
}
