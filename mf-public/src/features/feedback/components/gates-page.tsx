import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PublicLayout } from '../../../components/public-layout';
import { useTrack } from '../../../hooks/use-track';
import { useEstablishmentContext } from '../hooks/use-establishment-context';
import { contextBrand } from '../lib/context-brand';
import { PendingEstablishment } from './pending-establishment';
import { PlatformLinks } from './platform-links';

/** /public/:tag/establishment/:id/gates — the review platforms, and the establishment's own form. */
export function GatesPage() {
  const { t } = useTranslation('public');
  const { tag, id, query } = useEstablishmentContext();
  const context = query.data;
  useTrack(context ? { action: 'page_view', establishment: context.establishment.id, target: 'gates' } : null);
  if (!context) return <PendingEstablishment query={query} tag={tag} section="gates" />;
  return (
    <PublicLayout brand={contextBrand(context)} testId="public-gates">
      <section className="pf-card">
        <h1>{t('sections.gates.title')}</h1>
        <p className="pf-lead">{t('gates.intro', { name: context.establishment.name })}</p>
        <PlatformLinks context={context} />
      </section>
      <Link className="pf-button pf-secondary" to={`/public/${tag}/establishment/${id}/feedback`}>
        {t('gates.ownForm')}
      </Link>
    </PublicLayout>
  );
}
