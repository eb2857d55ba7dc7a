import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import { SESSION_INDEPENDENT } from '@erep/shared/query';
import type { PricingPlan } from '@erep/shared/schemas';

export const pricingKey = (code: string) => ['auth', 'pricing', code] as const;

export async function getPricing(code: string): Promise<PricingPlan[]> {
  const body = await unwrap(api.get<{ data: PricingPlan[] }>('plan/pricing', { query: { code } }));
  return body.data;
}

/** The plans this partner sells, with price and features; the same whoever is signed in. */
export function usePricing(code: string) {
  return useQuery({ queryKey: pricingKey(code), queryFn: () => getPricing(code), meta: SESSION_INDEPENDENT });
}
