// A feature module (see FeatureModule in @erep/shared/federation): importing it registers
// mf-leadgen's texts; its component renders in the consumer's tree.
import type { FeatureModule } from '@erep/shared/federation';
import '../i18n/register';
import { QrcodesPage } from '../features/qrcodes/qrcodes-page';

export default QrcodesPage satisfies FeatureModule['default'];
