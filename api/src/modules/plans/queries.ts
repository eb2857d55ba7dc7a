import { and, asc, eq, gte, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { partners, plans, subscriptions } from '../../db/schema';

export const listPlans = (orm: Orm) =>
  orm
    .select({
      id: plans.id,
      tag: plans.tag,
      name: plans.name,
      price_code: plans.priceCode,
      amountCents: plans.amountCents,
      currency: plans.currency,
      billingPeriod: plans.billingPeriod,
    })
    .from(plans)
    .orderBy(asc(plans.id));

/** Plans a partner sells that can be bought (with a price code): its own and those every partner sells. */
export const listPartnerPlans = (orm: Orm, partnerId: number) =>
  orm
    .select({
      tag: plans.tag,
      name: plans.name,
      priceCode: plans.priceCode,
      amountCents: plans.amountCents,
      currency: plans.currency,
      billingPeriod: plans.billingPeriod,
      remotes: plans.remotes,
    })
    .from(plans)
    .where(and(isNotNull(plans.priceCode), or(isNull(plans.partnerId), eq(plans.partnerId, partnerId))))
    .orderBy(asc(plans.id));

export async function partnerIdByCode(orm: Orm, code: string): Promise<number | null> {
  const [row] = await orm.select({ id: partners.id }).from(partners).where(eq(partners.code, code)).limit(1);
  return row?.id ?? null;
}

export async function planByTag(orm: Orm, tag: string) {
  const [plan] = await orm.select().from(plans).where(eq(plans.tag, tag)).limit(1);
  return plan ?? null;
}

/**
 * The remotes of the customer's plan when a subscription to that plan is active and not past its
 * end date; null when there is none (expired, cancelled, never paid).
 */
export async function subscribedPlanRemotes(orm: Orm, customerId: number, planId: number): Promise<string[] | null> {
  const [row] = await orm
    .select({ remotes: plans.remotes })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(
      and(
        eq(subscriptions.customerId, customerId),
        eq(subscriptions.planId, planId),
        eq(subscriptions.status, 'active'),
        or(isNull(subscriptions.expiredAt), gte(subscriptions.expiredAt, sql`current_date`)),
      ),
    )
    .limit(1);
  return row ? row.remotes : null;
}
