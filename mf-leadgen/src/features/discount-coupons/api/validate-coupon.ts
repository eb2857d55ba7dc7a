import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { PublicCoupon } from '@erep/shared/schemas';

/** The customer validates a coupon by hand (where it was issued). */
export async function validateCoupon(tag: string, code: string): Promise<PublicCoupon> {
  return (await unwrap(api.post<{ data: PublicCoupon }>(`customer/${encodeURIComponent(tag)}/coupons/${encodeURIComponent(code)}/validate`, {}))).data;
}

export function useValidateCoupon(tag: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => validateCoupon(tag, code),
    // The advantages' validated counts change too.
    onSuccess: () => client.invalidateQueries({ queryKey: ['leadgen', 'customer', tag] }),
  });
}
