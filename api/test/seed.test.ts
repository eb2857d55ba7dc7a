import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { advantages, coupons, customers, establishments, partners, plans, reviews, users } from '../src/db/schema';
import { couponState } from '../src/modules/coupons/service';
import { createRng } from '../src/seed/prng';
import { createTestDb } from './helpers';

let db: Db;

beforeAll(async () => {
  ({ db } = await createTestDb());
});
afterAll(async () => {
  await db.close();
});

describe('demo seed', () => {
  it('has the partners, plans, customers and users', async () => {
    expect((await db.orm.select({ code: partners.code }).from(partners).orderBy(partners.id)).map((p) => p.code)).toEqual(['demo', 'nordic']);
    expect((await db.orm.select({ tag: plans.tag }).from(plans).orderBy(plans.id)).map((p) => p.tag)).toEqual(['lead-gen', 'all-inclusive', 'legacy']);
    const tags = (await db.orm.select({ tag: customers.tag }).from(customers)).map((c) => c.tag);
    expect(tags).toEqual(expect.arrayContaining(['demo-bistro', 'demo-bakery']));
    const emails = (await db.orm.select({ email: users.email }).from(users)).map((u) => u.email);
    expect(emails).toEqual(expect.arrayContaining(['admin@demo.test', 'partner@demo.test', 'customer@demo.test', 'bakery@demo.test', 'inactive@demo.test', 'norole@demo.test']));
    // One hash computed once and shared.
    const hashes = new Set((await db.orm.select({ h: users.passwordHash }).from(users)).map((u) => u.h));
    expect(hashes.size).toBe(1);
  });

  it('has two establishments for the bistro and one for the bakery', async () => {
    const rows = await db.orm
      .select({ tag: customers.tag, n: count() })
      .from(establishments)
      .innerJoin(customers, eq(customers.id, establishments.customerId))
      .groupBy(customers.tag);
    expect(Object.fromEntries(rows.map((r) => [r.tag, r.n]))).toMatchObject({ 'demo-bistro': 2, 'demo-bakery': 1 });
  });

  it('has at least 2,000 reviews over the last 12 months in fr, en and sp', async () => {
    const [total] = await db.orm.select({ n: count() }).from(reviews);
    expect(total?.n).toBeGreaterThanOrEqual(2000);
    const byLanguage = await db.orm.select({ language: reviews.language, n: count() }).from(reviews).groupBy(reviews.language);
    const languages = Object.fromEntries(byLanguage.map((r) => [r.language, r.n]));
    for (const lang of ['fr', 'en', 'sp']) expect(languages[lang], lang).toBeGreaterThan(100);
    const [span] = await db.orm
      .select({ oldest: sql<string>`min(${reviews.createdAt})::text`, newest: sql<string>`max(${reviews.createdAt})::text`, months: sql<number>`count(distinct date_trunc('month', ${reviews.createdAt}))::int` })
      .from(reviews);
    expect(span?.months).toBeGreaterThanOrEqual(12);
    const [flags] = await db.orm
      .select({
        internal: sql<number>`count(*) filter (where ${reviews.isInternal})::int`,
        advantage: sql<number>`count(*) filter (where ${reviews.withAdvantage})::int`,
        ratings: sql<number>`count(distinct ${reviews.rating})::int`,
      })
      .from(reviews);
    expect(flags?.internal).toBeGreaterThan(0);
    expect(flags?.advantage).toBeGreaterThan(0);
    expect(flags?.ratings).toBe(5);
  });

  it('has coupons in every state', async () => {
    const rows = await db.orm
      .select({ coupon: coupons, advantage: advantages })
      .from(coupons)
      .innerJoin(advantages, eq(advantages.id, coupons.advantageId));
    const states = new Set(rows.map(({ coupon, advantage }) => couponState({ ...coupon, advantage })));
    expect([...states].sort()).toEqual(['active', 'expired', 'sold_out', 'validated']);
  });

  it('rejects a second form review by the same visitor on the same day', async () => {
    const [review] = await db.orm
      .select()
      .from(reviews)
      .where(sql`${reviews.source} = 'internal_form' and ${reviews.visitorKey} is not null`)
      .limit(1);
    if (!review) throw new Error('no form review seeded');
    const { id: _id, ...copy } = review;
    await expect(db.orm.insert(reviews).values(copy)).rejects.toThrow();
  });
});

describe('seeded PRNG', () => {
  it('is deterministic', () => {
    const a = createRng(42);
    const b = createRng(42);
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(createRng(43).next()).not.toBe(seqA[0]);
  });
});
