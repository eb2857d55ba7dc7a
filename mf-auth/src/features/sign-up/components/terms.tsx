import DOMPurify from 'dompurify';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@erep/shared/api';
import type { PartnerInfo } from '@erep/shared/schemas';
import { currentPartnerCode } from '../../common/config';
import styles from './sign-up.module.css';

/** The partner's terms (HTML written in the theme editor), sanitised before it is shown. */
export function Terms() {
  const { t } = useTranslation('auth');
  const [cgv, setCgv] = useState<string | null>(null);
  useEffect(() => {
    let active = true;
    void api.get<PartnerInfo>('partner/info', { query: { code: currentPartnerCode() } }).then((result) => {
      if (active) setCgv(result.ok ? result.data.cgv : '');
    });
    return () => {
      active = false;
    };
  }, []);
  const html = useMemo(() => (cgv ? DOMPurify.sanitize(cgv, { USE_PROFILES: { html: true } }) : ''), [cgv]);
  return (
    <section className={styles.terms} aria-labelledby="terms-title" tabIndex={0} data-testid="terms">
      <h2 id="terms-title" className={styles.termsTitle}>
        {t('signUp.termsTitle')}
      </h2>
      {cgv === null ? <p className={styles.muted}>{t('loading')}</p> : html ? <div dangerouslySetInnerHTML={{ __html: html }} /> : <p className={styles.muted}>{t('signUp.noTerms')}</p>}
    </section>
  );
}
