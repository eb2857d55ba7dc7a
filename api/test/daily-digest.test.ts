import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type AppConfig } from '../src/app';
import { openPostgres, type Db } from '../src/db/client';
import { establishments, mailOutbox, reviews, users, userSettings } from '../src/db/schema';
import { scheduleDigests } from '../src/modules/jobs/alerts';
import { createTestDb, TEST_JWT_SECRET, watchJobClaims, type Overlap, type TestDb } from './helpers';

const OWNER = 'customer@demo.test';
/** Manager of Lyon Centre only, English. */
const MANAGER = 'manager@demo.test';
const BAKERY = 'bakery@demo.test';
const DAY = 86_400_000;

let testDb: TestDb;
let second: Db;
let a: FastifyInstance;
let b: FastifyInstance;
let started: Date;
/** PostgreSQL: the workers' claims of jobs, held and watched (until the digest test). */
let claims: { stop(): Promise<Overlap> } | null = null;
const yesterday = new Date(Date.now() - DAY).toISOString().slice(0, 10);

const digests = async (email: string) =>
  testDb.db.orm
    .select({ subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), sql`${mailOutbox.createdAt} >= ${started.toISOString()}::timestamptz`, sql`(${mailOutbox.subject} like '%résumé%' or ${mailOutbox.subject} like '%digest%' or ${mailOutbox.subject} like '%resumen%')`));

beforeAll(async () => {
  testDb = await createTestDb();
  const orm = testDb.db.orm;
  // The owner and the manager ask for the digest; the bakery's user keeps the default (off).
  const chosen = await orm.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, [OWNER, MANAGER, BAKERY]));
  const idOf = (email: string) => chosen.find((u) => u.email === email)?.id ?? 0;
  await orm.delete(userSettings).where(inArray(userSettings.userId, chosen.map((u) => u.id)));
  // Yesterday's reviews, known here: two at Lyon Centre (one negative) and one at Croix-Rousse, after what the seed put on that day.
  const places = await orm.select({ id: establishments.id, tag: establishments.tag }).from(establishments);
  const lyon = places.find((p) => p.tag === 'demo-bistro-lyon')?.id ?? 0;
  const croix = places.find((p) => p.tag === 'demo-bistro-croix-rousse')?.id ?? 0;
  await orm.delete(reviews).where(and(inArray(reviews.establishmentId, [lyon, croix]), sql`${reviews.visitDay} = ${yesterday}::date`));
  await orm.insert(reviews).values([
    { establishmentId: lyon, source: 'internal_form', rating: 1, comment: 'Digest: froid et lent.', language: 'fr', visitDay: yesterday },
    { establishmentId: lyon, source: 'Google', rating: 5, comment: 'Digest: parfait.', language: 'fr', visitDay: yesterday, answeredAt: new Date() },
    { establishmentId: croix, source: 'Google', rating: 4, comment: 'Digest: bien.', language: 'fr', visitDay: yesterday },
  ]);

  second = testDb.url ? await openPostgres({ connectionString: testDb.url, max: 4 }) : testDb.db;
  if (testDb.url) {
    // The other worker polls every 40 ms while a claim that took a job is held.
    claims = await watchJobClaims(testDb);
  }
  // Both instances schedule digests on every poll: the per-user, per-day key must keep it to one mail.
  const config = (db: Db): AppConfig => ({
    db,
    jwtSecret: TEST_JWT_SECRET,
    staticRoot: null,
    demo: true,
    closeDbOnClose: false,
    jobWorker: { intervalMs: 40, digestEveryMs: 30 },
  });
  started = new Date(Date.now() - 1000);
  a = await buildApp(config(testDb.db));
  b = await buildApp(config(second));
  await Promise.all([a.ready(), b.ready()]);
  // Asked for once both workers run, so that both schedule the digests and race for them.
  await orm.insert(userSettings).values([
    { userId: idOf(OWNER), dailyDigest: true },
    { userId: idOf(MANAGER), dailyDigest: true },
  ]);
});

afterAll(async () => {
  await claims?.stop();
  await Promise.all([a?.close(), b?.close()]);
  if (second && second !== testDb.db) await second.close();
  await testDb?.db.close();
});

describe('alerts within a manager\'s establishments', () => {
  it("alerts the manager of Lyon Centre for its negative review, not for Croix-Rousse's", async () => {
    const places = await testDb.db.orm.select({ id: establishments.id, tag: establishments.tag }).from(establishments);
    const post = async (tag: string, comment: string, email: string) => {
      const id = places.find((p) => p.tag === tag)?.id ?? 0;
      const res = await a.inject({ method: 'POST', url: `/api/public/feedback?customer=demo-bistro&establishment=${id}`, payload: { rating: 1, firstname: 'Léa', email, comment, acceptTerms: true } });
      expect(res.statusCode).toBe(201);
    };
    await post('demo-bistro-croix-rousse', 'Alerte Croix-Rousse : assiette froide.', 'lea.croix@example.com');
    await post('demo-bistro-lyon', 'Alerte Lyon : attente interminable.', 'lea.lyon@example.com');
    const alerts = async (email: string) =>
      (await testDb.db.orm.select({ text: mailOutbox.text }).from(mailOutbox).where(and(eq(mailOutbox.to, email), like(mailOutbox.text, '%Alerte %')))).map((m) => m.text);
    await expect.poll(async () => (await alerts(OWNER)).length, { timeout: 20_000 }).toBe(2);
    await Promise.all([a.jobWorker?.drain(), b.jobWorker?.drain()]);
    const manager = await alerts(MANAGER);
    expect(manager).toHaveLength(1);
    expect(manager[0]).toContain('Alerte Lyon');
  });
});

