import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { SellerCoupon } from '@erep/shared/schemas';

export const sellerCouponKey = (code: string) => ['public', 'seller-coupon', code] as const;

/** GET /api/public/seller/coupons/{code}, as the signed-in seller: the coupon's state and whether it applies here. */
export async function getSellerCoupon(code: string, sellerToken: string): Promise<SellerCoupon> {
  return (await unwrap(api.get<{ data: SellerCoupon }>(`public/seller/coupons/${encodeURIComponent(code)}`, { headers: { 'x-seller-token': sellerToken } }))).data;
}

export function useSellerCoupon(code: string, sellerToken: string) {
  return useQuery({ queryKey: sellerCouponKey(code), queryFn: () => getSellerCoupon(code, sellerToken), retry: false });
}
