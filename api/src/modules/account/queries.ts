import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { auditLog, customers, partners, passwordResetTokens, paymentEvents, paymentResumeTokens, plans, subscriptions, users } from '../../db/schema';

export async function partnerByCode(orm: Orm, code: string) {
  const [row] = await orm.select({ id: partners.id, language: partners.language }).from(partners).where(eq(partners.code, code)).limit(1);
  return row ?? null;
}

export async function userIdByEmail(orm: Orm, email: string): Promise<number | null> {
  const [row] = await orm.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row?.id ?? null;
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
    // A chosen password also accepts a pending invitation.
    await tx.update(users).set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, invitationPending: false }).where(eq(users.id, token.userId));
    await tx.delete(passwordResetTokens).where(and(eq(passwordResetTokens.userId, token.userId), isNull(passwordResetTokens.usedAt)));
    return true;
  });
}

/** What Stripe says of the subscription a recurring Checkout created. */
export interface StripeLink {
  subscriptionId: string;
  customerId: string;
  status: string;
  cancelAtPeriodEnd: boolean;
  /** YYYY-MM-DD, the end of the period Stripe billed. */
  periodEnd: string | null;
}

/**
 * Records a provider event once (by id) and, in the same transaction, applies it; false for an event
 * already handled (Stripe delivers at least once), which is then left alone.
 */
export async function recordEventOnce(orm: Orm, event: { id: string; type: string }, apply: (tx: Orm) => Promise<void>): Promise<boolean> {
  return orm.transaction(async (tx) => {
    const [fresh] = await tx.insert(paymentEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning({ id: paymentEvents.id });
    if (!fresh) return false;
    await apply(tx);
    return true;
  });
}

export async function subscriptionByStripeId(orm: Orm, stripeSubscriptionId: string) {
  const [row] = await orm.select().from(subscriptions).where(eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId)).limit(1);
  return row ?? null;
}

export async function updateSubscription(orm: Orm, id: number, values: Partial<Pick<typeof subscriptions.$inferInsert, 'status' | 'expiredAt' | 'providerStatus' | 'cancelAtPeriodEnd'>>): Promise<void> {
  await orm.update(subscriptions).set({ ...values, updatedAt: new Date() }).where(eq(subscriptions.id, id));
}

/** The latest subscription paid through this Stripe customer. */
export async function subscriptionByStripeCustomer(orm: Orm, stripeCustomerId: string) {
  const [row] = await orm
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.stripeCustomerId, stripeCustomerId))
    .orderBy(desc(subscriptions.id))
    .limit(1);
  return row ?? null;
}

/** The customer's latest subscription with a Stripe customer: what the billing portal opens. */
export async function stripeCustomerOf(orm: Orm, customerId: number): Promise<string | null> {
  const [row] = await orm
    .select({ stripeCustomerId: subscriptions.stripeCustomerId })
    .from(subscriptions)
    .where(and(eq(subscriptions.customerId, customerId), isNotNull(subscriptions.stripeCustomerId)))
    .orderBy(desc(subscriptions.id))
    .limit(1);
  return row?.stripeCustomerId ?? null;
}

export async function writeBillingAudit(orm: Orm, entry: { customerId: number; action: string; subject: string; details: Record<string, unknown> }): Promise<void> {
  await orm.insert(auditLog).values({ ...entry, actorUserId: null, actorEmail: null });
}

/**
 * Records a provider event once (by id) and, when it pays a subscription, activates the pending
 * subscription, its customer's plan and the customer's users no owner switched off, all in one
 * transaction. `fresh` is false for an event already handled; `activated` says this event is the
 * one that paid the subscription.
 */
