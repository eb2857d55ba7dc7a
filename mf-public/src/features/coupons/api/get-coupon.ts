import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { PublicCoupon } from '@erep/shared/schemas';

export const couponKey = (code: string) => ['public', 'coupon', code] as const;

/** GET /api/public/coupons/{code}: a coupon and its state (active, expired, sold out, validated). */
export async function getCoupon(code: string): Promise<PublicCoupon> {
  const body = await unwrap(api.get<{ data: PublicCoupon }>(`public/coupons/${encodeURIComponent(code)}`));
  return body.data;
}

export function useCoupon(code: string) {
  return useQuery({ queryKey: couponKey(code), queryFn: () => getCoupon(code) });
}
