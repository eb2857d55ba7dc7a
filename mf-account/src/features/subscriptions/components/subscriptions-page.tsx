import { useTranslation } from 'react-i18next';
import { Link, Route, Routes } from 'react-router-dom';
import { currentLanguage } from '@erep/shared/i18n';
import { billedPrice } from '@erep/shared/rules';
import type { AccountSubscription, LanguageCode } from '@erep/shared/schemas';
import { isAccountManager, useSession } from '@erep/shared/session';
import { Alert, Button, Card, Page, Spinner, Table } from '@erep/shared/ui';
import { useAccountBreadcrumbs } from '../../../hooks/use-account-breadcrumbs';
import { useCustomerTag } from '../../../hooks/use-customer-tag';
import { ACCOUNT_NS } from '../../../lib/sections';
import { usePaymentConfig } from '../api/get-payment-config';
import { useSubscriptions } from '../api/get-subscriptions';
import { useOpenBillingPortal } from '../api/open-billing-portal';
import { formatDay, subscriptionPrice } from '../lib/format';
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

/** What happens at the end of an active subscription: the later one already paid takes over, or the service ends. */
function NextText({ row, lng }: { row: AccountSubscription; lng: LanguageCode }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const next = row.next;
  if (!next) return <>—</>;
  const date = formatDay(next.on, lng);
  if (next.kind === 'renews') {
    return <>{next.price ? t('subscriptions.next.renews', { date, price: billedPrice(next.price, lng) }) : t('subscriptions.next.renewsNoPrice', { date })}</>;
  }
  return <>{t(next.kind === 'ended' ? 'subscriptions.next.ended' : 'subscriptions.next.ends', { date })}</>;
}

/** The way back to paying for a plan whose subscription ends soon or has ended: the account's own payment flow. */
function RenewalOffer({ row, tag, lng }: { row: AccountSubscription; tag: string; lng: LanguageCode }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const ended = row.status === 'expired' || row.next?.kind === 'ended';
  return (
    <Alert kind="warning">
      <div className="account-renewal" data-testid="renewal-offer">
        <p>{t(ended ? 'subscriptions.renewal.ended' : 'subscriptions.renewal.endsSoon', { plan: row.plan.name, date: formatDay(row.expired_at, lng) })}</p>
        <Link className="erep-button erep-button--primary erep-button--md" to={`/customer/${tag}/account/subscriptions/new?plan=${encodeURIComponent(row.plan.tag)}`}>
          <span className="erep-button__label">{t('subscriptions.renewal.action', { plan: row.plan.name })}</span>
        </Link>
      </div>
    </Alert>
  );
}

function SubscriptionList() {
  const { t } = useTranslation(ACCOUNT_NS);
  const title = useAccountBreadcrumbs('subscriptions');
  const tag = useCustomerTag();
  const list = useSubscriptions(tag);
  const lng = currentLanguage();
  const paidThroughStripe = list.data?.some((row) => row.stripe_customer) ?? false;
  // Test mode has no billing portal; nor has an account that never paid through Stripe.
  const config = usePaymentConfig(paidThroughStripe);
  const portal = useOpenBillingPortal(tag);
  const managed = paidThroughStripe && config.data?.mode === 'stripe';
  const columns = [
    { key: 'plan', header: t('subscriptions.columns.plan'), render: (row: AccountSubscription) => row.plan.name },
    {
      key: 'status',
      header: t('subscriptions.columns.status'),
      render: (row: AccountSubscription) => (
        <>
          <StatusText status={row.status} />
          {row.past_due ? <span className="account-muted" data-testid="past-due"> — {t('subscriptions.pastDue')}</span> : null}
        </>
      ),
    },
    {
      key: 'period',
      header: t('subscriptions.columns.period'),
      render: (row: AccountSubscription) => t('subscriptions.period', { from: formatDay(row.started_at, lng), to: formatDay(row.expired_at, lng) }),
    },
    { key: 'price', header: t('subscriptions.columns.price'), render: (row: AccountSubscription) => subscriptionPrice(row, lng) },
    { key: 'next', header: t('subscriptions.columns.next'), render: (row: AccountSubscription) => <NextText row={row} lng={lng} /> },
  ];
  return (
    <Page
      title={title}
      description={t('sections.subscriptions.description')}
      testId="account-subscriptions"
      actions={
        <>
          {managed ? (
            <Button variant="secondary" loading={portal.isPending} onClick={() => portal.mutate()}>
              {t('subscriptions.portal.action')}
            </Button>
          ) : null}
          <Link className="erep-button erep-button--primary erep-button--md" to={`/customer/${tag}/account/subscriptions/new`}>
            <span className="erep-button__label">{t('subscriptions.new')}</span>
          </Link>
        </>
      }
    >
      {portal.isError ? <Alert kind="error">{t('subscriptions.portal.failed')}</Alert> : null}
      {list.data?.some((row) => row.past_due) ? <Alert kind="warning">{t(managed ? 'subscriptions.pastDueNotice' : 'subscriptions.pastDueNoticeNoPortal')}</Alert> : null}
      {list.data?.filter((row) => row.renewable).map((row) => <RenewalOffer key={row.id} row={row} tag={tag} lng={lng} />)}
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
