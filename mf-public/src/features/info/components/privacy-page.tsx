import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from '@erep/shared/html';
import { useLocation } from 'react-router-dom';
import { PublicLayout } from '../../../components/public-layout';
import { useDisclosure } from '../api/get-disclosure';
import { pagePartnerCode, usePartnerInfo } from '../api/get-partner-info';

/** Privacy policy, with the customer's review-collection disclosure (consumer code D111-17) when named. */
export function PrivacyPage() {
  const { t } = useTranslation('public');
  const location = useLocation();
  const disclosure = useDisclosure(new URLSearchParams(location.search).get('customer')).data;
  const partner = usePartnerInfo(pagePartnerCode()).data;
  const name = disclosure ? disclosure.customer.name : (partner?.brand ?? '');
  return (
    <PublicLayout brand={disclosure ? { name } : undefined} testId="public-privacy">
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
      {partner?.cgv ? (
        <section className="pf-card">
          <h2>{t('privacy.termsTitle')}</h2>
          <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(partner.cgv, { minHeading: 3 }) }} />
        </section>
      ) : null}
    </PublicLayout>
  );
}
