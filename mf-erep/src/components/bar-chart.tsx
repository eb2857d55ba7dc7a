import styles from './erep.module.css';

export interface Bar {
  key: string;
  label: string;
  /** null: nothing to draw (no data for this group). */
  value: number | null;
  /** The value as read aloud and printed beside the bar. */
  text: string;
}

/** Horizontal bars drawn with CSS: light, readable on a phone, and a list for screen readers. */
export function BarChart({ title, bars, max }: { title: string; bars: Bar[]; max: number }) {
  return (
    <figure className={styles.bars}>
      <figcaption className={styles.barsTitle}>{title}</figcaption>
      <ul>
        {bars.map((bar) => (
          <li key={bar.key} className={styles.barRow}>
            <span className={styles.barLabel}>{bar.label}</span>
            <span className={styles.barTrack} aria-hidden="true">
              <span className={styles.barFill} style={{ width: `${bar.value === null || max <= 0 ? 0 : Math.min(100, (bar.value / max) * 100)}%` }} />
            </span>
            <span className={styles.barValue}>{bar.text}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
