import { useTranslation } from 'react-i18next';
import { useBreadcrumbs } from '@erep/shared/bus';
import type { FeatureArea } from '@erep/shared/federation';
import { Card, EmptyState, Page } from '@erep/shared/ui';
import { LEADGEN_NS } from '../i18n/register';

export type LeadgenSection = 'advantage' | 'partnership' | 'discountCoupon' | 'contact' | 'qrcode' | 'screen' | 'analytic';

function LeadgenBreadcrumbs({ title }: { title: string }) {
  const { t } = useTranslation(LEADGEN_NS);
  useBreadcrumbs([{ label: t('area'), to: '/home/leadgen' }, { label: title }]);
  return null;
}

/** A page of the offers program whose screens have not shipped yet: it says so plainly. */
export function NotReadyPage({ section, area }: { section: LeadgenSection; area: FeatureArea }) {
  const { t } = useTranslation(LEADGEN_NS);
  const title = t(`sections.${section}.title`);
  return (
    <Page title={title} description={t(`sections.${section}.description`)} testId={`leadgen-${section}`}>
      {/* Another area showing this page publishes its own breadcrumbs. */}
      {area === 'leadgen' && <LeadgenBreadcrumbs title={title} />}
      <Card>
        <EmptyState title={t('soon.title')} description={t('soon.description')} />
      </Card>
    </Page>
  );
}
