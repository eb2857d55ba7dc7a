import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { Plan } from '@erep/shared/schemas';

export const plansKey = ['auth', 'plans'] as const;

export async function getPlans(): Promise<Plan[]> {
  const body = await unwrap(api.get<{ data: Plan[] }>('plan/list'));
  return body.data;
}

/** The plans on sale; asked only when the address names one (`enabled`). */
export function usePlans(enabled: boolean) {
  return useQuery({ queryKey: plansKey, queryFn: getPlans, enabled });
}
