import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeatureProps } from '@erep/shared/federation';
import { Alert, Button, Card, Page, Spinner, Tabs } from '@erep/shared/ui';
import { LEADGEN_NS } from '../../i18n/register';
import { usePartnerships } from './api/get-partnerships';
import { PartnershipsBreadcrumbs } from './components/breadcrumbs';
import { PartnershipsList } from './components/partnerships-list';
import { ProposalForm } from './components/proposal-form';
import { RequestsTab } from './components/requests-tab';

type Tab = 'list' | 'requests' | 'form';

/** Partnerships with other businesses and their requests. Exposed as `./partnerships`. */
export function PartnershipsPage({ tag, area }: FeatureProps) {
  const { t } = useTranslation(LEADGEN_NS);
  const [tab, setTab] = useState<Tab>('list');
  const query = usePartnerships(tag);
  const title = t('sections.partnership.title');
  const rows = query.data ?? [];
  const pending = rows.filter((p) => p.direction === 'incoming' && p.status === 'pending').length;

  let content;
  if (query.isPending) content = <Spinner label={t('partnerships.loading')} />;
  else if (query.isError)
    content = (
      <Alert kind="error" title={t('partnerships.loadFailed')}>
        <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
          {t('partnerships.retry')}
        </Button>
      </Alert>
    );
  else if (tab === 'list') content = <PartnershipsList tag={tag} rows={rows.filter((p) => !(p.direction === 'incoming' && p.status === 'pending'))} />;
  else if (tab === 'requests') content = <RequestsTab tag={tag} rows={rows} />;
  else content = <ProposalForm tag={tag} onDone={() => setTab('list')} />;

  return (
    <Page title={title} description={t('sections.partnership.description')} testId="leadgen-partnership">
      {area === 'leadgen' && <PartnershipsBreadcrumbs title={title} />}
      <p>{t('partnerships.explain')}</p>
      <Tabs
        label={title}
        value={tab}
        onChange={(id) => setTab(id as Tab)}
        tabs={[
          { id: 'list', label: t('partnerships.tabs.list') },
          { id: 'requests', label: pending > 0 ? t('partnerships.tabs.requestsCount', { count: pending }) : t('partnerships.tabs.requests') },
          { id: 'form', label: t('partnerships.tabs.form') },
        ]}
      >
        <Card>{content}</Card>
      </Tabs>
    </Page>
  );
}
