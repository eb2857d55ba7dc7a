import { useTranslation } from 'react-i18next';
import { useBreadcrumbs } from '@erep/shared/bus';
import { Page } from '@erep/shared/ui';
import { LEADGEN_NS } from '../i18n/register';

export function SectionNotFound() {
  const { t } = useTranslation(LEADGEN_NS);
  const title = t('sections.missing.title');
  useBreadcrumbs([{ label: t('area'), to: '/home/leadgen' }, { label: title }]);
  return <Page title={title} description={t('sections.missing.description')} testId="leadgen-missing" />;
}
