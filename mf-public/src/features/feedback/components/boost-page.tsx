import { useTranslation } from 'react-i18next';
import { PublicLayout } from '../../../components/public-layout';
import { QrCode } from '../../../components/qr-code';
import { absoluteUrl } from '../../../lib/absolute-url';
import { useEstablishmentContext } from '../hooks/use-establishment-context';
import { contextBrand } from '../lib/context-brand';
import { PendingEstablishment } from './pending-establishment';
import { PlatformLinks } from './platform-links';

/** /customer/:tag/establishment/:id/boost — a QR code to the feedback form and the review platforms. */
export function BoostPage() {
  const { t } = useTranslation('public');
  const { tag, id, query } = useEstablishmentContext();
  const context = query.data;
  if (!context) return <PendingEstablishment query={query} tag={tag} section="boost" />;
  const feedback = `/public/${tag}/establishment/${id}/feedback`;
  return (
    <PublicLayout brand={contextBrand(context)} testId="public-boost">
      <section className="pf-card">
        <h1>{t('sections.boost.title')}</h1>
        <p className="pf-lead">{t('boost.intro', { name: context.establishment.name })}</p>
        <QrCode value={absoluteUrl(feedback)} label={t('boost.qr', { name: context.establishment.name })} />
        <a className="pf-button" href={feedback}>
          {t('boost.ownForm')}
        </a>
      </section>
      <section className="pf-card">
        <h2>{t('thanks.platforms')}</h2>
        <PlatformLinks context={context} />
      </section>
    </PublicLayout>
  );
}
