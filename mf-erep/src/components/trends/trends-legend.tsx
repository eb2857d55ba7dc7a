import { useTranslation } from 'react-i18next';
import styles from '../erep.module.css';
import type { ChartLine } from './chart-series';

/**
 * Which line is which place: a sample of each line (colour, width and dash pattern) beside its name,
 * as an HTML list that wraps on a phone and is read by every user and screen reader.
 */
export function TrendsLegend({ lines }: { lines: ChartLine[] }) {
  const { t } = useTranslation('erep');
  return (
    <ul className={styles.trendLegend} aria-label={t('trends.legend')} data-testid="trends-legend">
      {lines.map((line) => (
        <li key={line.id} className={styles.trendLegendItem} data-kind={line.kind}>
          <svg className={styles.trendLegendSample} width="32" height="10" viewBox="0 0 32 10" aria-hidden="true">
            <line x1="0" y1="5" x2="32" y2="5" style={{ stroke: line.colour }} strokeWidth={line.width} strokeDasharray={line.dash || undefined} />
          </svg>
          <span>{line.id}</span>
        </li>
      ))}
    </ul>
  );
}
