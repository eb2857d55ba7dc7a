import { useTranslation } from 'react-i18next';
import styles from './erep.module.css';

/** A change against the previous period, with words as well as colour. */
export function ChangeValue({ value, digits = 2 }: { value: number | null; digits?: number }) {
  const { t } = useTranslation('erep');
  if (value === null) return <span>{t('change.none')}</span>;
  if (value === 0) return <span>{t('change.same')}</span>;
  const text = `${value > 0 ? '+' : '−'}${Math.abs(value).toFixed(digits)}`;
  return (
    <span className={value > 0 ? styles.up : styles.down}>
      <span aria-hidden="true">{value > 0 ? '▲ ' : '▼ '}</span>
      {text}
      <span className="erep-visually-hidden"> {t(value > 0 ? 'change.up' : 'change.down')}</span>
    </span>
  );
}