export async function recordPaymentEvent(
  orm: Orm,
  event: { id: string; type: string },
  paid: { subscriptionId: number; providerRef: string; stripe?: StripeLink | null } | null,
): Promise<{ fresh: boolean; activated: boolean }> {
  return orm.transaction(async (tx) => {
    const [fresh] = await tx.insert(paymentEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning({ id: paymentEvents.id });
    if (!fresh) return { fresh: false, activated: false };
    if (!paid) return { fresh: true, activated: false };
    const [activated] = await tx
      .update(subscriptions)
      .set({
        status: 'active',
        providerRef: paid.providerRef,
        updatedAt: new Date(),
        // A recurring Checkout: the period is the one Stripe bills, not our default.
        ...(paid.stripe
          ? {
              stripeSubscriptionId: paid.stripe.subscriptionId,
              stripeCustomerId: paid.stripe.customerId,
              providerStatus: paid.stripe.status,
              cancelAtPeriodEnd: paid.stripe.cancelAtPeriodEnd,
              ...(paid.stripe.periodEnd ? { expiredAt: paid.stripe.periodEnd } : {}),
            }
          : {}),
      })
      .where(and(eq(subscriptions.id, paid.subscriptionId), eq(subscriptions.status, 'pending')))
      .returning({ customerId: subscriptions.customerId, planId: subscriptions.planId });
    if (!activated) return { fresh: true, activated: false };
    await tx.update(customers).set({ planId: activated.planId }).where(eq(customers.id, activated.customerId));
    // What the payment is for: the account's first activation, never a user an owner switched off.
    await tx
      .update(users)
      .set({ isActive: true })
      .where(and(eq(users.customerId, activated.customerId), eq(users.isActive, false), isNull(users.deactivatedAt)));
    return { fresh: true, activated: true };
  });
}

/** What a payment receipt names: the plan and its price, the period, the brand and whose language to write in. */
export async function receiptFacts(orm: Orm, subscriptionId: number) {
  const [row] = await orm
    .select({
      email: subscriptions.email,
      createdAt: subscriptions.createdAt,
      expiredAt: subscriptions.expiredAt,
      planName: plans.name,
      amountCents: plans.amountCents,
      currency: plans.currency,
      billingPeriod: plans.billingPeriod,
      customerTag: customers.tag,
      customerLanguage: customers.language,
      brand: partners.brand,
      partnerLanguage: partners.language,
      payerLanguage: users.language,
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .innerJoin(customers, eq(customers.id, subscriptions.customerId))
    .innerJoin(partners, eq(partners.id, customers.partnerId))
    // The payer is the account's user with the subscription's address, when there is one.
    .leftJoin(users, and(eq(users.email, subscriptions.email), eq(users.customerId, subscriptions.customerId)))
    .where(eq(subscriptions.id, subscriptionId))
    .limit(1);
  return row ?? null;
}

/**
 * The owner of an account created and never paid: inactive, and its customer has no subscription
 * but pending ones (a user deactivated by an owner belongs to an account that paid).
 */
export async function awaitingFirstPayment(orm: Orm, userId: number) {
  const [row] = await orm
    .select({
      userId: users.id,
      email: users.email,
      tokenVersion: users.tokenVersion,
      customerId: customers.id,
      customerTag: customers.tag,
      planId: customers.planId,
      planAmountCents: plans.amountCents,
      language: sql<string | null>`coalesce(${customers.language}, ${users.language})`,
    })
    .from(users)
    .innerJoin(customers, eq(customers.id, users.customerId))
    .leftJoin(plans, eq(plans.id, customers.planId))
    .where(
      and(
        eq(users.id, userId),
        eq(users.isActive, false),
        eq(users.accountRole, 'owner'),
        sql`not exists (select 1 from ${subscriptions} s where s.customer_id = ${customers.id} and s.status <> 'pending')`,
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function latestPendingSubscription(orm: Orm, customerId: number) {
  const [row] = await orm
    .select({
      id: subscriptions.id,
      createdAt: subscriptions.createdAt,
      expiredAt: subscriptions.expiredAt,
      planTag: plans.tag,
      planName: plans.name,
      priceCode: plans.priceCode,
      amountCents: plans.amountCents,
      currency: plans.currency,
      billingPeriod: plans.billingPeriod,
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(subscriptions.customerId, customerId), eq(subscriptions.status, 'pending')))
    .orderBy(desc(subscriptions.id))
    .limit(1);
  return row ?? null;
}

/** One live resume link per user: a new mail replaces the previous link. */
export async function replaceResumeToken(orm: Orm, userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
  await orm.transaction(async (tx) => {
    await tx.delete(paymentResumeTokens).where(and(eq(paymentResumeTokens.userId, userId), isNull(paymentResumeTokens.usedAt)));
    await tx.insert(paymentResumeTokens).values({ userId, tokenHash, expiresAt });
  });
}

/** Marks a live link used and returns its user; null when unknown, expired or used (one winner between two uses). */
export async function consumeResumeToken(orm: Orm, tokenHash: string, now: Date): Promise<number | null> {
  const [row] = await orm
    .update(paymentResumeTokens)
    .set({ usedAt: now })
    .where(and(eq(paymentResumeTokens.tokenHash, tokenHash), isNull(paymentResumeTokens.usedAt), gt(paymentResumeTokens.expiresAt, now)))
    .returning({ userId: paymentResumeTokens.userId });
  return row?.userId ?? null;
}

/** The invited user a live link belongs to and the business they join; null when none is pending. */
export async function pendingInvitation(orm: Orm, userId: number) {
  const [row] = await orm
    .select({ email: users.email, firstName: users.firstName, business: customers.name })
    .from(users)
    .innerJoin(customers, eq(customers.id, users.customerId))
    .where(and(eq(users.id, userId), eq(users.invitationPending, true)))
    .limit(1);
  return row ?? null;
}
