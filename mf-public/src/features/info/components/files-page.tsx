import { useTranslation } from 'react-i18next';
import { PublicLayout } from '../../../components/public-layout';

/** /files — not built yet: the page says so plainly rather than showing an empty list. */
export function FilesPage() {
  const { t } = useTranslation('public');
  return (
    <PublicLayout testId="public-files">
      <section className="pf-card">
        <h1>{t('sections.files.title')}</h1>
        <div data-testid="not-available">
          <h2>{t('soon.title')}</h2>
          <p className="pf-lead">{t('soon.description')}</p>
        </div>
      </section>
    </PublicLayout>
  );
}
