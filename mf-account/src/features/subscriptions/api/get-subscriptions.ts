import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import type { AccountSubscription } from '@erep/shared/schemas';
import { accountKeys } from '../../../lib/query-keys';

export const subscriptionsKey = accountKeys.subscriptions;

/** The customer's subscriptions, newest first. */
export async function getSubscriptions(tag: string): Promise<AccountSubscription[]> {
  return (await unwrap(api.get<{ data: AccountSubscription[] }>(`customer/${encodeURIComponent(tag)}/account/subscriptions`))).data;
}

export function useSubscriptions(tag: string) {
  return useQuery({ queryKey: subscriptionsKey(tag), queryFn: () => getSubscriptions(tag), enabled: tag !== '' });
}
