import type { FeatureProps } from '@erep/shared/federation';
import { NotReadyPage } from '../../components/not-ready-page';

/** Advantages given to visitors for their feedback (list and form). Exposed as `./advantages`. */
export function AdvantagesPage({ area }: FeatureProps) {
  return <NotReadyPage section="advantage" area={area} />;
}
