import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert, Button, TextField } from '@erep/shared/ui';
import { AuthCard, authStyles } from '../../common/auth-card';
import { requestReset, type ForgotOutcome } from '../api/password';

/** One email field, no client validation (spec section 5); the result is a closable alert. */
export function ForgotPage() {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const [loading, setLoading] = useState(false);
  const [outcome, setOutcome] = useState<ForgotOutcome | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setLoading(true);
    setOutcome(null);
    setOutcome(await requestReset(email));
    setLoading(false);
  };

  return (
    <AuthCard title={t('forgot.title')} testId="forgot">
      <p className={authStyles.lead}>{t('forgot.lead')}</p>
      {outcome && (
        <Alert kind={outcome.kind === 'sent' ? 'success' : outcome.kind === 'not-found' ? 'warning' : 'error'} onClose={() => setOutcome(null)}>
          {outcome.kind === 'sent' ? t('forgot.sent') : outcome.message || t('forgot.failed')}
        </Alert>
      )}
      <form className={authStyles.form} onSubmit={(e) => void submit(e)} noValidate>
        <TextField label={t('forgot.email')} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        <Button type="submit" loading={loading} block>
          {t('forgot.submit')}
        </Button>
      </form>
      <p className={authStyles.links}>
        <Link to="/sign-in">{t('forgot.back')}</Link>
      </p>
    </AuthCard>
  );
}
