import { useTranslation } from 'react-i18next';
import type { SalesDay, SalesReport } from '@erep/shared/schemas';
import { Card, Page, Table } from '@erep/shared/ui';
import styles from '../../../components/erep.module.css';
import { useEstablishmentPage } from '../../../components/establishment-context';
import { QueryView } from '../../../components/query-view';
import { RelationSentence } from '../../../components/relation-sentence';
import { formatDay, formatNumber } from '../../../lib/format';
import { useSales } from '../api/get-sales';
import { SalesChart } from './sales-chart';
import { SalesUpload } from './sales-upload';

function SalesReportView({ report }: { report: SalesReport }) {
  const { t, i18n } = useTranslation('erep');
  const lang = i18n.language;
  const money = (value: number) => formatNumber(lang, value, 2);
  const columns = [
    { key: 'day', header: t('sales.day'), render: (d: SalesDay) => formatDay(lang, d.day) },
    { key: 'revenue', header: t('sales.revenue'), align: 'end' as const, render: (d: SalesDay) => money(d.revenue) },
    { key: 'tickets', header: t('sales.tickets'), align: 'end' as const },
    { key: 'reviews', header: t('sales.reviews'), align: 'end' as const },
    { key: 'average', header: t('sales.average'), align: 'end' as const, render: (d: SalesDay) => (d.average === null ? '—' : formatNumber(lang, d.average, 2)) },
  ];
  const revenue = t('relation.measure.revenue');
  return (
    <>
      <p data-testid="sales-totals">
        {t('sales.totals', {
          days: report.days.length,
          revenue: money(report.totals.revenue),
          tickets: formatNumber(lang, report.totals.tickets),
          reviews: formatNumber(lang, report.totals.reviews),
          average: report.totals.average === null ? '—' : formatNumber(lang, report.totals.average, 2),
        })}
      </p>
      <section aria-labelledby="sales-relations" className={styles.relations} data-testid="sales-relations">
        <h2 id="sales-relations">{t('relation.title')}</h2>
        <RelationSentence relation={report.relations.revenue_volume} a={revenue} b={t('relation.measure.volume')} testId="relation-revenue-volume" />
        <RelationSentence relation={report.relations.revenue_rating} a={revenue} b={t('relation.measure.rating')} />
        <p className={styles.rangeStatus}>{t('relation.note')}</p>
      </section>
      <SalesChart days={report.days} />
      <Table columns={columns} rows={[...report.days].reverse()} rowKey={(d) => d.day} caption={t('sales.tableCaption')} pageSize={14} />
    </>
  );
}

/** Daily sales imported from the till, against review volume and rating over the shared range. */
export function SalesPage() {
  const { t } = useTranslation('erep');
  const { tag, establishmentId, range } = useEstablishmentPage();
  const sales = useSales(tag, establishmentId, range);
  return (
    <Page title={t('sales.title')} description={t('sales.description')} testId="erep-sales">
      <Card>
        <SalesUpload tag={tag} establishmentId={establishmentId} />
      </Card>
      <Card>
        <QueryView query={sales} isEmpty={(data) => data.days.length === 0} empty={t('sales.empty')}>
          {(data) => <SalesReportView report={data} />}
        </QueryView>
      </Card>
    </Page>
  );
}
