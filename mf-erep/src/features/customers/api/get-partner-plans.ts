import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { PricingPlan } from '@erep/shared/schemas';

export const partnerPlansKey = (code: string) => ['erep', 'partner-plans', code] as const;

export async function getPartnerPlans(code: string): Promise<PricingPlan[]> {
  return (await unwrap(api.get<{ data: PricingPlan[] }>('plan/pricing', { query: { code } }))).data;
}

/** The plans the partner sells: a new customer gets one of them. */
export function usePartnerPlans(code: string | null) {
  return useQuery({ queryKey: partnerPlansKey(code ?? ''), queryFn: () => getPartnerPlans(code ?? ''), enabled: code !== null });
}
