import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EstablishmentEvent, TrendInterval, TrendSeries } from '@erep/shared/schemas';
import { Spinner } from '@erep/shared/ui';
import type { RangeParams } from '../../hooks/use-range-params';
import styles from '../erep.module.css';
import { chartLines, chartPeriods } from './chart-series';
import { TrendsLegend } from './trends-legend';

// @nivo is heavy: only the trends pages load it.
const TrendsChart = lazy(() => import('./trends-chart'));

interface TrendsChartViewProps {
  series: TrendSeries[];
  interval: TrendInterval;
  range: RangeParams;
  metric: 'average' | 'reviews';
  label: string;
  events?: readonly EstablishmentEvent[];
  testId: string;
}

/** The chart and its legend, from lines computed once per answer and measure (not on every render). */
export function TrendsChartView({ series, interval, range, metric, label, events, testId }: TrendsChartViewProps) {
  const { t } = useTranslation('erep');
  const periods = useMemo(() => chartPeriods(series, interval, range), [series, interval, range]);
  const lines = useMemo(() => chartLines(series, metric, periods), [series, metric, periods]);
  return (
    <>
      <div className={styles.chart} data-testid={testId}>
        <Suspense fallback={<Spinner label={t('loading')} />}>
          <TrendsChart lines={lines} periods={periods} interval={interval} metric={metric} label={label} events={events} />
        </Suspense>
      </div>
      <TrendsLegend lines={lines} />
      <p className={styles.muted}>{t('trends.gapsHint')}</p>
    </>
  );
}
