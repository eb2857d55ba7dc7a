import { useMutation } from '@tanstack/react-query';
import { api, type ApiResult } from '@erep/shared/api';
import { subscriptionDates } from '@erep/shared/rules';
import type { AccountCreateInput, AccountCreateResponse, ApiErrorBody, Plan, SignUpForm } from '@erep/shared/schemas';
import { appUrl } from '../../../lib/config';
import { savePending } from '../../../lib/pending-sign-up';
import { createSubscription } from './create-subscription';

/** The answer as it came: 403 (address taken) and 400 (field errors) lead to different messages. */
export const createAccount = (input: AccountCreateInput): Promise<ApiResult<AccountCreateResponse>> =>
  api.post<AccountCreateResponse>('account/create', input);

export type PricedPlan = Plan & { price_code: string };

export type SignUpOutcome =
  | { kind: 'ok'; to: string }
  | { kind: 'taken'; error: ApiErrorBody }
  | { kind: 'payment-pending' }
  | { kind: 'invalid'; errors: Record<string, string[]>; error: ApiErrorBody }
  | { kind: 'account-error'; error: ApiErrorBody }
  | { kind: 'subscription-error' };

export interface SignUpVariables {
  form: SignUpForm;
  plan: PricedPlan;
  partner: string;
}

/** Spec "Sign-up flow": create the account, then the subscription, then go to payment. */
export async function signUp({ form, plan, partner }: SignUpVariables): Promise<SignUpOutcome> {
  const account = await createAccount({
    name: form.company,
    firstname: form.firstname,
    lastname: form.lastname,
    password: form.password,
    email: form.email,
    city: form.city,
    zipcode: form.zipcode,
    country: form.country,
    address1: form.address1,
    address2: form.address2,
    plan: plan.tag,
    partner,
  });
  if (!account.ok) {
    const { error } = account;
    // The account of this address awaits its first payment: its owner was mailed a resume link.
    if (account.status === 403 && error.code === 'payment_pending') return { kind: 'payment-pending' };
    if (account.status === 403) return { kind: 'taken', error };
    if (account.status === 400 && error.errors) return { kind: 'invalid', errors: error.errors, error };
    return { kind: 'account-error', error };
  }
  const created = account.data;
  const term = subscriptionDates();
  const subscription = await createSubscription(
    { customer: created.customer.tag, plan: plan.tag, amount: plan.price?.amount ?? 0, email: form.email, ...term, app_url: appUrl() },
    created.token,
  );
  if (!subscription.ok) return { kind: 'subscription-error' };
  savePending({
    token: created.token,
    userId: created.user.id,
    tag: created.customer.tag,
    subscriptionId: subscription.data.data.id,
    email: form.email,
    planName: plan.name,
    priceCode: plan.price_code,
    price: plan.price,
    term: { from: term.updated_at, to: term.expired_at },
  });
  const query = new URLSearchParams({ code: plan.price_code, email: form.email });
  return { kind: 'ok', to: `/payment/checkout?${query.toString()}` };
}

/** The sign-up mutation: its data is the outcome. It creates records no cached query holds. */
export function useCreateAccount() {
  return useMutation({ mutationFn: signUp });
}
