import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { signOut } from '@erep/shared/session';
import { Spinner } from '@erep/shared/ui';

/** Spec: sign-out sets must-refresh, clears the stored keys (user_role too) and lands on the login page. */
export function SignOutPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  useEffect(() => {
    signOut();
    navigate('/sign-in', { replace: true });
  }, [navigate]);
  return <Spinner label={t('signOut.progress')} />;
}
