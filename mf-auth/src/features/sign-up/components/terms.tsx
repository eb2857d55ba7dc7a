import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from '@erep/shared/html';
import { currentPartnerCode } from '../../../lib/config';
import { usePartnerInfo } from '../../../hooks/use-partner-info';
import styles from './sign-up.module.css';

/** The partner's terms (HTML written in the theme editor), through the shared allow-list sanitizer. */
export function Terms({ id }: { id?: string }) {
  const { t } = useTranslation('auth');
  const info = usePartnerInfo(currentPartnerCode());
  // Unreadable terms show as none published, never as loading for ever.
  const cgv = info.isPending ? null : (info.data?.cgv ?? '');
  const html = useMemo(() => (cgv ? sanitizeHtml(cgv, { minHeading: 3 }) : ''), [cgv]);
  return (
    <section
      id={id}
      className={styles.terms}
      aria-labelledby="terms-title"
      // A scrolling box: keyboard users must be able to focus it to scroll the terms.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      data-testid="terms"
    >
      <h2 id="terms-title" className={styles.termsTitle}>
        {t('signUp.termsTitle')}
      </h2>
      {cgv === null ? <p className={styles.muted}>{t('loading')}</p> : html ? <div dangerouslySetInnerHTML={{ __html: html }} /> : <p className={styles.muted}>{t('signUp.noTerms')}</p>}
    </section>
  );
}
