import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import { couponParams, type CouponFilters } from './get-coupons';

/** The filtered coupons as CSV text (built on the server with a CSV library). */
export async function exportCoupons(tag: string, filters: CouponFilters): Promise<string> {
  const body = await unwrap(api.get<unknown>(`customer/${encodeURIComponent(tag)}/coupons.csv`, { query: couponParams(filters) }));
  return typeof body === 'string' ? body : '';
}

export function useExportCoupons(tag: string) {
  return useMutation({ mutationFn: (filters: CouponFilters) => exportCoupons(tag, filters) });
}
