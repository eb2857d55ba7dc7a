import { useMutation } from '@tanstack/react-query';
import { api, type ApiResult } from '@erep/shared/api';
import type { PaymentResume } from '@erep/shared/schemas';

/** Uses a mailed resume link (once): the payment the server rebuilt for the account. */
export const resumePaymentWithLink = (token: string): Promise<ApiResult<PaymentResume>> => api.post<PaymentResume>('payment/resume', { token });

export function useResumePaymentWithLink() {
  return useMutation({ mutationFn: resumePaymentWithLink });
}
