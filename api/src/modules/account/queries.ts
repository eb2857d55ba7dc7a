import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { customers, partners, passwordResetTokens, paymentEvents, plans, subscriptions, users } from '../../db/schema';

export async function partnerByCode(orm: Orm, code: string) {
  const [row] = await orm.select({ id: partners.id, language: partners.language }).from(partners).where(eq(partners.code, code)).limit(1);
  return row ?? null;
}

export async function emailTaken(orm: Orm, email: string): Promise<boolean> {
  const [row] = await orm.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return Boolean(row);
}

/** The customer and its first user, together or not at all. */
export async function insertCustomerWithUser(
  orm: Orm,
  customer: typeof customers.$inferInsert,
  user: Omit<typeof users.$inferInsert, 'customerId'>,
): Promise<{ customer: { id: number; tag: string }; user: { id: number; tokenVersion: number } }> {
  return orm.transaction(async (tx) => {
    const [created] = await tx.insert(customers).values(customer).returning({ id: customers.id, tag: customers.tag });
    if (!created) throw new Error('customer insert returned nothing');
    const [account] = await tx
      .insert(users)
      .values({ ...user, customerId: created.id })
      .returning({ id: users.id, tokenVersion: users.tokenVersion });
    if (!account) throw new Error('user insert returned nothing');
    return { customer: created, user: account };
  });
}

export async function pendingSubscription(orm: Orm, customerId: number, planId: number) {
  const [row] = await orm
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.customerId, customerId), eq(subscriptions.planId, planId), eq(subscriptions.status, 'pending')))
    .limit(1);
  return row ?? null;
}

export async function insertSubscription(orm: Orm, values: typeof subscriptions.$inferInsert) {
  const [row] = await orm.insert(subscriptions).values(values).returning();
  return row ?? null;
}

export async function subscriptionWithPlan(orm: Orm, id: number) {
  const [row] = await orm
    .select({ subscription: subscriptions, plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.id, id))
    .limit(1);
  return row ?? null;
}

/** One live link per user: asking again replaces the previous one. */
export async function replaceResetToken(orm: Orm, userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
  await orm.transaction(async (tx) => {
    await tx.delete(passwordResetTokens).where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });
  });
}

export async function liveResetToken(orm: Orm, tokenHash: string, now: Date) {
  const [row] = await orm
    .select({ id: passwordResetTokens.id, userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

/**
 * Uses the link and sets the password in one transaction; false when the link was used meanwhile
 * (the used_at condition leaves a single winner between two simultaneous uses).
 */
export async function consumeResetToken(orm: Orm, token: { id: number; userId: number }, passwordHash: string, now: Date): Promise<boolean> {
  return orm.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.id, token.id), isNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id });
    if (!used) return false;
    // New hash and a new token version: every session opened with the old password ends.
    await tx.update(users).set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` }).where(eq(users.id, token.userId));
    await tx.delete(passwordResetTokens).where(and(eq(passwordResetTokens.userId, token.userId), isNull(passwordResetTokens.usedAt)));
    return true;
  });
}

/**
 * Records a provider event once (by id) and, when it pays a subscription, activates the pending
 * subscription, its customer's plan and the customer's users, all in one transaction. False for an
 * event already handled.
 */
export async function recordPaymentEvent(
  orm: Orm,
  event: { id: string; type: string },
  paid: { subscriptionId: number; providerRef: string } | null,
): Promise<boolean> {
  return orm.transaction(async (tx) => {
    const [fresh] = await tx.insert(paymentEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning({ id: paymentEvents.id });
    if (!fresh) return false;
    if (!paid) return true;
    const [activated] = await tx
      .update(subscriptions)
      .set({ status: 'active', providerRef: paid.providerRef, updatedAt: new Date() })
      .where(and(eq(subscriptions.id, paid.subscriptionId), eq(subscriptions.status, 'pending')))
      .returning({ customerId: subscriptions.customerId, planId: subscriptions.planId });
    if (!activated) return true;
    await tx.update(customers).set({ planId: activated.planId }).where(eq(customers.id, activated.customerId));
    await tx.update(users).set({ isActive: true }).where(eq(users.customerId, activated.customerId));
    return true;
  });
}
