import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@erep/shared/ui';
import styles from './erep.module.css';

export type TrendInterval = 'week' | 'month';
export type TrendMetric = 'average' | 'reviews';
export type TrendView = 'chart' | 'table';

/** The choices of a trends page: per week or month, average or volume, chart or table. */
export function useTrendsChoices() {
  const [interval, setInterval] = useState<TrendInterval>('month');
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
        onChange={(e) => choices.setInterval(e.target.value === 'week' ? 'week' : 'month')}
        options={[
          { value: 'week', label: t('trends.week') },
          { value: 'month', label: t('trends.month') },
        ]}
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
