import { useMemo } from 'react';
import { ApiRequestError } from '@erep/shared/api';
import { usePlans } from '../api/get-plans';
import type { PricedPlan } from '../api/create-account';

export type PlanLookup =
  | { kind: 'ok'; plan: PricedPlan; prefix: string }
  | { kind: 'tag_name_not_found' | 'plan_not_found' | 'no_price_code' | 'error' };

/** Spec: sign-up needs query c and n, a known plan, and a plan with a price code. Null while loading. */
export function usePlanLookup(tag: string | null, prefix: string | null): PlanLookup | null {
  const named = Boolean(tag && prefix);
  const plans = usePlans(named);
  return useMemo((): PlanLookup | null => {
    if (!tag || !prefix) return { kind: 'tag_name_not_found' };
    if (plans.isError) return { kind: plans.error instanceof ApiRequestError && plans.error.status === 404 ? 'plan_not_found' : 'error' };
    if (!plans.data) return null;
    const plan = plans.data.find((p) => p.tag === tag);
    if (!plan) return { kind: 'plan_not_found' };
    if (!plan.price_code) return { kind: 'no_price_code' };
    return { kind: 'ok', plan: { ...plan, price_code: plan.price_code }, prefix };
  }, [tag, prefix, plans.isError, plans.error, plans.data]);
}
