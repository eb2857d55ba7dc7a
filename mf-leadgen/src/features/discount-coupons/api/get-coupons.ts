import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { AdminCoupon, OffersPage } from '@erep/shared/schemas';

export interface CouponFilters {
  q: string;
  state: string;
  advantage: string;
  establishment: string;
}

/** Only the filters that are set, as query parameters. */
export const couponParams = (filters: CouponFilters) => Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));

export const couponsKey = (tag: string, filters?: CouponFilters, page?: number) =>
  filters === undefined ? (['leadgen', 'customer', tag, 'coupons'] as const) : (['leadgen', 'customer', tag, 'coupons', filters, page] as const);

export const COUPONS_PER_PAGE = 20;

export async function getCoupons(tag: string, filters: CouponFilters, page: number): Promise<OffersPage<AdminCoupon>> {
  return unwrap(api.get<OffersPage<AdminCoupon>>(`customer/${encodeURIComponent(tag)}/coupons`, { query: { ...couponParams(filters), page, per_page: COUPONS_PER_PAGE } }));
}

export function useCoupons(tag: string, filters: CouponFilters, page: number) {
  return useQuery({ queryKey: couponsKey(tag, filters, page), queryFn: () => getCoupons(tag, filters, page), placeholderData: keepPreviousData });
}
