import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useBreadcrumbs } from '@erep/shared/bus';
import { ACCOUNT_NS, accountHome, type AccountSection } from '../lib/sections';

/** Publishes "My account > <section>" and returns the section's title. */
export function useAccountBreadcrumbs(section: AccountSection | 'missing'): string {
  const { t } = useTranslation(ACCOUNT_NS);
  const { tag } = useParams();
  const title = t(`sections.${section}.title`);
  useBreadcrumbs([{ label: t('area'), to: tag ? accountHome(tag) : '/' }, { label: title }]);
  return title;
}
