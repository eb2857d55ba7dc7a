import type { FeatureProps } from '@erep/shared/federation';
import { NotReadyPage } from '../../components/not-ready-page';

/** Partnerships with other businesses and their requests. Exposed as `./partnerships`. */
export function PartnershipsPage({ area }: FeatureProps) {
  return <NotReadyPage section="partnership" area={area} />;
}
