import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { AdminAdvantage, Establishment } from '@erep/shared/schemas';

export interface FilterOptions {
  advantages: { id: number; title: string }[];
  establishments: { id: number; name: string }[];
}

export const filterOptionsKey = (tag: string) => ['leadgen', 'customer', tag, 'coupons', 'filter-options'] as const;

/** The advantages and establishments the coupon list can be filtered on. */
export async function getFilterOptions(tag: string): Promise<FilterOptions> {
  const base = `customer/${encodeURIComponent(tag)}`;
  const [advantages, establishments] = await Promise.all([
    unwrap(api.get<{ data: AdminAdvantage[] }>(`${base}/advantages`)),
    unwrap(api.get<{ data: Establishment[] }>(`${base}/establishments/all`)),
  ]);
  return {
    advantages: advantages.data.map((a) => ({ id: a.id, title: a.title })),
    establishments: establishments.data.map((e) => ({ id: e.id, name: e.name })),
  };
}

export function useFilterOptions(tag: string) {
  return useQuery({ queryKey: filterOptionsKey(tag), queryFn: () => getFilterOptions(tag), staleTime: 60_000 });
}
