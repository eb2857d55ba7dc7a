import { api, type ApiResult } from '@erep/shared/api';
import type { SubscriptionCreateInput, SubscriptionCreateResponse } from '@erep/shared/schemas';

/**
 * Second call of the sign-up flow, made with the new account's own token. The sign-up mutation
 * (`useCreateAccount`) chains it after the account: no page calls it alone.
 */
export const createSubscription = (input: SubscriptionCreateInput, token: string): Promise<ApiResult<SubscriptionCreateResponse>> =>
  api.post<SubscriptionCreateResponse>('subscription/create', input, { headers: { Authorization: `Bearer ${token}` } });
