import { Fragment } from 'react';
import styles from './erep.module.css';

/** Text whose matches sit between \u0002 and \u0003 (server marks), shown with <mark>: never parsed as HTML. */
const START = String.fromCharCode(2);
const STOP = String.fromCharCode(3);

export function MarkedText({ text }: { text: string }) {
  // "a\u0002b\u0003c" splits on START into ["a", "b\u0003c"]: each later piece opens with a match.
  const [head = '', ...rest] = text.split(START);
  return (
    <>
      {head}
      {rest.map((piece, i) => {
        const end = piece.indexOf(STOP);
        const match = end < 0 ? piece : piece.slice(0, end);
        return (
          <Fragment key={i}>
            <mark className={styles.mark}>{match}</mark>
            {end < 0 ? '' : piece.slice(end + 1)}
          </Fragment>
        );
      })}
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
