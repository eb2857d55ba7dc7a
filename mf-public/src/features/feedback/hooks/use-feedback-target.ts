import { useParams } from 'react-router-dom';
import type { FeedbackTarget } from '../api/get-feedback-context';

export type FeedbackKind = 'establishment' | 'staff' | 'unit';

/** The feedback target named by the route's parameters. */
export function useFeedbackTarget(kind: FeedbackKind): FeedbackTarget {
  const p = useParams();
  const customer = p.tag ?? '';
  if (kind === 'establishment') return { customer, establishment: p.id ?? '' };
  if (kind === 'staff') return { customer, establishment: p.etab ?? '', staff: p.id };
  return { customer, establishment: p.etab ?? '', unit: p.id };
}
