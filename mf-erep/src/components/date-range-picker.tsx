import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setDateRange, setGlobalRange, useDateRange } from '@erep/shared/session';
import { Button, TextField } from '@erep/shared/ui';
import styles from './erep.module.css';

/** 'YYYY-M-DD' (the stored form) to the 'YYYY-MM-DD' a date input needs. */
const toInput = (value: string) => value.replace(/^(\d{4})-(\d{1,2})-(\d{1,2})$/, (_m, y: string, m: string, d: string) => `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`);
/** Back to the spec's 'YYYY-M-DD'; an empty input stays empty so the reset rule applies. */
const fromInput = (value: string) => value.replace(/^(\d{4})-0?(\d{1,2})-(\d{2})$/, '$1-$2-$3');

/** The area's period: start and end dates, or 'Global' (all time). Held in the shared state, so every page follows it. */
export function DateRangePicker() {
  const { t } = useTranslation('erep');
  const range = useDateRange();
  const [start, setStart] = useState(toInput(range.start_date));
  const [end, setEnd] = useState(toInput(range.end_date));
  const statusId = useId();
  // Follow a change made elsewhere (another page, the reset rule).
  const [seen, setSeen] = useState(range);
  if (seen !== range) {
    setSeen(range);
    setStart(toInput(range.start_date));
    setEnd(toInput(range.end_date));
  }

  return (
    <form
      className={styles.range}
      aria-label={t('range.label')}
      data-testid="date-range"
      onSubmit={(event) => {
        event.preventDefault();
        setDateRange({ start_date: fromInput(start), end_date: fromInput(end) });
      }}
    >
      <TextField type="date" label={t('range.start')} value={start} max={end || undefined} onChange={(e) => setStart(e.target.value)} data-testid="range-start" />
      <TextField type="date" label={t('range.end')} value={end} min={start || undefined} onChange={(e) => setEnd(e.target.value)} data-testid="range-end" />
      <Button type="submit" variant="secondary" aria-describedby={statusId} data-testid="range-apply">
        {t('range.apply')}
      </Button>
      <Button type="button" variant={range.global ? 'primary' : 'ghost'} aria-pressed={range.global} onClick={() => setGlobalRange()} data-testid="range-global">
        {t('range.global')}
      </Button>
      <Button type="button" variant="ghost" onClick={() => setDateRange(null)} data-testid="range-reset">
        {t('range.reset')}
      </Button>
      <p id={statusId} className={styles.rangeStatus} role="status" data-testid="range-status">
        {range.global ? t('range.showingGlobal') : t('range.showing', { start: toInput(range.start_date), end: toInput(range.end_date) })}
      </p>
    </form>
  );
}
