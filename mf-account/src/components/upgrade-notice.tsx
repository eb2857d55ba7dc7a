import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Alert, Page } from '@erep/shared/ui';
import { ACCOUNT_NS } from '../lib/sections';

/** Shown in place of an offers page when the customer's plan does not include mf-leadgen. */
export function UpgradeNotice({ title }: { title: string }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const { tag = '' } = useParams();
  return (
    <Page title={title} testId="account-upgrade">
      <Alert kind="info" title={t('upgrade.title')}>
        <p>{t('upgrade.body')}</p>
        <Link to={`/customer/${tag}/account/subscriptions`}>{t('upgrade.action')}</Link>
      </Alert>
    </Page>
  );
}
