import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeatureProps } from '@erep/shared/federation';
import { intlLocale } from '@erep/shared/i18n';
import { Alert, Button, Card, Page, SelectField, Spinner, Table, TextField, type TableColumn } from '@erep/shared/ui';
import type { FunnelRow, FunnelSource } from '@erep/shared/schemas';
import { LEADGEN_NS } from '../../i18n/register';
import { useEstablishments } from './api/get-establishments';
import { useFunnel } from './api/get-funnel';
import styles from './analytics.module.css';
import { AnalyticsBreadcrumbs } from './components/breadcrumbs';

const FunnelChart = lazy(() => import('./components/funnel-chart'));

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The visitor funnel per establishment and period: scans and visits to validated coupons and platform clicks. */
export function AnalyticsPage({ tag, area }: FeatureProps) {
  const { t } = useTranslation(LEADGEN_NS);
  const [start, setStart] = useState(() => isoDay(new Date(Date.now() - 30 * DAY_MS)));
  const [end, setEnd] = useState(() => isoDay(new Date()));
  const [establishment, setEstablishment] = useState('');
  const establishments = useEstablishments(tag);
  const validRange = /^\d{4}-\d{2}-\d{2}$/.test(start) && /^\d{4}-\d{2}-\d{2}$/.test(end) && start <= end;
  const query = useFunnel(tag, { start_date: start, end_date: end, establishment }, validRange);
  const title = t('sections.analytic.title');
  const number = new Intl.NumberFormat(intlLocale());
  const percent = new Intl.NumberFormat(intlLocale(), { style: 'percent', maximumFractionDigits: 1 });

  const stepColumns: TableColumn<FunnelRow>[] = [
    { key: 'step', header: t('analytics.columns.step'), render: (r) => t(`analytics.steps.${r.step}`) },
    { key: 'count', header: t('analytics.columns.count'), align: 'end', render: (r) => number.format(r.count) },
    { key: 'conversion', header: t('analytics.columns.conversion'), align: 'end', render: (r) => (r.conversion === null ? '–' : percent.format(r.conversion)) },
  ];
  const sourceColumns: TableColumn<FunnelSource>[] = [
    { key: 'path', header: t('analytics.columns.source'), render: (s) => <code>{s.path}</code> },
    { key: 'scans', header: t('analytics.columns.scans'), align: 'end', render: (s) => number.format(s.scans) },
  ];

  let content;
  if (!validRange) content = <Alert kind="warning">{t('analytics.badRange')}</Alert>;
  else if (query.isPending) content = <Spinner label={t('analytics.loading')} />;
  else if (query.isError)
    content = (
      <Alert kind="error" title={t('analytics.loadFailed')}>
        <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
          {t('analytics.retry')}
        </Button>
      </Alert>
    );
  else {
    const bars = query.data.steps.map((s) => ({ step: t(`analytics.steps.${s.step}`), count: s.count }));
    content = (
      <div className={styles.stack}>
        <div className={styles.chart} data-testid="funnel-chart">
          <Suspense fallback={<Spinner label={t('analytics.loading')} />}>
            <FunnelChart bars={bars} label={t('analytics.chartLabel')} />
          </Suspense>
        </div>
        <Table columns={stepColumns} rows={query.data.steps} rowKey={(r) => r.step} caption={t('analytics.tableCaption')} />
        <Table
          columns={sourceColumns}
          rows={query.data.sources}
          rowKey={(s) => s.path}
          caption={t('analytics.sourcesCaption')}
          empty={{ title: t('analytics.noScans') }}
        />
      </div>
    );
  }

  return (
    <Page title={title} description={t('sections.analytic.description')} testId="leadgen-analytic">
      {area === 'leadgen' && <AnalyticsBreadcrumbs title={title} />}
      <Card>
        <div className={styles.toolbar}>
          <SelectField
            label={t('analytics.establishment')}
            placeholder={t('analytics.allEstablishments')}
            options={(establishments.data ?? []).map((e) => ({ value: String(e.id), label: e.name }))}
            value={establishment}
            onChange={(e) => setEstablishment(e.target.value)}
          />
          <TextField label={t('analytics.start')} type="date" value={start} max={end} onChange={(e) => setStart(e.target.value)} />
          <TextField label={t('analytics.end')} type="date" value={end} min={start} onChange={(e) => setEnd(e.target.value)} />
        </div>
        {content}
      </Card>
    </Page>
  );
}
