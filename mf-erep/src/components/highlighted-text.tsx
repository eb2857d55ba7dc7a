import { Fragment } from 'react';
import styles from './erep.module.css';

/** Text whose matches sit between \u0002 and \u0003 (server marks), shown with <mark>: never parsed as HTML. */
export function MarkedText({ text }: { text: string }) {
  const parts = text.split(/(\u0002[^\u0003]*\u0003)/);
  return (
    <>
      {parts.map((part, i) =>
        part.startsWith('\u0002') ? (
          <mark key={i} className={styles.mark}>
            {part.slice(1, -1)}
          </mark>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}

/** Text with [start, end) character spans highlighted (the phrases that placed a review in a topic). */
export function SpannedText({ text, spans }: { text: string; spans: [number, number][] }) {
  const sorted = [...spans].filter(([s, e]) => s >= 0 && e > s && e <= text.length).sort((a, b) => a[0] - b[0]);
  const out: { text: string; mark: boolean }[] = [];
  let at = 0;
  for (const [start, end] of sorted) {
    if (start < at) continue;
    if (start > at) out.push({ text: text.slice(at, start), mark: false });
    out.push({ text: text.slice(start, end), mark: true });
    at = end;
  }
  if (at < text.length) out.push({ text: text.slice(at), mark: false });
  return (
    <>
      {out.map((part, i) =>
        part.mark ? (
          <mark key={i} className={styles.mark}>
            {part.text}
          </mark>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
