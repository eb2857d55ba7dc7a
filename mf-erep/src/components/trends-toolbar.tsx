import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fitInterval } from '@erep/shared/rules';
import { TREND_INTERVALS, type TrendInterval } from '@erep/shared/schemas';
import { SelectField } from '@erep/shared/ui';
import type { RangeParams } from '../hooks/use-range-params';
import styles from './erep.module.css';

export type { TrendInterval };
export type TrendMetric = 'average' | 'reviews';
export type TrendView = 'chart' | 'table';

/**
 * The choices of a trends page: per day, week or month, average or volume, chart or table. The
 * interval fits the range until the user picks one for that range; a new range fits again.
 */
export function useTrendsChoices(range: RangeParams) {
  const [picked, setPicked] = useState<{ interval: TrendInterval; range: string } | null>(null);
  const rangeKey = JSON.stringify(range);
  const interval = picked && picked.range === rangeKey ? picked.interval : fitInterval(range);
  const setInterval = (value: TrendInterval) => setPicked({ interval: value, range: rangeKey });
  const [metric, setMetric] = useState<TrendMetric>('average');
  const [view, setView] = useState<TrendView>('chart');
  return { interval, setInterval, metric, setMetric, view, setView };
}

interface TrendsToolbarProps {
  choices: ReturnType<typeof useTrendsChoices>;
  /** `<testId>-interval`, `<testId>-view`. */
  testId: string;
  /** Before the choices (the date range). */
  children?: ReactNode;
}

export function TrendsToolbar({ choices, testId, children }: TrendsToolbarProps) {
  const { t } = useTranslation('erep');
  return (
    <div className={styles.toolbar}>
      {children}
      <SelectField
        label={t('trends.interval')}
        value={choices.interval}
        onChange={(e) => choices.setInterval(TREND_INTERVALS.find((i) => i === e.target.value) ?? 'month')}
        options={TREND_INTERVALS.map((value) => ({ value, label: t(`trends.${value}`) }))}
        data-testid={`${testId}-interval`}
      />
      <SelectField
        label={t('trends.metric')}
        value={choices.metric}
        onChange={(e) => choices.setMetric(e.target.value === 'reviews' ? 'reviews' : 'average')}
        options={[
          { value: 'average', label: t('trends.average') },
          { value: 'reviews', label: t('trends.volume') },
        ]}
      />
      <SelectField
        label={t('trends.view')}
        value={choices.view}
        onChange={(e) => choices.setView(e.target.value === 'table' ? 'table' : 'chart')}
        options={[
          { value: 'chart', label: t('trends.chart') },
          { value: 'table', label: t('trends.table') },
        ]}
        data-testid={`${testId}-view`}
      />
    </div>
  );
}
