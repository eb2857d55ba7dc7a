import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@erep/shared/api';
import { subscriptionDates } from '@erep/shared/rules';
import type { Plan, SubscriptionCreateResponse } from '@erep/shared/schemas';
import { getSession, savePending } from '@erep/shared/session';
import { subscriptionsKey } from './get-subscriptions';

export interface StartSubscription {
  tag: string;
  plan: Plan;
  email: string;
}

/**
 * Creates the pending subscription (366 days from today, the server decides) and hands it to the
 * payment pages of sign-up: the caller then goes to /payment/checkout, Stripe or the test mode.
 */
export async function startSubscription({ tag, plan, email }: StartSubscription): Promise<string> {
  const session = getSession();
  const created = await unwrap(
    api.post<SubscriptionCreateResponse>('subscription/create', {
      customer: tag,
      plan: plan.tag,
      amount: 0,
      email,
      ...subscriptionDates(),
      app_url: window.location.origin,
    }),
  );
  savePending({
    token: session.token ?? '',
    userId: session.userId ?? 0,
    tag,
    subscriptionId: created.data.id,
    email,
    planName: plan.name,
    priceCode: plan.price_code ?? '',
    // The payment page says what is charged, and for which period, before the card is asked for.
    price: plan.price,
    term: { from: subscriptionDates().updated_at, to: created.data.expired_at },
  });
  return `/payment/checkout?${new URLSearchParams({ code: plan.price_code ?? '', email }).toString()}`;
}

export function useStartSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startSubscription,
    onSuccess: (_path, input) => client.invalidateQueries({ queryKey: subscriptionsKey(input.tag) }),
  });
}
