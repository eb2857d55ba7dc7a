import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { billedPrice } from '@erep/shared/rules';
import type { Plan } from '@erep/shared/schemas';
import { useSession } from '@erep/shared/session';
import { Alert, Button, Card, ConfirmDialog, Page, Spinner } from '@erep/shared/ui';
import { useAccountBreadcrumbs } from '../../../hooks/use-account-breadcrumbs';
import { useCustomerTag } from '../../../hooks/use-customer-tag';
import { failureText } from '../../../lib/field-error';
import { ACCOUNT_NS } from '../../../lib/sections';
import { usePlans } from '../api/get-plans';
import { useStartSubscription } from '../api/start-subscription';
import { LoadFailed } from '../../../components/load-failed';

/**
 * subscriptions/new: choose a plan, confirm, then pay on the sign-up payment pages (Stripe when
 * configured, the labelled test mode otherwise). `?plan=` preselects one (renewal).
 */
export function NewSubscription() {
  const { t, i18n } = useTranslation(ACCOUNT_NS);
  const title = useAccountBreadcrumbs('subscriptions');
  const tag = useCustomerTag();
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const plans = usePlans();
  const start = useStartSubscription();
  const [chosen, setChosen] = useState<Plan | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Only the customer's own users pay; a partner or an admin sees the plans but cannot start a payment.
  const canPay = session.user?.customer?.tag === tag;
  const preselected = params.get('plan');

  const confirm = async () => {
    if (!chosen) return;
    setError(null);
    try {
      const path = await start.mutateAsync({ tag, plan: chosen, email: session.user?.email ?? '' });
      navigate(path);
    } catch (failure) {
      setChosen(null);
      setError(failureText(t, failure));
    }
  };

  return (
    <Page title={t('subscriptions.newTitle')} description={t('subscriptions.newDescription')} testId="account-subscriptions-new">
      <p>
        <Link to={`/customer/${tag}/account/subscriptions`}>{t('subscriptions.back', { section: title })}</Link>
      </p>
      {error ? (
        <Alert kind="error" onClose={() => setError(null)}>
          {error}
        </Alert>
      ) : null}
      {!canPay ? <Alert kind="info">{t('subscriptions.customerOnly')}</Alert> : null}
      {plans.isPending ? (
        <Spinner label={t('loading')} />
      ) : plans.isError ? (
        <LoadFailed onRetry={plans.refetch} />
      ) : plans.data.length === 0 ? (
        <Card>
          <p>{t('subscriptions.noPlans')}</p>
        </Card>
      ) : (
        <div className="account-two-columns">
          {plans.data.map((plan) => (
            <Card key={plan.id} title={plan.name}>
              {plan.price ? <p data-testid="plan-price">{billedPrice(plan.price, i18n.language)}</p> : null}
              <p className="account-muted">{t('subscriptions.planPeriod')}</p>
              <Button
                variant={preselected === plan.tag ? 'primary' : 'secondary'}
                disabled={!canPay}
                onClick={() => setChosen(plan)}
                aria-label={t('subscriptions.choose', { plan: plan.name })}
              >
                {t('subscriptions.chooseShort')}
              </Button>
            </Card>
          ))}
        </div>
      )}
      <ConfirmDialog
        open={chosen !== null}
        title={t('subscriptions.confirmTitle')}
        message={t('subscriptions.confirmMessage', { plan: chosen?.name ?? '' })}
        confirmLabel={t('subscriptions.confirmAction')}
        loading={start.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setChosen(null)}
      />
    </Page>
  );
}
