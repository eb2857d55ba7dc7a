import type { FeedbackResult, PublicCoupon } from '@erep/shared/schemas';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Db } from '../src/db/client';
import { isUniqueViolation } from '../src/db/errors';
import { advantages, contacts, coupons, customers, establishments } from '../src/db/schema';
import { issueCoupon } from '../src/modules/coupons/service';
import { createTestApp, usingPostgres, watchOverlap, withHeldCommits, type Overlap, type TestDb } from './helpers';

let app: FastifyInstance;
let db: Db;
let testDb: TestDb;
let lyonId: number;
let bistroId: number;
let counter = 0;
const uniqueEmail = () => `live${Date.now()}${(counter += 1)}@example.com`;

beforeAll(async () => {
  ({ app, db, testDb } = await createTestApp({ limits: { feedback: { max: 10_000, timeWindowMs: 60_000 } } }));
  const [lyon] = await db.orm.select({ id: establishments.id, customerId: establishments.customerId }).from(establishments).where(eq(establishments.tag, 'demo-bistro-lyon'));
  if (!lyon) throw new Error('seed: lyon missing');
  lyonId = lyon.id;
  bistroId = lyon.customerId;
});
afterAll(async () => {
  await app.close();
});

const enable = (email: string, advantage = 'adv-10-pourcent') =>
  app.inject({ method: 'POST', url: `/api/public/customers/demo-bistro/establishments/${lyonId}/advantages/${advantage}/enable`, payload: { email } });

async function couponsOf(email: string, advantage = 'adv-10-pourcent') {
  return db.orm
    .select({ code: coupons.code, validatedAt: coupons.validatedAt, retiredAt: coupons.retiredAt })
    .from(coupons)
    .innerJoin(contacts, eq(contacts.id, coupons.contactId))
    .innerJoin(advantages, eq(advantages.id, coupons.advantageId))
    .where(and(eq(contacts.email, email), eq(advantages.tag, advantage)));
}

async function offerAndContact(email: string) {
  const [offer] = await db.orm
    .select({ id: advantages.id, validityDays: advantages.validityDays, expiresAt: advantages.expiresAt })
    .from(advantages)
    .innerJoin(customers, eq(customers.id, advantages.customerId))
    .where(and(eq(advantages.tag, 'adv-cafe-offert'), eq(customers.id, bistroId)));
  const [contact] = await db.orm
    .insert(contacts)
    .values({ customerId: bistroId, establishmentId: lyonId, email, tag: `t${Date.now()}${(counter += 1)}`, language: 'fr' })
    .returning({ id: contacts.id });
  if (!offer || !contact) throw new Error('setup failed');
  return { offer, contactId: contact.id };
}

describe('one live coupon per offer and contact', () => {
  it('is a database rule: a second live coupon cannot be inserted', async () => {
    const { offer, contactId } = await offerAndContact(uniqueEmail());
    const row = { advantageId: offer.id, contactId, expiresAt: new Date(Date.now() + 86_400_000) };
    await db.orm.insert(coupons).values({ ...row, code: `LIVE${counter}A` });
    const second = await db.orm.insert(coupons).values({ ...row, code: `LIVE${counter}B` }).then(() => null, (error: unknown) => error);
    expect(isUniqueViolation(second)).toBe(true);
  });

  it('answers simultaneous enables for one email with one coupon', async () => {
    const email = uniqueEmail();
    // On PostgreSQL each transaction waits 300 ms before its COMMIT, and the open transactions are watched.
    const watch = testDb.url ? await watchOverlap(testDb, '%', { transactions: true }) : null;
    let overlap: Overlap | null = null;
    let results: Awaited<ReturnType<typeof enable>>[];
    try {
      results = await withHeldCommits(db, 300, () => Promise.all(Array.from({ length: 5 }, () => enable(email))));
    } finally {
      overlap = (await watch?.stop()) ?? null;
    }
    // The enables' transactions were open at the same instant.
    if (overlap) expect(overlap.most).toBeGreaterThanOrEqual(2);
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const codes = new Set(results.map((r) => (r.json() as { data: PublicCoupon }).data.code));
    expect(codes.size).toBe(1);
    expect(await couponsOf(email)).toHaveLength(1);
  });

  it('gives the feedback path the coupon the contact already holds', async () => {
    const email = uniqueEmail();
    const enabled = await enable(email, 'adv-cafe-offert');
    const { code } = (enabled.json() as { data: PublicCoupon }).data;
    const feedback = await app.inject({
      method: 'POST',
      url: `/api/public/feedback?customer=demo-bistro&establishment=${lyonId}`,
      payload: { rating: 5, firstname: 'Léa', acceptTerms: true, email, advantage: 'adv-cafe-offert' },
      headers: { cookie: `erep_vid=liveCouponVisitor${String(counter).padStart(8, '0')}` },
    });
    expect(feedback.statusCode).toBe(201);
    expect((feedback.json() as { data: FeedbackResult }).data.coupon?.code).toBe(code);
    expect(await couponsOf(email, 'adv-cafe-offert')).toHaveLength(1);
  });

  it('retires an expired unused coupon so that a new one can be issued, keeping the old one', async () => {
    const email = uniqueEmail();
    const first = (await enable(email)).json() as { data: PublicCoupon };
    await db.orm.update(coupons).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(coupons.code, first.data.code));
    const second = (await enable(email)).json() as { data: PublicCoupon };
    expect(second.data.code).not.toBe(first.data.code);
    const rows = await couponsOf(email);
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.code === first.data.code)?.retiredAt).not.toBeNull();
    expect(rows.find((r) => r.code === second.data.code)?.retiredAt).toBeNull();
  });

  // PGlite runs one transaction at a time: only PostgreSQL can show two issues overlapping.
  it.skipIf(!usingPostgres())('holds a concurrent issue until the first commits, then hands it the same coupon (PostgreSQL)', async () => {
    const other = await openPostgres({ connectionString: testDb.url ?? '', max: 2 });
    try {
      const { offer, contactId } = await offerAndContact(uniqueEmail());
      const now = new Date();
      let secondSettled = false;
      let second: Promise<{ code: string }> | null = null;
      const first = await db.orm.transaction(async (tx) => {
        const issued = await issueCoupon(tx, offer, { contactId }, now);
        // The first transaction is still open: the second must wait on the unique index.
        second = other.orm.transaction((tx2) => issueCoupon(tx2, offer, { contactId }, now));
        void second.finally(() => {
          secondSettled = true;
        });
        await new Promise((r) => setTimeout(r, 400));
        expect(secondSettled).toBe(false);
        return issued;
      });
      expect(second).not.toBeNull();
      expect((await (second as unknown as Promise<{ code: string }>)).code).toBe(first.code);
      const rows = await db.orm.select().from(coupons).where(and(eq(coupons.advantageId, offer.id), eq(coupons.contactId, contactId)));
      expect(rows).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});
