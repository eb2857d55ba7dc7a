import { useTranslation } from 'react-i18next';
import { Card, EmptyState, Page } from '@erep/shared/ui';
import { useAccountBreadcrumbs } from '../hooks/use-account-breadcrumbs';
import { ACCOUNT_NS, type AccountSection } from '../lib/sections';

/** An account page whose screens have not shipped yet: it says so plainly. */
export function NotReadyPage({ section }: { section: AccountSection }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const title = useAccountBreadcrumbs(section);
  return (
    <Page title={title} description={t(`sections.${section}.description`)} testId={`account-${section}`}>
      <Card>
        <EmptyState title={t('soon.title')} description={t('soon.description')} />
      </Card>
    </Page>
  );
}
