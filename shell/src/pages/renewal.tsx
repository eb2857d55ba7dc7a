import { useTranslation } from 'react-i18next';
import { PageLink } from '@erep/shared/routing';
import { useSession } from '@erep/shared/session';
import styles from './pages.module.css';

/** Shown in place of the plan's areas once the customer's subscription has ended. */
export function RenewalPage() {
  const { t } = useTranslation('shell');
  const tag = useSession().user?.customer?.tag;
  return (
    <section className={styles.page} data-testid="renewal">
      <h1>{t('renewal.title')}</h1>
      <p>{t('renewal.body')}</p>
      <PageLink to={tag ? `/customer/${tag}/account/subscriptions` : '/'} className={styles.action}>
        {t(tag ? 'renewal.subscriptions' : 'notFound.home')}
      </PageLink>
    </section>
  );
}
