import { useTranslation } from 'react-i18next';
import styles from '../../../components/erep.module.css';
import type { ChartLine } from '../lib/chart-series';

/** Which colour is which place: text beside each line's colour, read by every user and screen reader. */
export function TrendsLegend({ lines }: { lines: ChartLine[] }) {
  const { t } = useTranslation('erep');
  return (
    <ul className={styles.legend} aria-label={t('trends.legend')} data-testid="trends-legend">
      {lines.map((line) => (
        <li key={line.id} className={styles.legendItem}>
          <span className={styles.legendSwatch} style={{ backgroundColor: line.colour }} aria-hidden="true" />
          {line.id}
        </li>
      ))}
    </ul>
  );
}
