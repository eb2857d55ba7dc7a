import { useTranslation } from 'react-i18next';
import { useBreadcrumbs } from '@erep/shared/bus';
import { Page } from '@erep/shared/ui';

/** A path under this remote's prefixes that names no page: said plainly, with no placeholder content. */
export function NotFoundPage() {
  const { t } = useTranslation('auth');
  const title = t('sections.missing.title');
  useBreadcrumbs([{ label: t('area'), to: '/sign-in' }, { label: title }]);
  return <Page title={title} description={t('sections.missing.description')} testId="auth-missing" />;
}