describe('daily digest of reviews', () => {
  it('sends one digest a day to each subscribed user, in their language, with their establishments only', async () => {
    await expect.poll(async () => (await digests(OWNER)).length + (await digests(MANAGER)).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    // Every digest job of the day done for good; then each worker schedules the digests again and
    // polls: a second job or a second send of one would be in the outbox by then.
    const digestJobs = async () => {
      const result = (await testDb.db.orm.execute(
        sql`select count(*)::int as n, count(done_at)::int as done from jobs where kind = 'daily_digest' and dedupe_key like ${`daily_digest:%:${yesterday}`}`,
      )) as unknown as { rows: { n: number; done: number }[] };
      return result.rows[0] ?? { n: 0, done: 0 };
    };
    await expect.poll(async () => {
      const { n, done } = await digestJobs();
      return n >= 2 && done === n;
    }, { timeout: 20_000 }).toBe(true);
    await Promise.all([a.jobWorker?.drain({ scheduleDigests: true }), b.jobWorker?.drain({ scheduleDigests: true })]);
    if (claims) {
      const overlap = await claims.stop();
      claims = null;
      // Each claim that held a job (the digests among them) was met by the other worker: its claims, or its
      // scheduling of the same digest waiting on the claim.
      expect(overlap.duringHeld.length).toBeGreaterThanOrEqual(2);
      expect(Math.min(...overlap.duringHeld)).toBeGreaterThan(0);
    }

    const owner = await digests(OWNER);
    expect(owner).toHaveLength(1);
    expect(owner[0]?.subject).toBe(`Votre résumé des avis du ${yesterday}`);
    expect(owner[0]?.text).toContain(`Les avis reçus le ${yesterday} :`);
    expect(owner[0]?.text).toContain('Le Petit Bistro – Lyon Centre : 2 avis, note moyenne 3.00, 1 négatif(s), 1 sans réponse');
    expect(owner[0]?.text).toContain('Le Petit Bistro – Croix-Rousse : 1 avis, note moyenne 4.00, 0 négatif(s), 1 sans réponse');
    expect(owner[0]?.text).toMatch(/\/customer\/demo-bistro\/account\/personal_details\/setting/);

    // The manager reads English and hears only of Lyon Centre.
    const manager = await digests(MANAGER);
    expect(manager).toHaveLength(1);
    expect(manager[0]?.subject).toBe(`Your review digest for ${yesterday}`);
    expect(manager[0]?.text).toContain('Le Petit Bistro – Lyon Centre: 2 review(s), average 3.00, 1 negative, 1 unanswered');
    expect(manager[0]?.text).not.toContain('Croix-Rousse');

    // No choice made: no digest.
    expect(await digests(BAKERY)).toHaveLength(0);
  });

  it('schedules nothing more the same day, the next digest the next day, and none once the user opts out', async () => {
    const orm = testDb.db.orm;
    const queued = async () => (await orm.execute(sql`select count(*)::int as n from jobs where kind = 'daily_digest'`)) as unknown as { rows: { n: number }[] };
    const before = (await queued()).rows[0]?.n ?? 0;
    await scheduleDigests(orm, new Date());
    expect((await queued()).rows[0]?.n).toBe(before);

    // The manager opts out before tomorrow's run; the owner keeps it.
    const [manager] = await orm.select({ id: users.id }).from(users).where(eq(users.email, MANAGER));
    await orm.update(userSettings).set({ dailyDigest: false }).where(eq(userSettings.userId, manager?.id ?? 0));
    const tomorrow = new Date(Date.now() + DAY);
    await scheduleDigests(orm, tomorrow);
    await Promise.all([a.jobWorker?.drain(), b.jobWorker?.drain()]);
    const today = tomorrow.getTime() - DAY;
    const day = new Date(today).toISOString().slice(0, 10);
    const owner = await digests(OWNER);
    expect(owner.map((m) => m.subject).sort()).toEqual([`Votre résumé des avis du ${day}`, `Votre résumé des avis du ${yesterday}`].sort());
    expect(await digests(MANAGER)).toHaveLength(1);
    expect(await orm.select({ id: mailOutbox.id }).from(mailOutbox).where(like(mailOutbox.subject, `%${day}%`))).toHaveLength(1);
  });
});
