import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { AdminCoupon, OffersPage } from '@erep/shared/schemas';

// Under the coupons list's key: whatever refreshes the coupons refreshes this count.
export const couponCountKey = (tag: string) => ['leadgen', 'customer', tag, 'coupons', 'count'] as const;

/** How many coupons visitors were given: one row is enough, the page's total says how many. */
export async function getCouponCount(tag: string): Promise<number> {
  return (await unwrap(api.get<OffersPage<AdminCoupon>>(`customer/${encodeURIComponent(tag)}/coupons`, { query: { page: 1, per_page: 1 } }))).total;
}

export function useCouponCount(tag: string) {
  return useQuery({ queryKey: couponCountKey(tag), queryFn: () => getCouponCount(tag) });
}
