import type { FeatureProps } from '@erep/shared/federation';
import { NotReadyPage } from '../../components/not-ready-page';

/** QR codes of establishments, staff, services, gates and external links. Exposed as `./qrcodes`. */
export function QrcodesPage({ area }: FeatureProps) {
  return <NotReadyPage section="qrcode" area={area} />;
}
