import type { FeatureProps } from '@erep/shared/federation';
import { NotReadyPage } from '../../components/not-ready-page';

/** Scans, feedback and offers over time. */
export function AnalyticsPage({ area }: FeatureProps) {
  return <NotReadyPage section="analytic" area={area} />;
}
