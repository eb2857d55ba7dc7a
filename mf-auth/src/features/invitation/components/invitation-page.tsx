import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { apiErrorText } from '@erep/shared/i18n';
import type { ApiErrorBody } from '@erep/shared/schemas';
import { Alert, Button, Spinner } from '@erep/shared/ui';
import { AuthCard, authStyles } from '../../../components/auth-card';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { useFocusFirstError } from '../../../hooks/use-focus-first-error';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useInvitation } from '../api/get-invitation';

/** The page an invitation mail opens: welcome to the business, choose a password, signed in. */
export function InvitationPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [warning, setWarning] = useState<string | null>(null);
  const [error, setError] = useState<ApiErrorBody | null>(null);
  const [expired, setExpired] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const { ref, refused } = useFocusFirstError<HTMLFormElement>();

  if (invitation.isPending) return <Spinner size="lg" />;
  if (expired || invitation.isError) {
    return (
      <AuthCard title={t('invitation.expiredTitle')} testId="invitation">
        <p className={authStyles.lead}>{t('invitation.expired')}</p>
        <p className={authStyles.links}>
          <Link to="/sign-in">{t('invitation.toSignIn')}</Link>
        </p>
      </AuthCard>
    );
  }
  const { business, first_name: name, email } = invitation.data;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setWarning(null);
    setError(null);
    setFieldErrors({});
    const outcome = await accept.mutateAsync({ token, password, confirmation });
    switch (outcome.kind) {
      case 'signed-in':
        // The shell's guards send the new session to its landing page.
        navigate('/', { replace: true });
        return;
      case 'expired':
        setExpired(true);
        return;
      case 'mismatch':
        setWarning(t('reset.mismatch'));
        return;
      case 'invalid':
        setFieldErrors(outcome.errors);
        refused();
        return;
      case 'error':
        setError(outcome.error);
    }
  };

  return (
    <AuthCard title={t('invitation.title', { business })} testId="invitation">
      <p className={authStyles.lead}>{name ? t('invitation.leadNamed', { name, business }) : t('invitation.lead', { business })}</p>
      <p className={authStyles.lead}>{t('invitation.email', { email })}</p>
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
          labels={{ password: t('invitation.password'), confirmation: t('invitation.confirmation') }}
          password={password}
          confirmation={confirmation}
          onPassword={setPassword}
          onConfirmation={setConfirmation}
          errors={fieldErrors}
        />
        <Button type="submit" loading={accept.isPending} block>
          {t('invitation.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
