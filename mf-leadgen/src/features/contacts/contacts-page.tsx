import type { FeatureProps } from '@erep/shared/federation';
import { NotReadyPage } from '../../components/not-ready-page';

/** Visitors who shared their details. */
export function ContactsPage({ area }: FeatureProps) {
  return <NotReadyPage section="contact" area={area} />;
}
