import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { CustomerListItem } from '@erep/shared/schemas';

export const searchCustomersKey = (q: string) => ['erep', 'customers', 'search', q] as const;

export async function searchCustomers(q: string): Promise<CustomerListItem[]> {
  return (await unwrap(api.get<{ data: CustomerListItem[] }>('erep/customers', { query: { q, per_page: 10, period: 'global' } }))).data;
}

/** Customers whose name, tag or city contains the text (an administrator's search box). */
export function useSearchCustomers(q: string) {
  return useQuery({ queryKey: searchCustomersKey(q), queryFn: () => searchCustomers(q), enabled: q !== '' });
}
