import { useTranslation } from 'react-i18next';
import { PublicLayout } from '../../../components/public-layout';

/** /customer/:tag/establishment/notFound */
export function EstablishmentNotFoundPage() {
  const { t } = useTranslation('public');
  return (
    <PublicLayout testId="public-establishmentNotFound">
      <section className="pf-card">
        <h1>{t('sections.establishmentNotFound.title')}</h1>
        <p className="pf-lead">{t('sections.establishmentNotFound.description')}</p>
      </section>
    </PublicLayout>
  );
}
