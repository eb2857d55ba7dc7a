import { useTranslation } from 'react-i18next';
import { useBreadcrumbs } from '@erep/shared/bus';
import { LEADGEN_NS } from '../../../i18n/register';

/** The offers area's trail; another area showing the page publishes its own. */
export function QrcodesBreadcrumbs({ title }: { title: string }) {
  const { t } = useTranslation(LEADGEN_NS);
  useBreadcrumbs([{ label: t('area'), to: '/home/leadgen' }, { label: title }]);
  return null;
}
