import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { PublicCoupon } from '@erep/shared/schemas';
import { couponKey } from './get-coupon';
import { sellerCouponKey } from './get-seller-coupon';

/** POST /api/public/coupons/{code}/validate, as the signed-in seller: the coupon is used once. */
export async function validateCoupon(code: string, sellerToken: string): Promise<PublicCoupon> {
  const body = await unwrap(
    api.post<{ data: PublicCoupon }>(`public/coupons/${encodeURIComponent(code)}/validate`, {}, { headers: { 'x-seller-token': sellerToken } }),
  );
  return body.data;
}

export function useValidateCoupon(code: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sellerToken: string) => validateCoupon(code, sellerToken),
    // The answer is the coupon's new state.
    onSuccess: (coupon) => client.setQueryData(couponKey(code), coupon),
    // A refusal often means the coupon changed meanwhile (validated elsewhere, expired): reload it.
    onError: () => client.invalidateQueries({ queryKey: couponKey(code) }),
    // The seller page shows the coupon as the seller looks it up: read it again either way.
    onSettled: () => client.invalidateQueries({ queryKey: sellerCouponKey(code) }),
  });
}
