import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { BillingPortalSession } from '@erep/shared/schemas';

/** A Stripe billing portal session for the account's Stripe customer (owners only). */
export const openBillingPortal = (tag: string): Promise<BillingPortalSession> =>
  unwrap(api.post<BillingPortalSession>(`customer/${encodeURIComponent(tag)}/account/billing-portal`, {}));

/** Opens the portal and leaves for it: Stripe sends the owner back to the subscriptions page. */
export function useOpenBillingPortal(tag: string) {
  return useMutation({
    mutationFn: () => openBillingPortal(tag),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
