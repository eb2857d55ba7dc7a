import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import { currentLanguage } from '@erep/shared/i18n';
import { couponParams, type CouponFilters } from './get-coupons';

/** The filtered coupons as CSV text (built on the server with a CSV library), in the interface's language. */
export async function exportCoupons(tag: string, filters: CouponFilters): Promise<string> {
  const body = await unwrap(api.get<unknown>(`customer/${encodeURIComponent(tag)}/coupons.csv`, { query: { ...couponParams(filters), lang: currentLanguage() } }));
  return typeof body === 'string' ? body : '';
}

export function useExportCoupons(tag: string) {
  return useMutation({ mutationFn: (filters: CouponFilters) => exportCoupons(tag, filters) });
}
