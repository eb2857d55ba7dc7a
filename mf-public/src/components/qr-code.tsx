import { QR_QUIET_ZONE } from '@erep/shared/qr';
import QRCode from 'qrcode-svg';
import { useMemo } from 'react';

/** An inline SVG QR code of an absolute URL. */
export function QrCode({ value, label, size = 200 }: { value: string; label: string; size?: number }) {
  const svg = useMemo(
    () => new QRCode({ content: value, padding: QR_QUIET_ZONE, width: size, height: size, color: '#000000', background: '#ffffff', ecl: 'M', join: true, container: 'svg-viewbox' }).svg(),
    [value, size],
  );
  return <div className="pf-qr" role="img" aria-label={label} data-testid="qr-code" data-value={value} dangerouslySetInnerHTML={{ __html: svg }} />;
}
