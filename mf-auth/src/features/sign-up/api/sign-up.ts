import { api } from '@erep/shared/api';
import { subscriptionDates } from '@erep/shared/rules';
import type { AccountCreateResponse, ApiErrorBody, Plan, SignUpForm, SubscriptionCreateResponse } from '@erep/shared/schemas';
import { appUrl } from '../../common/config';
import { savePending } from '../../payment/api/pending';

export type PlanLookup =
  | { kind: 'ok'; plan: Plan & { price_code: string }; prefix: string }
  | { kind: 'tag_name_not_found' | 'plan_not_found' | 'no_price_code' | 'error' };

/** Spec: sign-up needs query c and n, a known plan, and a plan with a price code. */
export async function lookUpPlan(tag: string | null, prefix: string | null): Promise<PlanLookup> {
  if (!tag || !prefix) return { kind: 'tag_name_not_found' };
  const result = await api.get<{ data: Plan[] }>('plan/list');
  if (!result.ok) return { kind: result.status === 404 ? 'plan_not_found' : 'error' };
  const plan = result.data.data.find((p) => p.tag === tag);
  if (!plan) return { kind: 'plan_not_found' };
  if (!plan.price_code) return { kind: 'no_price_code' };
  return { kind: 'ok', plan: { ...plan, price_code: plan.price_code }, prefix };
}

/** Lead-Gen features, plus review analysis and competitors for the All_inclusive prefix. */
export function planFeatures(prefix: string): string[] {
  const base = ['qr', 'mobile', 'offers'];
  return prefix.startsWith('All_inclusive') ? [...base, 'reviews', 'competitors'] : base;
}

export type SignUpOutcome =
  | { kind: 'ok'; to: string }
  | { kind: 'taken'; message: string }
  | { kind: 'invalid'; errors: Record<string, string[]>; message: string }
  | { kind: 'account-error'; message: string }
  | { kind: 'subscription-error' };

/** Spec "Sign-up flow": create the account, then the subscription, then go to payment. */
export async function signUp(form: SignUpForm, plan: Plan & { price_code: string }, partner: string): Promise<SignUpOutcome> {
  const account = await api.post<AccountCreateResponse>('account/create', {
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
    const error = account.data as unknown as ApiErrorBody;
    if (account.status === 403) return { kind: 'taken', message: error.message };
    if (account.status === 400 && error.errors) return { kind: 'invalid', errors: error.errors, message: error.message };
    return { kind: 'account-error', message: error.message };
  }
  const created = account.data;
  const subscription = await api.post<SubscriptionCreateResponse>(
    'subscription/create',
    { customer: created.customer.tag, plan: plan.tag, amount: 0, email: form.email, ...subscriptionDates(), app_url: appUrl() },
    { headers: { Authorization: `Bearer ${created.token}` } },
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
  });
  const query = new URLSearchParams({ code: plan.price_code, email: form.email });
  return { kind: 'ok', to: `/payment/checkout?${query.toString()}` };
}
