import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Alert, Spinner } from '@erep/shared/ui';
import { AuthCard, authStyles } from '../../../components/auth-card';
import { resumePayment } from '../../../lib/pending-sign-up';
import { useResumePaymentWithLink } from '../api/resume-payment';

/** /payment/resume/:token, the link of the resume mail: straight on to the payment step. */
export function ResumePage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const resume = useResumePaymentWithLink();
  const { mutateAsync } = resume;
  // The link works once: asked for a single time, even when effects run twice.
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void mutateAsync(token).then((result) => {
      if (result.ok) navigate(resumePayment(result.data), { replace: true });
    });
  }, [mutateAsync, navigate, token]);

  const result = resume.data;
  const failure = result && !result.ok ? result : null;
  const message = failure
    ? failure.status === 410 || failure.status === 400
      ? t('payment.resume.expired')
      : failure.status === 409
        ? t('payment.resume.nothing')
        : t('payment.errors.unavailable')
    : null;

  return (
    <AuthCard title={t('payment.resume.title')} medium testId="payment-resume">
      {message ? (
        <>
          <Alert kind="warning">{message}</Alert>
          <p className={authStyles.links}>
            <Link to="/sign-in">{t('payment.toSignIn')}</Link>
          </p>
        </>
      ) : (
        <Spinner label={t('payment.resume.loading')} />
      )}
    </AuthCard>
  );
}
