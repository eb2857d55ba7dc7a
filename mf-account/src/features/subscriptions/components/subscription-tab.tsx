import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { currentLanguage } from '@erep/shared/i18n';
import { Card, EmptyState, Spinner } from '@erep/shared/ui';
import { ACCOUNT_NS } from '../../../lib/sections';
import { useSubscriptions } from '../api/get-subscriptions';
import { formatDay, subscriptionPrice } from '../lib/format';
import { StatusText } from './status-text';
import { LoadFailed } from '../../../components/load-failed';

/** Personal details, tab "subscription": the current plan, its status and dates, renewal and plan change. */
export function SubscriptionTab() {
  const { t } = useTranslation(ACCOUNT_NS);
  const { tag = '' } = useParams();
  const list = useSubscriptions(tag);
  const lng = currentLanguage();
  if (list.isPending) return <Spinner label={t('loading')} />;
  if (list.isError) {
    return <LoadFailed onRetry={list.refetch} />;
  }
  const newPath = `/customer/${tag}/account/subscriptions/new`;
  // The one in force, else the latest (pending or expired).
  const current = list.data.find((s) => s.status === 'active') ?? list.data[0];
  if (!current) {
    return (
      <Card>
        <EmptyState title={t('subscriptions.empty.title')} description={t('subscriptions.empty.description')} action={<Link to={newPath}>{t('subscriptions.new')}</Link>} />
      </Card>
    );
  }
  return (
    <Card title={t('personal.subscription.title')}>
      <dl className="account-summary" data-testid="current-subscription">
        <dt>{t('subscriptions.columns.plan')}</dt>
        <dd>{current.plan.name}</dd>
        <dt>{t('subscriptions.columns.status')}</dt>
        <dd>
          <StatusText status={current.status} />
        </dd>
        <dt>{t('subscriptions.columns.price')}</dt>
        <dd>{subscriptionPrice(current, lng)}</dd>
        <dt>{t('subscriptions.columns.start')}</dt>
        <dd>{formatDay(current.started_at, lng)}</dd>
        <dt>{t('subscriptions.columns.end')}</dt>
        <dd>{formatDay(current.expired_at, lng)}</dd>
      </dl>
      <div className="account-actions">
        <Link className="erep-button erep-button--secondary erep-button--md" to={newPath}>
          <span className="erep-button__label">{t('personal.subscription.change')}</span>
        </Link>
        <Link className="erep-button erep-button--primary erep-button--md" to={`${newPath}?plan=${encodeURIComponent(current.plan.tag)}`}>
          <span className="erep-button__label">{t('personal.subscription.renew')}</span>
        </Link>
      </div>
    </Card>
  );
}
