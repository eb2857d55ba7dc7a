import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PublicLayout } from '../../../components/public-layout';

/** Any other path under the remote's prefixes. */
export function MissingPage() {
  const { t } = useTranslation('public');
  return (
    <PublicLayout testId="public-missing">
      <section className="pf-card">
        <h1>{t('sections.missing.title')}</h1>
        <p className="pf-lead">{t('sections.missing.description')}</p>
        <Link className="pf-inline" to="/">
          {t('notFound.back')}
        </Link>
      </section>
    </PublicLayout>
  );
}
