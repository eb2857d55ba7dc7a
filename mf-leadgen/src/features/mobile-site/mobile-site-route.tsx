import type { FeatureProps } from '@erep/shared/federation';
import { MobileSitePage } from './components/mobile-site-page';

/** `customer/:tag/site`: the branded mobile site of each establishment (leadgen area only). */
export function MobileSiteRoute({ tag }: FeatureProps) {
  return <MobileSitePage tag={tag} />;
}
