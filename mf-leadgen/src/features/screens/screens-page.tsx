import type { FeatureProps } from '@erep/shared/federation';
import { NotReadyPage } from '../../components/not-ready-page';

/** In-store screens (list and form). Exposed as `./screens`. */
export function ScreensPage({ area }: FeatureProps) {
  return <NotReadyPage section="screen" area={area} />;
}
