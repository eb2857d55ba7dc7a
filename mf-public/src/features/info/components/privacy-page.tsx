import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from '@erep/shared/html';
import { useLocation } from 'react-router-dom';
import { PublicLayout } from '../../../components/public-layout';
import { useDisclosure } from '../api/get-disclosure';
import { pagePartnerCode, usePartnerInfo } from '../api/get-partner-info';
import { bcp47, pageLanguage } from '../../../lib/visitor-language';

/** Privacy policy, with the customer's review-collection disclosure (consumer code D111-17) when named. */
export function PrivacyPage() {
  const { t, i18n } = useTranslation('public');
  const location = useLocation();
  const customer = new URLSearchParams(location.search).get('customer');
  const disclosure = useDisclosure(customer, pageLanguage(i18n.language)).data;
  const partner = usePartnerInfo(pagePartnerCode()).data;
  const name = disclosure ? disclosure.customer.name : (partner?.brand ?? '');
  // Reached from a customer's form, the page wears that customer's brand, and its terms are the customer's partner's.
  const terms = disclosure ? disclosure.terms?.html : partner?.cgv;
  const brand = disclosure
    ? { name, logo: disclosure.customer.logo, theme: disclosure.customer.theme, language: disclosure.customer.language }
    : undefined;
  return (
    <PublicLayout brand={brand} testId="public-privacy">
      <section className="pf-card">
        <h1>{t('sections.privacy.title')}</h1>
        <p className="pf-lead">{t('privacy.lead')}</p>
        <h2>{t('privacy.collectTitle')}</h2>
        <p>{t('privacy.collect')}</p>
        <h2>{t('privacy.counterpartTitle')}</h2>
        <p data-testid="disclosure-counterpart">
          {disclosure && !disclosure.counterpart ? t('privacy.counterpartNo', { name }) : t('privacy.counterpartYes', { name: name || '—' })}
        </p>
        <h2>{t('privacy.retentionTitle')}</h2>
        <p>{t('privacy.retention', { count: disclosure ? disclosure.retentionYears : 3 })}</p>
      </section>
      {terms ? (
        <section className="pf-card" lang={disclosure?.terms ? bcp47(pageLanguage(disclosure.terms.language)) : undefined} data-testid="privacy-terms">
          <h2>{t('privacy.termsTitle')}</h2>
          <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(terms, { minHeading: 3 }) }} />
        </section>
      ) : null}
    </PublicLayout>
  );
}
