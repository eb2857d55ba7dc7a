import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { CustomerListItem, CustomerSort } from '@erep/shared/schemas';
import type { RangeParams } from '../../../hooks/use-range-params';

export interface CustomersParams {
  q: string;
  sort: CustomerSort;
  order: 'asc' | 'desc';
  page: number;
  per_page: number;
}
export interface CustomersPage {
  data: CustomerListItem[];
  total: number;
  page: number;
  per_page: number;
}

export const customersKey = (params: CustomersParams, range: RangeParams) => ['erep', 'customers', params, range] as const;

export async function getCustomers(params: CustomersParams, range: RangeParams): Promise<CustomersPage> {
  return unwrap(api.get<CustomersPage>('erep/customers', { query: { ...params, q: params.q || undefined, ...range } }));
}

/** The partner's customers (an admin: all) with their figures over the range; paged on the server. */
export function useCustomers(params: CustomersParams, range: RangeParams) {
  return useQuery({ queryKey: customersKey(params, range), queryFn: () => getCustomers(params, range), placeholderData: keepPreviousData });
}
