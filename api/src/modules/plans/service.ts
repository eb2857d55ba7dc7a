import { PLAN_FEATURES, REMOTE_PACKAGES, type Plan, type PlanFeature, type PricingPlan, type RemotePackage } from '@erep/shared/schemas';
import type { Orm } from '../../db/client';
import { badRequest, notFound } from '../../http/errors';
import { reachOf, type AuthUser } from '../auth/service';
import { toPlanPrice, type PriceSource } from './prices';
import * as q from './queries';

const PLAN_NOT_FOUND = 'plan_not_found';
const NO_PRICE_CODE = 'no_price_code';

/** What a visitor without a back-office session may load. */
const ANONYMOUS_REMOTES: readonly RemotePackage[] = ['mf-auth', 'mf-public'];

const isRemotePackage = (value: string): value is RemotePackage => (REMOTE_PACKAGES as readonly string[]).includes(value);

/**
 * Plans on sale with what they cost: the payment provider's price when it is configured (the
 * amount people are charged), else the price stored with the plan (test mode).
 */
export async function plansList(orm: Orm, prices: PriceSource | null): Promise<Plan[]> {
  const rows = await q.listPlans(orm);
  return Promise.all(
    rows.map(async ({ amountCents, currency, billingPeriod, ...plan }) => {
      const provided = prices && plan.price_code ? await prices(plan.price_code) : null;
      return { ...plan, price: provided ?? toPlanPrice(amountCents, currency, billingPeriod) };
    }),
  );
}

/** The area (remote) that gives each feature. */
const AREA_OF: Record<PlanFeature, RemotePackage> = {
  qr: 'mf-public',
  mobile: 'mf-public',
  offers: 'mf-leadgen',
  reviews: 'mf-erep',
  competitors: 'mf-erep',
};

/** The features a plan's remotes open, in the order the sign-up page lists them. */
const planFeaturesOf = (remotes: readonly string[]): PlanFeature[] => PLAN_FEATURES.filter((feature) => remotes.includes(AREA_OF[feature]));

/** The plans a partner sells, priced as `plansList` prices them, with what each one gives; 404 for an unknown partner. */
export async function partnerPricing(orm: Orm, prices: PriceSource | null, code: string): Promise<PricingPlan[]> {
  const partnerId = await q.partnerIdByCode(orm, code);
  if (partnerId === null) throw notFound(`Partner '${code}' not found`);
  const rows = await q.listPartnerPlans(orm, partnerId);
  return Promise.all(
    rows.map(async (plan) => {
      const provided = prices && plan.priceCode ? await prices(plan.priceCode) : null;
      return { tag: plan.tag, name: plan.name, price: provided ?? toPlanPrice(plan.amountCents, plan.currency, plan.billingPeriod), features: planFeaturesOf(plan.remotes) };
    }),
  );
}

/** A plan that can be bought from this partner: it exists, the partner sells it, and it has a price. */
export async function sellablePlan(orm: Orm, tag: string, partnerId: number) {
  const plan = await q.planByTag(orm, tag);
  // Another partner's own plan is not for sale here: as unknown as a plan that does not exist.
  if (!plan || (plan.partnerId !== null && plan.partnerId !== partnerId)) throw badRequest(PLAN_NOT_FOUND, { plan: [PLAN_NOT_FOUND] }, PLAN_NOT_FOUND);
  if (!plan.priceCode) throw badRequest(NO_PRICE_CODE, { plan: [NO_PRICE_CODE] }, NO_PRICE_CODE);
  return { ...plan, priceCode: plan.priceCode };
}

/** What a customer whose subscription has ended keeps: the account area, where it renews. */
const ENDED_REMOTES: readonly RemotePackage[] = [...ANONYMOUS_REMOTES, 'mf-account'];

/** The canonical order, so clients and caches see a stable list. */
const inOrder = (enabled: readonly RemotePackage[]): RemotePackage[] => REMOTE_PACKAGES.filter((pkg) => enabled.includes(pkg));

export interface Standing {
  remotes: RemotePackage[];
  /** A customer with a plan but no active, unexpired subscription to it. */
  subscriptionEnded: boolean;
}

/**
 * Remotes for a session: anonymous two, admins and partners all, customers their plan's while a
 * subscription to it is active and unexpired (the plan id alone is not enough).
 */
export async function standingOf(orm: Orm, user: AuthUser | null): Promise<Standing> {
  const reach = user ? reachOf(user) : ({ kind: 'none' } as const);
  if (reach.kind === 'customer' && user?.customer) return customerStanding(orm, user.customer.id, user.customer.planId);
  const enabled: readonly RemotePackage[] = reach.kind === 'admin' || reach.kind === 'partner' ? REMOTE_PACKAGES : ANONYMOUS_REMOTES;
  return { remotes: inOrder(enabled), subscriptionEnded: false };
}

/** A customer's remotes (its users' sessions, the links of its mails): its plan's while a subscription to it is active and unexpired. */
export async function customerStanding(orm: Orm, customerId: number, planId: number | null): Promise<Standing> {
  if (planId === null) return { remotes: inOrder(ANONYMOUS_REMOTES), subscriptionEnded: false };
  const remotes = await q.subscribedPlanRemotes(orm, customerId, planId);
  return { remotes: inOrder(remotes ? [...ANONYMOUS_REMOTES, ...remotes.filter(isRemotePackage)] : ENDED_REMOTES), subscriptionEnded: remotes === null };
}
