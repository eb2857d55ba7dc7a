import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { Plan } from '@erep/shared/schemas';
import { SESSION_INDEPENDENT } from '@erep/shared/query';
import { accountKeys } from '../../../lib/query-keys';

/** The plans on sale: those with a price code can be paid for. */
export async function getPlans(): Promise<Plan[]> {
  const body = await unwrap(api.get<{ data: Plan[] }>('plan/list'));
  return body.data.filter((plan) => plan.price_code !== null);
}

export function usePlans() {
  return useQuery({ queryKey: accountKeys.plans, queryFn: getPlans, meta: SESSION_INDEPENDENT });
}
