import { useTranslation } from 'react-i18next';
import { Link, Route, Routes } from 'react-router-dom';
import { currentLanguage } from '@erep/shared/i18n';
import type { AccountSubscription } from '@erep/shared/schemas';
import { isAccountManager, useSession } from '@erep/shared/session';
import { Card, Page, Spinner, Table } from '@erep/shared/ui';
import { useAccountBreadcrumbs } from '../../../hooks/use-account-breadcrumbs';
import { useCustomerTag } from '../../../hooks/use-customer-tag';
import { ACCOUNT_NS } from '../../../lib/sections';
import { useSubscriptions } from '../api/get-subscriptions';
import { formatAmount, formatDay } from '../lib/format';
import { NewSubscription } from './new-subscription';
import { StatusText } from './status-text';
import { LoadFailed } from '../../../components/load-failed';

/** subscriptions (list) and subscriptions/new; billing is the owners', a manager reads why. */
export function SubscriptionsPage() {
  if (isAccountManager(useSession().user)) return <OwnersOnly />;
  return (
    <Routes>
      <Route index element={<SubscriptionList />} />
      <Route path="new" element={<NewSubscription />} />
      <Route path="*" element={<SubscriptionList />} />
    </Routes>
  );
}

function OwnersOnly() {
  const { t } = useTranslation(ACCOUNT_NS);
  const title = useAccountBreadcrumbs('subscriptions');
  return (
    <Page title={title} description={t('sections.subscriptions.description')} testId="account-subscriptions">
      <Card>
        <p className="account-muted">{t('subscriptions.ownersOnly')}</p>
      </Card>
    </Page>
  );
}

function SubscriptionList() {
  const { t } = useTranslation(ACCOUNT_NS);
  const title = useAccountBreadcrumbs('subscriptions');
  const tag = useCustomerTag();
  const list = useSubscriptions(tag);
  const lng = currentLanguage();
  const columns = [
    { key: 'plan', header: t('subscriptions.columns.plan'), render: (row: AccountSubscription) => row.plan.name },
    { key: 'status', header: t('subscriptions.columns.status'), render: (row: AccountSubscription) => <StatusText status={row.status} /> },
    { key: 'started_at', header: t('subscriptions.columns.start'), render: (row: AccountSubscription) => formatDay(row.started_at, lng) },
    { key: 'expired_at', header: t('subscriptions.columns.end'), render: (row: AccountSubscription) => formatDay(row.expired_at, lng) },
    { key: 'amount', header: t('subscriptions.columns.amount'), align: 'end' as const, render: (row: AccountSubscription) => formatAmount(row.amount, lng) },
  ];
  return (
    <Page
      title={title}
      description={t('sections.subscriptions.description')}
      testId="account-subscriptions"
      actions={
        <Link className="erep-button erep-button--primary erep-button--md" to={`/customer/${tag}/account/subscriptions/new`}>
          <span className="erep-button__label">{t('subscriptions.new')}</span>
        </Link>
      }
    >
      <Card>
        {list.isPending ? (
          <Spinner label={t('loading')} />
        ) : list.isError ? (
          <LoadFailed onRetry={list.refetch} />
        ) : (
          <div className="account-table-wrap">
            <Table
              caption={t('subscriptions.caption')}
              columns={columns}
              rows={list.data}
              rowKey={(row) => row.id}
              empty={{ title: t('subscriptions.empty.title'), description: t('subscriptions.empty.description') }}
            />
          </div>
        )}
      </Card>
    </Page>
  );
}
