import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@erep/shared/ui';
import { AuthCard, authStyles } from '../../../components/auth-card';

export function ExpiredPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <AuthCard title="401" testId="expired">
      <p className={authStyles.lead}>{t('expired.message')}</p>
      <p className={authStyles.lead}>{t('expired.validity')}</p>
      <Button onClick={() => navigate('/forgot-pwd')}>{t('expired.button')}</Button>
    </AuthCard>
  );
}
