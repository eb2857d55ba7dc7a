import { lazy, Suspense, useMemo } from 'react';
import type { TrendSeries } from '@erep/shared/schemas';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useBreadcrumbs } from '@erep/shared/bus';
import { Card, Page, Spinner } from '@erep/shared/ui';
import { AreaNav } from '../../../components/area-nav';
import { DateRangePicker } from '../../../components/date-range-picker';
import styles from '../../../components/erep.module.css';
import { QueryView } from '../../../components/query-view';
import { useRangeParams } from '../../../hooks/use-range-params';
import { TrendsToolbar, useTrendsChoices } from '../../../components/trends-toolbar';
import { useTrends } from '../api/get-trends';
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
  const choices = useTrendsChoices();
  const { interval, metric, view } = choices;
  const trends = useTrends(tag, useRangeParams(), interval);
  useBreadcrumbs([{ label: t('area'), to: '/home/erep' }, { label: t('establishments.title'), to: `/home/erep/customer/${tag}` }, { label: t('trends.title') }]);
  const metricLabel = t(metric === 'average' ? 'trends.average' : 'trends.volume');

  return (
    <Page title={t('trends.title')} description={t('trends.description')} testId="erep-trends">
      <AreaNav tag={tag} />
      <Card>
        <TrendsToolbar choices={choices} testId="trends">
          <DateRangePicker />
        </TrendsToolbar>
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
