import { useTranslation } from 'react-i18next';
import { useBreadcrumbs } from '@erep/shared/bus';
import { EmptyState } from './empty-state';
import { Card, Page } from './page';

interface SectionPageProps {
  /** The remote's i18n namespace: holds `area`, `soon.*` and `sections.<section>.{title,description}`. */
  ns: string;
  section: string;
  areaPath: string;
}

/** A translated section page whose content is empty until its data exists. */
export function SectionPage({ ns, section, areaPath }: SectionPageProps) {
  const { t } = useTranslation(ns);
  const title = t(`sections.${section}.title`);
  useBreadcrumbs([{ label: t('area'), to: areaPath }, { label: title }]);
  return (
    <Page title={title} description={t(`sections.${section}.description`)} testId={`${ns}-${section}`}>
      <Card>
        <EmptyState title={t('soon.title')} description={t('soon.description')} />
      </Card>
    </Page>
  );
}
