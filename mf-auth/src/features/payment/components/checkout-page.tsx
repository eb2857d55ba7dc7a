import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { PaymentConfig } from '@erep/shared/schemas';
import { Alert, Button, Spinner, Stepper } from '@erep/shared/ui';
import { AuthCard, authStyles } from '../../common/auth-card';
import { completeTestPayment, paymentConfig, readPending, startCheckout } from '../api/pending';
import styles from './payment.module.css';

/** Step 2 of sign-up: Stripe Checkout when configured, otherwise a clearly labelled test payment. */
export function CheckoutPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const pending = readPending();
  const code = params.get('code') ?? pending?.priceCode ?? '';
  const email = params.get('email') ?? pending?.email ?? '';
  const [config, setConfig] = useState<PaymentConfig | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    void paymentConfig().then((result) => {
      if (!active) return;
      if (result.ok) setConfig(result.data);
      else setError(t('payment.errors.unavailable'));
    });
    return () => {
      active = false;
    };
  }, [t]);

  const steps = [t('signUp.steps.account'), t('signUp.steps.payment'), t('signUp.steps.start')];

  const pay = async () => {
    if (!pending) return;
    setBusy(true);
    setError(null);
    if (config?.mode === 'stripe') {
      const result = await startCheckout(pending);
      if (result.ok && result.data.url) {
        window.location.assign(result.data.url);
        return;
      }
    } else {
      const result = await completeTestPayment(pending);
      if (result.ok) {
        navigate(`/payment/process?subscription_id=${pending.subscriptionId}`);
        return;
      }
    }
    setBusy(false);
    setError(t('payment.errors.failed'));
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
      ) : config === null && !error ? (
        <Spinner label={t('loading')} />
      ) : (
        <>
          <dl className={styles.summary}>
            <dt>{t('payment.plan')}</dt>
            <dd>{pending.planName}</dd>
            <dt>{t('payment.priceCode')}</dt>
            <dd>{code}</dd>
            <dt>{t('payment.email')}</dt>
            <dd>{email}</dd>
          </dl>
          {error && (
            <Alert kind="error" onClose={() => setError(null)}>
              {error}
            </Alert>
          )}
          {config?.mode === 'test' ? (
            <div className={styles.testCard} data-testid="test-payment">
              <span className={styles.testBadge}>{t('payment.test.badge')}</span>
              <p>{t('payment.test.explanation')}</p>
              <Button onClick={() => void pay()} loading={busy} block>
                {t('payment.test.complete')}
              </Button>
            </div>
          ) : config?.mode === 'stripe' ? (
            <Button onClick={() => void pay()} loading={busy} block>
              {t('payment.payWithCard')}
            </Button>
          ) : null}
        </>
      )}
    </AuthCard>
  );
}
