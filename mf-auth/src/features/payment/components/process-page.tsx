import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Spinner, Stepper } from '@erep/shared/ui';
import { AuthCard, authStyles } from '../../../components/auth-card';
import { usePaymentStatus } from '../hooks/use-payment-status';
import styles from './payment.module.css';

/** Return from payment: waits until the subscription is active, then the account can sign in. */
export function ProcessPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const state = usePaymentStatus(params.get('session_id'));

  const steps = [t('signUp.steps.account'), t('signUp.steps.payment'), t('signUp.steps.start')];
  return (
    <AuthCard title={t('process.title')} medium testId="process">
      <Stepper steps={steps} current={state === 'active' ? 2 : 1} />
      <div className={styles.center}>
        {state === 'checking' && <Spinner label={t('process.checking')} />}
        {state === 'active' && <Alert kind="success">{t('process.active')}</Alert>}
        {state === 'pending' && <Alert kind="info">{t('process.pending')}</Alert>}
        {state === 'missing' && <Alert kind="warning">{t('payment.errors.nothingPending')}</Alert>}
        {state === 'error' && <Alert kind="error">{t('payment.errors.failed')}</Alert>}
        {state !== 'checking' && (
          <p className={authStyles.links}>
            <Link to="/sign-in">{t('process.toSignIn')}</Link>
          </p>
        )}
      </div>
    </AuthCard>
  );
}
