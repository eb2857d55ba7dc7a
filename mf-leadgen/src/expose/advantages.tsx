// A feature module (see FeatureModule in @erep/shared/federation): importing it registers
// mf-leadgen's texts; its component renders in the consumer's tree.
import type { FeatureModule } from '@erep/shared/federation';
import '../i18n/register';
import { AdvantagesPage } from '../features/advantages/advantages-page';

export default AdvantagesPage satisfies FeatureModule['default'];
