import { useTranslation } from 'react-i18next';
import { PageLink } from '@erep/shared/routing';
import { useSession } from '@erep/shared/session';
import styles from './pages.module.css';

/**
 * Shown when the plan of the signed-in customer does not include the area asked for; links to the
 * plans on offer (the account area's new subscription) when the plan has the account area.
 */
export function UpgradePage({ accountArea }: { accountArea: boolean }) {
  const { t } = useTranslation('shell');
  const tag = useSession().user?.customer?.tag;
  const plans = tag && accountArea ? `/customer/${tag}/account/subscriptions/new` : null;
  return (
    <section className={styles.page} data-testid="upgrade">
      <h1>{t('upgrade.title')}</h1>
      <p>{t('upgrade.body')}</p>
      <PageLink to={plans ?? '/'} className={styles.action}>
        {t(plans ? 'upgrade.plans' : 'notFound.home')}
      </PageLink>
    </section>
  );
}
