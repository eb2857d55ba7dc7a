import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Button, Spinner, Stepper } from '@erep/shared/ui';
import { AuthCard, authStyles } from '../../../components/auth-card';
import { billedPrice, formatBillingDay, SUBSCRIPTION_DAYS } from '@erep/shared/rules';
import { readPending } from '../../../lib/pending-sign-up';
import { useCompleteTestPayment } from '../api/complete-test-payment';
import { usePaymentConfig } from '../api/get-payment-config';
import { EmbeddedCheckout } from './embedded-checkout';
import styles from './payment.module.css';

/**
 * Step 2 of sign-up (and of a new subscription from the account area): Stripe's embedded Checkout
 * when configured, otherwise a clearly labelled test payment.
 */
export function CheckoutPage() {
  const { t, i18n } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [pending] = useState(readPending);
  const email = params.get('email') ?? pending?.email ?? '';
  const configQuery = usePaymentConfig(pending !== null);
  const config = configQuery.data ?? null;
  const completeTestPayment = useCompleteTestPayment();
  // Stays on after a successful call, while the page goes on to the confirmation.
  const [busy, setBusy] = useState(false);
  const [payError, setPayError] = useState(false);
  const [configErrorClosed, setConfigErrorClosed] = useState(false);
  const error = payError
    ? t('payment.errors.failed')
    : configQuery.isError && !configErrorClosed
      ? t('payment.errors.unavailable')
      : null;
  const closeError = () => {
    setPayError(false);
    setConfigErrorClosed(true);
  };

  const steps = [t('signUp.steps.account'), t('signUp.steps.payment'), t('signUp.steps.start')];

  const payInTestMode = async () => {
    if (!pending) return;
    setBusy(true);
    closeError();
    const result = await completeTestPayment.mutateAsync(pending);
    if (result.ok) {
      navigate(`/payment/process?subscription_id=${pending.subscriptionId}`);
      return;
    }
    setBusy(false);
    setPayError(true);
  };

  return (
    <AuthCard title={t('payment.title')} medium testId="checkout">
      <Stepper steps={steps} current={1} />
      {!pending ? (
        <>
          <Alert kind="warning">{t('payment.errors.nothingPending')}</Alert>
          <p className={authStyles.links}>
            <Link to="/sign-in">{t('payment.toSignIn')}</Link>
          </p>
        </>
      ) : configQuery.isPending ? (
        <Spinner label={t('loading')} />
      ) : (
        <>
          <dl className={styles.summary}>
            <dt>{t('payment.plan')}</dt>
            <dd>{pending.planName}</dd>
            {pending.price ? (
              <>
                <dt>{t('payment.amount')}</dt>
                <dd data-testid="checkout-price">
                  {billedPrice(pending.price, i18n.language)}
                </dd>
              </>
            ) : null}
            <dt>{t('payment.email')}</dt>
            <dd>{email}</dd>
          </dl>
          {pending.term ? (
            <p className={styles.term} data-testid="checkout-term">
              {t('payment.term', { days: SUBSCRIPTION_DAYS, from: formatBillingDay(pending.term.from, i18n.language), to: formatBillingDay(pending.term.to, i18n.language) })}
            </p>
          ) : null}
          {error && (
            <Alert kind="error" onClose={closeError}>
              {error}
            </Alert>
          )}
          {config?.mode === 'test' ? (
            <div className={styles.testCard} data-testid="test-payment">
              <span className={styles.testBadge}>{t('payment.test.badge')}</span>
              <p>{t('payment.test.explanation')}</p>
              <Button onClick={() => void payInTestMode()} loading={busy} block>
                {t('payment.test.complete')}
              </Button>
            </div>
          ) : config?.mode === 'stripe' && config.publishable_key ? (
            <EmbeddedCheckout pending={pending} publishableKey={config.publishable_key} />
          ) : null}
        </>
      )}
    </AuthCard>
  );
}
