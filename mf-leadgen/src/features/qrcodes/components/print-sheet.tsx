import { useMemo } from 'react';
import { qrSvg } from '@erep/shared/qr';
import styles from '../qrcodes.module.css';

/** The codes chosen for printing; shown only by the print stylesheet. */
export function PrintSheet({ items }: { items: { key: string; name: string; url: string }[] }) {
  const codes = useMemo(() => items.map((i) => ({ ...i, svg: qrSvg(i.url) })), [items]);
  return (
    <div className={styles.sheet} aria-hidden="true" data-testid="qr-print-sheet">
      {codes.map((c) => (
        <div key={c.key} className={styles.sheetItem}>
          <div dangerouslySetInnerHTML={{ __html: c.svg }} />
          <p>{c.name}</p>
        </div>
      ))}
    </div>
  );
}
