import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { FeedbackContext } from '@erep/shared/schemas';

/** Whom a feedback is about: an establishment, one of its staff or one of its units. */
export interface FeedbackTarget {
  customer: string;
  establishment: string;
  staff?: string | undefined;
  unit?: string | undefined;
}

export const targetParams = (target: FeedbackTarget) => ({
  customer: target.customer,
  establishment: target.establishment,
  staff: target.staff || undefined,
  unit: target.unit || undefined,
});

/** Every context of one establishment (its staff and units included) starts with this key. */
export const establishmentContextsKey = (customer: string, establishment: string) => ['public', 'feedback-context', customer, establishment] as const;

export const feedbackContextKey = (target: FeedbackTarget) =>
  [...establishmentContextsKey(target.customer, target.establishment), target.staff ?? '', target.unit ?? ''] as const;

/** GET /api/public/feedback/context: what a feedback page (and the establishment's other public pages) shows. */
export async function getFeedbackContext(target: FeedbackTarget): Promise<FeedbackContext> {
  const body = await unwrap(api.get<{ data: FeedbackContext }>('public/feedback/context', { query: targetParams(target) }));
  return body.data;
}

/** `initialData`: the context the server already rendered into the page, used instead of a request. */
export function useFeedbackContext(target: FeedbackTarget, initialData?: FeedbackContext) {
  return useQuery({
    queryKey: feedbackContextKey(target),
    queryFn: () => getFeedbackContext(target),
    initialData,
  });
}
