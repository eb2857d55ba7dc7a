import { useTranslation } from 'react-i18next';
import { Alert, Button, Card } from '@erep/shared/ui';
import { ACCOUNT_NS } from '../../../lib/sections';

/** The new establishment's seller code: only its hash is kept, so this is the one time it shows. */
export function NewSellerCode({ code, onContinue }: { code: string; onContinue: () => void }) {
  const { t } = useTranslation(ACCOUNT_NS);
  return (
    <Card title={t('onboarding.first.title')}>
      <Alert kind="success" title={t('onboarding.first.sellerCodeTitle')}>
        <p>
          <strong className="account-code" data-testid="seller-code">
            {code}
          </strong>
        </p>
        <p>{t('onboarding.first.sellerCodeLead')}</p>
        <p>{t('onboarding.first.sellerCodeOnce')}</p>
      </Alert>
      <div className="account-actions">
        <Button onClick={onContinue}>{t('onboarding.first.continue')}</Button>
      </div>
    </Card>
  );
}
