import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { PublicCoupon } from '@erep/shared/schemas';
import { useInitialData } from '../../../hooks/use-initial-data';

export const couponKey = (code: string) => ['public', 'coupon', code] as const;

/** GET /api/public/coupons/{code}: a coupon and its state (active, expired, sold out, validated). */
export async function getCoupon(code: string): Promise<PublicCoupon> {
  const body = await unwrap(api.get<{ data: PublicCoupon }>(`public/coupons/${encodeURIComponent(code)}`));
  return body.data;
}

/** The server-rendered page carries the coupon, so its brand and state paint at once, without a request. */
export function useCoupon(code: string) {
  const initial = useInitialData();
  const seed = initial?.kind === 'coupon' ? (initial.coupon as PublicCoupon | undefined) : undefined;
  return useQuery({
    queryKey: couponKey(code),
    queryFn: () => getCoupon(code),
    initialData: seed && seed.code === code ? seed : undefined,
  });
}
