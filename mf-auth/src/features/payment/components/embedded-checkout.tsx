import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '@erep/shared/api';
import { apiErrorText } from '@erep/shared/i18n';
import { Alert, Button, Spinner } from '@erep/shared/ui';
import type { PendingSignUp } from '../../../lib/pending-sign-up';
import { useStartCheckout } from '../api/start-checkout';
import { useEmbeddedCheckout } from '../hooks/use-embedded-checkout';
import styles from './payment.module.css';

interface EmbeddedCheckoutProps {
  pending: PendingSignUp;
  publishableKey: string;
}

/**
 * Stripe's Checkout form inside the partner's page: the customer pays without leaving the brand,
 * and Stripe sends them back to /payment/process, where the server checks the session.
 */
export function EmbeddedCheckout({ pending, publishableKey }: EmbeddedCheckoutProps) {
  const { t } = useTranslation('auth');
  const { mutateAsync: startCheckout, error: sessionError, reset } = useStartCheckout();
  const fetchClientSecret = useCallback(() => startCheckout(pending), [startCheckout, pending]);
  const [attempt, setAttempt] = useState(0);
  const { container, state } = useEmbeddedCheckout(publishableKey, fetchClientSecret, attempt);
  // The server's refusal is ours to explain (already paid...); anything else is Stripe.js not loading.
  const failed = sessionError !== null || state.status === 'failed';
  const failure = sessionError ?? (state.status === 'failed' ? state.error : null);
  const failureText = failure instanceof ApiRequestError ? apiErrorText(failure) : t('payment.card.loadFailed');

  const retry = () => {
    reset();
    setAttempt((n) => n + 1);
  };

  return (
    <section className={styles.card} aria-labelledby="embedded-checkout-title" aria-busy={state.status === 'loading' && !failed}>
      <h2 id="embedded-checkout-title" className={styles.cardTitle}>
        {t('payment.card.title')}
      </h2>
      <p className={styles.cardNote}>{t('payment.card.secure')}</p>
      {failed ? (
        <div className={styles.cardFailure}>
          <Alert kind="error">{failureText}</Alert>
          <Button variant="secondary" onClick={retry}>
            {t('payment.card.retry')}
          </Button>
        </div>
      ) : state.status === 'loading' ? (
        <p className={styles.cardLoading} role="status">
          <Spinner decorative />
          {t('payment.card.loading')}
        </p>
      ) : null}
      {/* Stripe.js owns what is inside: React never renders children here. */}
      <div ref={container} className={styles.cardForm} data-testid="embedded-checkout" hidden={failed} />
    </section>
  );
}
