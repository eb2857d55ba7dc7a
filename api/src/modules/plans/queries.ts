import { and, asc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { plans, subscriptions } from '../../db/schema';

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
