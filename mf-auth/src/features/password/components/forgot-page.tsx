import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { apiErrorText } from '@erep/shared/i18n';
import { Alert, Button, TextField } from '@erep/shared/ui';
import { AuthCard, authStyles } from '../../../components/auth-card';
import { useFocusFirstError } from '../../../hooks/use-focus-first-error';
import { fieldError } from '../../../lib/field-error';
import { useRequestPasswordReset } from '../api/request-password-reset';

/** One email field, no client validation (spec section 5); the result is a closable alert, field errors sit under the field. */
export function ForgotPage() {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState('');
  const request = useRequestPasswordReset();
  const outcome = request.data;
  const { ref, refused } = useFocusFirstError<HTMLFormElement>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A new request clears the last alert until its own answer arrives.
    request.mutate(email, {
      onSuccess: (result) => {
        if (result.kind === 'invalid') refused();
      },
    });
  };

  const emailError = outcome?.kind === 'invalid' ? fieldError(t, outcome.fields.email?.[0] ?? Object.values(outcome.fields)[0]?.[0]) : undefined;

  return (
    <AuthCard title={t('forgot.title')} testId="forgot">
      <p className={authStyles.lead}>{t('forgot.lead')}</p>
      {outcome && outcome.kind !== 'invalid' && (
        <Alert kind={outcome.kind === 'sent' ? 'success' : outcome.kind === 'not-found' ? 'warning' : 'error'} onClose={() => request.reset()}>
          {outcome.kind === 'sent' ? t('forgot.sent') : apiErrorText(outcome.error)}
        </Alert>
      )}
      <form ref={ref} className={authStyles.form} onSubmit={submit} noValidate>
        <TextField label={t('forgot.email')} type="email" autoComplete="email" value={email} error={emailError} onChange={(e) => setEmail(e.target.value)} />
        <Button type="submit" loading={request.isPending} block>
          {t('forgot.submit')}
        </Button>
      </form>
      <p className={authStyles.links}>
        <Link to="/sign-in">{t('forgot.back')}</Link>
      </p>
    </AuthCard>
  );
}
