import { api } from '@erep/shared/api';
import type { ApiErrorBody, FeedbackContext, FeedbackInput, FeedbackResult, PublicCoupon } from '@erep/shared/schemas';

export interface FeedbackTarget {
  customer: string;
  establishment: string;
  staff?: string | undefined;
  unit?: string | undefined;
}

export const targetQuery = (target: FeedbackTarget) => {
  const q = new URLSearchParams({ customer: target.customer, establishment: target.establishment });
  if (target.staff) q.set('staff', target.staff);
  if (target.unit) q.set('unit', target.unit);
  return q.toString();
};

export const contextPath = (target: FeedbackTarget) => `public/feedback/context?${targetQuery(target)}`;

export async function sendFeedback(target: FeedbackTarget, input: FeedbackInput) {
  return api.post<{ data: FeedbackResult } | ApiErrorBody>(`public/feedback?${targetQuery(target)}`, input);
}

export type ThanksData = { context: FeedbackContext; coupon: PublicCoupon | null };
export const thanksPath = (customer: string, establishment: string, share: string) =>
  `public/feedback/thanks?${new URLSearchParams({ customer, establishment, share }).toString()}`;
