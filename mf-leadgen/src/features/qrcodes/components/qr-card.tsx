import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { QrTarget } from '@erep/shared/schemas';
import { Button, CheckboxField, notify } from '@erep/shared/ui';
import { LEADGEN_NS } from '../../../i18n/register';
import { downloadJpeg, downloadSvg, qrSvg } from '@erep/shared/qr';
import styles from '../qrcodes.module.css';

export interface QrCardProps {
  target: QrTarget;
  url: string;
  fileName: string;
  selected: boolean;
  onSelect: (selected: boolean) => void;
}

/** One code: its picture, where it leads, its downloads and its place on the printable sheet. */
export function QrCard({ target, url, fileName, selected, onSelect }: QrCardProps) {
  const { t } = useTranslation(LEADGEN_NS);
  const svg = useMemo(() => qrSvg(url), [url]);
  const jpeg = async () => {
    try {
      await downloadJpeg(svg, fileName);
    } catch {
      notify('error', t('qrcodes.jpegFailed'));
    }
  };
  return (
    <li className={styles.item} data-testid="qr-card">
      {/* The SVG is made here from our own URL, never from outside markup. */}
      <div className={styles.code} role="img" aria-label={t('qrcodes.codeOf', { name: target.name })} dangerouslySetInnerHTML={{ __html: svg }} />
      <p className={styles.name}>{target.name}</p>
      {target.kind !== 'establishments' && target.establishment.name !== target.name ? <p className={styles.url}>{target.establishment.name}</p> : null}
      <p className={styles.url}>
        <a href={url} target="_blank" rel="noreferrer">
          {url}
        </a>
      </p>
      <div className={styles.actions}>
        <Button size="sm" variant="secondary" onClick={() => downloadSvg(svg, fileName)} aria-label={t('qrcodes.svgNamed', { name: target.name })}>
          {t('qrcodes.svg')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => void jpeg()} aria-label={t('qrcodes.jpegNamed', { name: target.name })}>
          {t('qrcodes.jpeg')}
        </Button>
      </div>
      <CheckboxField label={t('qrcodes.onSheet')} checked={selected} onChange={(e) => onSelect(e.target.checked)} />
    </li>
  );
}
