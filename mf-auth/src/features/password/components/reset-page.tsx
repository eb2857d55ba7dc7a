import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { apiErrorText } from '@erep/shared/i18n';
import type { ApiErrorBody } from '@erep/shared/schemas';
import { Alert, Button } from '@erep/shared/ui';
import { AuthCard, authStyles } from '../../../components/auth-card';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { useFocusFirstError } from '../../../hooks/use-focus-first-error';
import { useResetPassword } from '../api/reset-password';

/** Spec: the loading flag clears 500 ms after a mismatch. */
export const MISMATCH_LOADING_MS = 500;

export function ResetPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const reset = useResetPassword();
  // Not the mutation's pending flag: after a mismatch it stays on for 500 ms more (spec).
  const [loading, setLoading] = useState(false);
  const [warning, setWarning] = useState<string | null>(null);
  const [error, setError] = useState<ApiErrorBody | null>(null);
  const { ref, refused } = useFocusFirstError<HTMLFormElement>();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setLoading(true);
    setWarning(null);
    setError(null);
    setFieldErrors({});
    const outcome = await reset.mutateAsync({ token, password, confirmation });
    switch (outcome.kind) {
      case 'done':
        navigate('/', { replace: true });
        return;
      case 'expired':
        navigate('/expired/email', { replace: true });
        return;
      case 'mismatch':
        setWarning(t('reset.mismatch'));
        timer.current = setTimeout(() => setLoading(false), MISMATCH_LOADING_MS);
        return;
      case 'invalid':
        setFieldErrors(outcome.errors);
        refused();
        break;
      case 'error':
        setError(outcome.error);
    }
    setLoading(false);
  };

  return (
    <AuthCard title={t('reset.title')} testId="reset">
      <p className={authStyles.lead}>{t('reset.lead')}</p>
      {warning && (
        <Alert kind="warning" onClose={() => setWarning(null)}>
          {warning}
        </Alert>
      )}
      {error && (
        <Alert kind="error" onClose={() => setError(null)}>
          {apiErrorText(error)}
        </Alert>
      )}
      <form ref={ref} className={authStyles.form} onSubmit={(e) => void submit(e)} noValidate>
        <NewPasswordFields
          labels={{ password: t('reset.password'), confirmation: t('reset.confirmation') }}
          password={password}
          confirmation={confirmation}
          onPassword={setPassword}
          onConfirmation={setConfirmation}
          errors={fieldErrors}
        />
        <Button type="submit" loading={loading} block>
          {t('reset.submit')}
        </Button>
      </form>
      <p className={authStyles.links}>
        <Link to="/forgot-pwd">{t('reset.back')}</Link>
      </p>
    </AuthCard>
  );
}
