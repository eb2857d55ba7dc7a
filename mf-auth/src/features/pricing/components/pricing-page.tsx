import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { billedPrice } from '@erep/shared/rules';
import type { PricingPlan } from '@erep/shared/schemas';
import { Alert, Button, Spinner } from '@erep/shared/ui';
import { AuthCard } from '../../../components/auth-card';
import { currentPartnerCode } from '../../../lib/config';
import { usePricing } from '../api/get-pricing';
import styles from './pricing.module.css';

/** The sign-up of a plan, as the spec's address names it: c = plan tag, n = plan name. */
const signUpPath = (plan: PricingPlan): string => `/sign-up?${new URLSearchParams({ c: plan.tag, n: plan.name }).toString()}`;

function PlanCard({ plan }: { plan: PricingPlan }) {
  const { t, i18n } = useTranslation('auth');
  return (
    <li className={styles.plan} data-testid="pricing-plan">
      <h2 className={styles.name}>{plan.name}</h2>
      <p className={styles.price} data-testid="plan-price">
        {plan.price ? billedPrice(plan.price, i18n.language) : t('pricing.noPrice')}
      </p>
      <p className={styles.includes}>{t('pricing.includes')}</p>
      <ul className={styles.features} data-testid="plan-features">
        {plan.features.map((feature) => (
          <li key={feature}>{t(`signUp.features.${feature}`)}</li>
        ))}
      </ul>
      <Link to={signUpPath(plan)} className={`erep-button erep-button--primary erep-button--md ${styles.choose}`}>
        {t('pricing.choose', { name: plan.name })}
      </Link>
    </li>
  );
}

/** The partner's plans on sale, each with its price, what it includes and the way to its sign-up. */
export function PricingPage() {
  const { t } = useTranslation('auth');
  const pricing = usePricing(currentPartnerCode());
  return (
    <AuthCard title={t('pricing.title')} wide testId="pricing">
      <p className={styles.lead}>{t('pricing.lead')}</p>
      {pricing.isPending ? (
        <Spinner label={t('loading')} />
      ) : pricing.isError ? (
        <div className={styles.failed}>
          <Alert kind="error">{t('pricing.loadFailed')}</Alert>
          <Button variant="secondary" onClick={() => void pricing.refetch()} loading={pricing.isFetching}>
            {t('pricing.retry')}
          </Button>
        </div>
      ) : pricing.data.length === 0 ? (
        <Alert kind="info">{t('pricing.empty')}</Alert>
      ) : (
        <ul className={styles.plans}>
          {pricing.data.map((plan) => (
            <PlanCard key={plan.tag} plan={plan} />
          ))}
        </ul>
      )}
      <p className={styles.signIn}>
        <Link to="/sign-in">{t('signUp.alreadySubscribed')}</Link>
      </p>
    </AuthCard>
  );
}
