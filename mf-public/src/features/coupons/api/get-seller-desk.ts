import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { SellerDesk } from '@erep/shared/schemas';

export const sellerDeskKey = (customer: string, token: string | null) => ['public', 'seller-desk', customer, token] as const;

/**
 * GET /api/public/customers/{tag}/seller: the customer's brand, and the device's seller session when
 * the token sent is still valid there (it ends when the owner changes the seller code).
 */
export async function getSellerDesk(customer: string, token: string | null): Promise<SellerDesk> {
  const headers = token ? { 'x-seller-token': token } : undefined;
  return (await unwrap(api.get<{ data: SellerDesk }>(`public/customers/${encodeURIComponent(customer)}/seller`, headers ? { headers } : {}))).data;
}

export function useSellerDesk(customer: string, token: string | null) {
  return useQuery({ queryKey: sellerDeskKey(customer, token), queryFn: () => getSellerDesk(customer, token), enabled: customer !== '' });
}
