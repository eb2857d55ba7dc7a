import { useTranslation } from 'react-i18next';
import { PageLink } from '@erep/shared/routing';
import styles from './pages.module.css';

export function NotFoundPage() {
  const { t } = useTranslation('shell');
  return (
    <section className={styles.page} data-testid="not-found">
      <p className={styles.code}>404</p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <PageLink to="/" className={styles.action}>
        {t('notFound.home')}
      </PageLink>
    </section>
  );
}
