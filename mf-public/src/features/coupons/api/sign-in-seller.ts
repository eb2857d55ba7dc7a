import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { SellerAuthInput } from '@erep/shared/schemas';
import { setSeller, type SellerSession } from '../lib/seller-session';

type SellerToken = Omit<SellerSession, 'customer'>;

/** POST /api/public/customers/{tag}/seller/auth: the seller signs in with the establishment's code. */
export async function signInSeller(customer: string, input: SellerAuthInput): Promise<SellerSession> {
  const body = await unwrap(api.post<{ data: SellerToken }>(`public/customers/${encodeURIComponent(customer)}/seller/auth`, input));
  return { ...body.data, customer };
}

/** Signs the seller in and keeps the session on this device for the shift; no cached query depends on it. */
export function useSignInSeller(customer: string) {
  return useMutation({
    mutationFn: (input: SellerAuthInput) => signInSeller(customer, input),
    onSuccess: (session) => setSeller(session),
  });
}
