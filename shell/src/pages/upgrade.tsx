import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styles from './pages.module.css';

/** Shown when the plan of the signed-in customer does not include the area asked for. */
export function UpgradePage() {
  const { t } = useTranslation('shell');
  return (
    <section className={styles.page} data-testid="upgrade">
      <h1>{t('upgrade.title')}</h1>
      <p>{t('upgrade.body')}</p>
      <Link to="/" className={styles.action}>
        {t('notFound.home')}
      </Link>
    </section>
  );
}
