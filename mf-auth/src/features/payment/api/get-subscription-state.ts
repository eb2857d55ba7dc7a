import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResult } from '@erep/shared/api';
import type { SubscriptionState } from '@erep/shared/schemas';
import { pendingAuth, type PendingSignUp } from '../../../lib/pending-sign-up';

export const subscriptionStateKey = (subscriptionId: number) => ['auth', 'payment', 'subscription', subscriptionId] as const;

/** The answer as it came: a network failure (status 0) keeps polling, any other failure stops it. */
export const getSubscriptionState = (pending: PendingSignUp): Promise<ApiResult<SubscriptionState>> =>
  api.get<SubscriptionState>(`payment/subscription/${pending.subscriptionId}`, pendingAuth(pending));

const POLL_MS = 1500;

/** Active, or refused by the server: nothing more to wait for. */
export const isSettled = (result: ApiResult<SubscriptionState>): boolean =>
  result.ok ? result.data.status === 'active' : result.status !== 0;

/**
 * Polls the pending subscription until it is active, refused, or `maxPolls` answers have come
 * (the cached answer counts as one). Waits while `enabled` is false.
 */
export function useSubscriptionState(
  pending: PendingSignUp | null,
  maxPolls: number,
  enabled: boolean,
): { result: ApiResult<SubscriptionState> | undefined; polls: number } {
  const client = useQueryClient();
  const queryKey = subscriptionStateKey(pending?.subscriptionId ?? 0);
  const query = useQuery({
    queryKey,
    queryFn: () => getSubscriptionState(pending as PendingSignUp),
    enabled: enabled && pending !== null,
    refetchInterval: (query) => {
      const { data, dataUpdateCount } = query.state;
      return data && (isSettled(data) || dataUpdateCount >= maxPolls) ? false : POLL_MS;
    },
    refetchIntervalInBackground: true,
  });
  // Reading dataUpdatedAt re-renders on every answer, even one equal to the last.
  const polls = query.dataUpdatedAt ? (client.getQueryState(queryKey)?.dataUpdateCount ?? 0) : 0;
  return { result: query.data, polls };
}
