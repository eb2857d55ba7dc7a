import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { advantages, customers, establishments, partners, plans, publicForms, subscriptions, supportRequests, users, userSettings } from '../../db/schema';

export async function userProfile(orm: Orm, userId: number) {
  const [row] = await orm
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email, language: users.language, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export async function emailUsedByAnother(orm: Orm, email: string, userId: number): Promise<boolean> {
  const [row] = await orm.select({ id: users.id }).from(users).where(and(eq(users.email, email), ne(users.id, userId))).limit(1);
  return Boolean(row);
}

/** Answers the user's token version, moved on when `endSessions` (older tokens then fail). */
export async function updateUser(orm: Orm, userId: number, values: Partial<typeof users.$inferInsert>, endSessions = false): Promise<number> {
  const [row] = await orm
    .update(users)
    .set(endSessions ? { ...values, tokenVersion: sql`${users.tokenVersion} + 1` } : values)
    .where(eq(users.id, userId))
    .returning({ tokenVersion: users.tokenVersion });
  if (!row) throw new Error(`user ${userId} vanished during a profile change`);
  return row.tokenVersion;
}

/** New hash and the next token version, in one update; answers that version. */
export async function replacePassword(orm: Orm, userId: number, passwordHash: string): Promise<number> {
  const [row] = await orm
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ tokenVersion: users.tokenVersion });
  if (!row) throw new Error(`user ${userId} vanished during a password change`);
  return row.tokenVersion;
}

export async function settingsOf(orm: Orm, userId: number) {
  const [row] = await orm.select().from(userSettings).where(eq(userSettings.userId, userId)).limit(1);
  return row ?? null;
}

export async function saveSettings(orm: Orm, values: typeof userSettings.$inferInsert): Promise<void> {
  const { userId: _id, ...changes } = values;
  await orm
    .insert(userSettings)
    .values(values)
    .onConflictDoUpdate({ target: userSettings.userId, set: { ...changes, updatedAt: new Date() } });
}

export async function updateCustomer(orm: Orm, customerId: number, values: Partial<typeof customers.$inferInsert>) {
  const [row] = await orm.update(customers).set(values).where(eq(customers.id, customerId)).returning();
  return row ?? null;
}

export async function subscriptionsOf(orm: Orm, customerId: number) {
  return orm
    .select({
      subscription: subscriptions,
      plan: { tag: plans.tag, name: plans.name, priceCode: plans.priceCode, amountCents: plans.amountCents, currency: plans.currency, billingPeriod: plans.billingPeriod },
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.customerId, customerId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
}

export async function firstEstablishment(orm: Orm, customerId: number) {
  const [row] = await orm
    .select({
      id: establishments.id,
      tag: establishments.tag,
      name: establishments.name,
      address: establishments.address,
      zip: establishments.zip,
      city: establishments.city,
      country: establishments.country,
      phone: establishments.phone,
      sellerCodeSet: sql<boolean>`${establishments.sellerCodeHash} is not null`,
    })
    .from(establishments)
    .where(eq(establishments.customerId, customerId))
    .orderBy(asc(establishments.id))
    .limit(1);
  return row ?? null;
}

export async function insertEstablishment(orm: Orm, values: typeof establishments.$inferInsert) {
  const [row] = await orm.insert(establishments).values(values).returning({ id: establishments.id, tag: establishments.tag, name: establishments.name });
  if (!row) throw new Error('establishment insert returned nothing');
  return row;
}

export async function publicFormOf(orm: Orm, customerId: number) {
  const [row] = await orm.select().from(publicForms).where(eq(publicForms.customerId, customerId)).limit(1);
  return row ?? null;
}

export async function savePublicForm(orm: Orm, customerId: number, form: { fields: string[]; advantageTag: string | null }, theme: { backColor: string; fontColor: string; titleColor: string }) {
  await orm.transaction(async (tx) => {
    await tx
      .insert(publicForms)
      .values({ customerId, ...form })
      .onConflictDoUpdate({ target: publicForms.customerId, set: { ...form, savedAt: new Date() } });
    await tx.update(customers).set(theme).where(eq(customers.id, customerId));
  });
}

export async function markOnboardingDone(orm: Orm, customerId: number): Promise<boolean> {
  const rows = await orm.update(publicForms).set({ onboardingDoneAt: new Date() }).where(eq(publicForms.customerId, customerId)).returning({ id: publicForms.customerId });
  return rows.length > 0;
}

export async function activeAdvantages(orm: Orm, customerId: number) {
  return orm
    .select({ tag: advantages.tag, title: advantages.title })
    .from(advantages)
    .where(and(eq(advantages.customerId, customerId), eq(advantages.active, true)))
    .orderBy(asc(advantages.title));
}

export async function insertSupportRequest(orm: Orm, values: typeof supportRequests.$inferInsert): Promise<number> {
  const [row] = await orm.insert(supportRequests).values(values).returning({ id: supportRequests.id });
  if (!row) throw new Error('support request insert returned nothing');
  return row.id;
}

/** Where a partner's support requests go: its partner users. */
export async function partnerUserEmails(orm: Orm, partnerId: number): Promise<string[]> {
  const rows = await orm.select({ email: users.email }).from(users).where(and(eq(users.partnerId, partnerId), eq(users.isActive, true)));
  return rows.map((r) => r.email);
}

export async function partnerColors(orm: Orm, partnerId: number) {
  const [row] = await orm
    .select({ backColor: partners.backColor, fontColor: partners.fontColor, titleColor: partners.titleColor })
    .from(partners)
    .where(eq(partners.id, partnerId))
    .limit(1);
  return row ?? null;
}

/** Onboarding edits: the tag (in QR codes already) never changes. */
export async function updateEstablishment(orm: Orm, id: number, values: Partial<typeof establishments.$inferInsert>): Promise<void> {
  await orm.update(establishments).set({ ...values, updatedAt: new Date() }).where(eq(establishments.id, id));
}

export async function customerColors(orm: Orm, customerId: number) {
  const [row] = await orm
    .select({ backColor: customers.backColor, fontColor: customers.fontColor, titleColor: customers.titleColor })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  return row ?? null;
}
