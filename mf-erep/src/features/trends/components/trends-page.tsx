import { lazy, Suspense, useMemo, useState } from 'react';
import type { TrendSeries } from '@erep/shared/schemas';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useBreadcrumbs } from '@erep/shared/bus';
import { Card, Page, SelectField, Spinner } from '@erep/shared/ui';
import { AreaNav } from '../../../components/area-nav';
import { DateRangePicker } from '../../../components/date-range-picker';
import styles from '../../../components/erep.module.css';
import { QueryView } from '../../../components/query-view';
import { useRangeParams } from '../../../hooks/use-range-params';
import { useTrends, type TrendInterval } from '../api/get-trends';
import { chartLines } from '../lib/chart-series';
import { TrendsLegend } from './trends-legend';
import { TrendsTable } from './trends-table';

// @nivo is heavy: only this page loads it.
const TrendsChart = lazy(() => import('./trends-chart'));

/** The chart and its legend, from lines computed once per answer and measure (not on every render). */
function TrendsChartView({ series, metric, label }: { series: TrendSeries[]; metric: 'average' | 'reviews'; label: string }) {
  const { t } = useTranslation('erep');
  const lines = useMemo(() => chartLines(series, metric), [series, metric]);
  return (
    <>
      <div className={styles.chart} data-testid="trends-chart">
        <Suspense fallback={<Spinner label={t('loading')} />}>
          <TrendsChart lines={lines} metric={metric} label={label} />
        </Suspense>
      </div>
      <TrendsLegend lines={lines} />
    </>
  );
}

export function TrendsPage() {
  const { t } = useTranslation('erep');
  const tag = useParams().tag ?? '';
  const [interval, setInterval] = useState<TrendInterval>('month');
  const [metric, setMetric] = useState<'average' | 'reviews'>('average');
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const trends = useTrends(tag, useRangeParams(), interval);
  useBreadcrumbs([{ label: t('area'), to: '/home/erep' }, { label: t('establishments.title'), to: `/home/erep/customer/${tag}` }, { label: t('trends.title') }]);
  const metricLabel = t(metric === 'average' ? 'trends.average' : 'trends.volume');

  return (
    <Page title={t('trends.title')} description={t('trends.description')} testId="erep-trends">
      <AreaNav tag={tag} />
      <Card>
        <div className={styles.toolbar}>
          <DateRangePicker />
          <SelectField
            label={t('trends.interval')}
            value={interval}
            onChange={(e) => setInterval(e.target.value === 'week' ? 'week' : 'month')}
            options={[
              { value: 'week', label: t('trends.week') },
              { value: 'month', label: t('trends.month') },
            ]}
            data-testid="trends-interval"
          />
          <SelectField
            label={t('trends.metric')}
            value={metric}
            onChange={(e) => setMetric(e.target.value === 'reviews' ? 'reviews' : 'average')}
            options={[
              { value: 'average', label: t('trends.average') },
              { value: 'reviews', label: t('trends.volume') },
            ]}
          />
          <SelectField
            label={t('trends.view')}
            value={view}
            onChange={(e) => setView(e.target.value === 'table' ? 'table' : 'chart')}
            options={[
              { value: 'chart', label: t('trends.chart') },
              { value: 'table', label: t('trends.table') },
            ]}
            data-testid="trends-view"
          />
        </div>
        <QueryView query={trends} isEmpty={(data) => data.series.every((s) => s.points.length === 0)}>
          {(data) =>
            view === 'chart' ? (
              <>
                <TrendsChartView series={data.series} metric={metric} label={metricLabel} />
                <p>{t('trends.tableHint')}</p>
              </>
            ) : (
              <TrendsTable series={data.series} metric={metric} label={metricLabel} />
            )
          }
        </QueryView>
      </Card>
    </Page>
  );
}
