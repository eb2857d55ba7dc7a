import { asc, eq } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { plans } from '../../db/schema';

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

export async function planRemotes(orm: Orm, planId: number): Promise<string[]> {
  const [plan] = await orm.select({ remotes: plans.remotes }).from(plans).where(eq(plans.id, planId)).limit(1);
  return plan?.remotes ?? [];
}
