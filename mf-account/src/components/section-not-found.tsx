import { useTranslation } from 'react-i18next';
import { Page } from '@erep/shared/ui';
import { useAccountBreadcrumbs } from '../hooks/use-account-breadcrumbs';
import { ACCOUNT_NS } from '../lib/sections';

export function SectionNotFound() {
  const { t } = useTranslation(ACCOUNT_NS);
  const title = useAccountBreadcrumbs('missing');
  return <Page title={title} description={t('sections.missing.description')} testId="account-missing" />;
}
