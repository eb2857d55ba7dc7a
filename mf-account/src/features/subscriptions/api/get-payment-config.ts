import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { PaymentConfig } from '@erep/shared/schemas';
import { accountKeys } from '../../../lib/query-keys';

/** Stripe when the server has it configured, otherwise the test payment (no billing portal then). */
export const getPaymentConfig = (): Promise<PaymentConfig> => unwrap(api.get<PaymentConfig>('payment/config'));

export function usePaymentConfig(enabled: boolean) {
  return useQuery({ queryKey: accountKeys.paymentConfig, queryFn: getPaymentConfig, staleTime: Infinity, enabled });
}
