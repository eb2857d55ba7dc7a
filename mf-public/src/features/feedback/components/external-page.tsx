import { useTranslation } from 'react-i18next';
import { PublicLayout } from '../../../components/public-layout';
import { useTrack } from '../../../hooks/use-track';
import { track } from '../../../lib/tracker';
import { useEstablishmentContext } from '../hooks/use-establishment-context';
import { contextBrand } from '../lib/context-brand';
import { PendingEstablishment } from './pending-establishment';
import { PlatformLinks } from './platform-links';

/** /public/:tag/establishment/:id/external — on the way to the establishment's own website. */
export function ExternalPage() {
  const { t } = useTranslation('public');
  const { tag, query } = useEstablishmentContext();
  const context = query.data;
  useTrack(context ? { action: 'page_view', establishment: context.establishment.id, target: 'external' } : null);
  if (!context) return <PendingEstablishment query={query} tag={tag} section="external" />;
  const url = context.establishment.externalUrl;
  return (
    <PublicLayout brand={contextBrand(context)} testId="public-external">
      <section className="pf-card">
        <h1>{t('sections.external.title')}</h1>
        <p className="pf-lead">{t('external.intro', { name: context.establishment.name })}</p>
        {url ? (
          <a
            className="pf-button"
            href={url}
            rel="noopener noreferrer"
            onClick={() => track({ action: 'platform_link_clicked', establishment: context.establishment.id, target: 'external_url' })}
          >
            {t('external.go')}
          </a>
        ) : (
          <p className="pf-small">{t('external.none')}</p>
        )}
      </section>
      <section className="pf-card">
        <h2>{t('thanks.platforms')}</h2>
        <PlatformLinks context={context} />
      </section>
    </PublicLayout>
  );
}
