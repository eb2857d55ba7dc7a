import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Spinner } from '@erep/shared/ui';
import { useSignOut } from '../api/revoke-session';

/**
 * Spec: sign-out sets must-refresh, clears the stored keys (user_role too) and lands on the login
 * page; the token is revoked on the server first, so a copy of it stops working too.
 */
export function SignOutPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { mutate } = useSignOut();
  const started = useRef(false);
  useEffect(() => {
    // Once per visit, even when React runs effects twice.
    if (started.current) return;
    started.current = true;
    mutate(undefined, { onSettled: () => navigate('/sign-in', { replace: true }) });
  }, [mutate, navigate]);
  return <Spinner label={t('signOut.progress')} />;
}
