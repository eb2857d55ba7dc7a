import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { FeedbackContext, PublicCoupon } from '@erep/shared/schemas';

export interface FeedbackThanks {
  context: FeedbackContext;
  coupon: PublicCoupon | null;
  /** The coupon also went to the visitor's email; otherwise it lives only on this screen. */
  mailed: boolean;
}

export interface ThanksParams {
  customer: string;
  establishment: string;
  /** The review's number, the coupon code it gave, or 'preview'. */
  share: string;
}

export const feedbackThanksKey = ({ customer, establishment, share }: ThanksParams) => ['public', 'feedback-thanks', customer, establishment, share] as const;

/** GET /api/public/feedback/thanks: the thank-you page, with the coupon the review gave. */
export async function getFeedbackThanks(params: ThanksParams): Promise<FeedbackThanks> {
  const body = await unwrap(api.get<{ data: FeedbackThanks }>('public/feedback/thanks', { query: { ...params } }));
  return body.data;
}

export function useFeedbackThanks(params: ThanksParams, initialData?: FeedbackThanks) {
  return useQuery({
    queryKey: feedbackThanksKey(params),
    queryFn: () => getFeedbackThanks(params),
    initialData,
  });
}
