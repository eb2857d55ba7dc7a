import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Spinner, Stepper } from '@erep/shared/ui';
import { AuthCard, authStyles } from '../../common/auth-card';
import { clearPending, confirmStripeSession, readPending, subscriptionState } from '../api/pending';
import styles from './payment.module.css';

type State = 'checking' | 'active' | 'pending' | 'missing' | 'error';
const POLL_MS = 1500;
const MAX_POLLS = 20;

/** Return from payment: waits until the subscription is active, then the account can sign in. */
export function ProcessPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const [state, setState] = useState<State>('checking');

  useEffect(() => {
    const pending = readPending();
    if (!pending) {
      setState('missing');
      return;
    }
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let polls = 0;
    const check = async () => {
      const result = sessionId && polls === 0 ? await confirmStripeSession(pending, sessionId) : await subscriptionState(pending);
      if (!active) return;
      polls += 1;
      if (result.ok && result.data.status === 'active') {
        clearPending();
        setState('active');
      } else if (!result.ok && result.status !== 0) {
        setState('error');
      } else if (polls >= MAX_POLLS) {
        setState('pending');
      } else {
        timer = setTimeout(() => void check(), POLL_MS);
      }
    };
    void check();
    return () => {
      active = false;
      if (timer) clearTimeout(timer);
    };
  }, [sessionId]);

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
