import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { PaymentConfig } from '@erep/shared/schemas';

export const paymentConfigKey = ['auth', 'payment', 'config'] as const;

/** Stripe when the server has it configured, otherwise the test payment. */
export const getPaymentConfig = (): Promise<PaymentConfig> => unwrap(api.get<PaymentConfig>('payment/config'));

export function usePaymentConfig(enabled: boolean) {
  return useQuery({ queryKey: paymentConfigKey, queryFn: getPaymentConfig, enabled });
}
