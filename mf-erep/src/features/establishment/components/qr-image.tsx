import { QR_QUIET_ZONE } from '@erep/shared/qr';
import QRCode from 'qrcode-svg';
import { useMemo } from 'react';

/** An inline SVG QR code of an absolute URL. */
export function QrImage({ value, label, className, size = 256 }: { value: string; label: string; className?: string; size?: number }) {
  const svg = useMemo(
    () => new QRCode({ content: value, padding: QR_QUIET_ZONE, width: size, height: size, color: '#000000', background: '#ffffff', ecl: 'M', join: true, container: 'svg-viewbox', xmlDeclaration: false }).svg(),
    [value, size],
  );
  return <div className={className} role="img" aria-label={label} data-testid="qr-code" data-value={value} dangerouslySetInnerHTML={{ __html: svg }} />;
}
