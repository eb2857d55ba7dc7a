import { readdir, readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AnalysisPreviewResult } from '@erep/shared/schemas';
import { and, eq, isNotNull, sql, TransactionRollbackError } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import type { Db } from '../src/db/client';
import { establishments, reviewAnalysis, reviews } from '../src/db/schema';
import { createAnalysisSink } from '../src/modules/analysis/adapter';
import { analysisOf } from '../src/modules/analysis/queries';
import { ANALYSER_VERSION, reanalyseReviews } from '../src/modules/analysis/service';
import { DEMO_USERS } from '../src/seed/index';
import { bearer, createTestApp, TEST_JWT_SECRET, tokenFor } from './helpers';

/** A fake external analysis service: records what it receives, answers with the status given. */
interface FakeService {
  url: string;
  received: unknown[];
  status: number;
  close(): Promise<void>;
}
async function fakeService(): Promise<FakeService> {
  const received: unknown[] = [];
  const fake = { received, status: 200 } as FakeService;
  const readBody = async (req: IncomingMessage) => {
    let body = '';
    for await (const chunk of req) body += String(chunk);
    return body;
  };
  const server: Server = createServer((req, res) => {
    void readBody(req).then((body) => {
      received.push(JSON.parse(body));
      res.statusCode = fake.status;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/analyse`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}

let app: FastifyInstance;
let db: Db;
let external: FakeService;
let lyonId: number;

beforeAll(async () => {
  external = await fakeService();
  ({ app, db } = await createTestApp({ analysisUrl: external.url, limits: { feedback: { max: 1000, timeWindowMs: 60_000 } } }));
  const [lyon] = await db.orm.select({ id: establishments.id }).from(establishments).where(eq(establishments.tag, 'demo-bistro-lyon'));
  if (!lyon) throw new Error('seed: lyon missing');
  lyonId = lyon.id;
});
afterAll(async () => {
  await app.close();
  await external.close();
});

const preview = (payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/analysis/preview', payload: payload as Record<string, unknown>, headers });

describe('POST /api/analysis/preview', () => {
  it('is for active back-office users only', async () => {
    expect((await preview({ text: 'Très bon' })).statusCode).toBe(401);
    const noRole = await tokenFor(app, DEMO_USERS.norole);
    expect((await preview({ text: 'Très bon' }, bearer(noRole))).statusCode).toBe(403);
    expect((await preview({ text: 'Très bon' }, bearer(await tokenFor(app, DEMO_USERS.inactive)))).statusCode).toBe(403);
    for (const user of [DEMO_USERS.customer, DEMO_USERS.partner, DEMO_USERS.admin]) {
      expect((await preview({ text: 'Très bon' }, bearer(await tokenFor(app, user)))).statusCode).toBe(200);
    }
  });

  it('is refused to a plan without reputation monitoring, as its other routes are', async () => {
    // demo-bakery is on Lead-Gen.
    const bakery = bearer(await tokenFor(app, DEMO_USERS.bakery));
    const refused = await preview({ text: 'Très bon' }, bakery);
    expect(refused.statusCode).toBe(403);
    const reputation = await app.inject({ method: 'GET', url: '/api/erep/customers', headers: bakery });
    expect(reputation.statusCode).toBe(403);
    expect(refused.json()).toEqual(reputation.json());
  });

  it('answers language, sentiment, score and topics in each language', async () => {
    const token = await tokenFor(app, DEMO_USERS.customer);
    const cases: [string, Partial<AnalysisPreviewResult>, Record<string, string>][] = [
      ['La cuisine était bonne mais le service très lent.', { language: 'fr', sentiment: 'negative' }, { product: 'positive', service: 'negative' }],
      ['Lovely staff and great coffee, not expensive at all.', { language: 'en', sentiment: 'positive' }, { staff: 'positive', product: 'positive', price: 'positive' }],
      ['El local no estaba limpio y la música demasiado alta.', { language: 'sp', sentiment: 'negative' }, { cleanliness: 'negative', atmosphere: 'negative' }],
    ];
    for (const [text, expected, topics] of cases) {
      const res = await preview({ text }, bearer(token));
      expect(res.statusCode).toBe(200);
      const body = res.json() as AnalysisPreviewResult;
      expect(body).toMatchObject(expected);
      expect(body.score).toBeGreaterThanOrEqual(-1);
      expect(body.score).toBeLessThanOrEqual(1);
      expect(Object.fromEntries(body.topics.map((t) => [t.topic, t.sentiment]))).toEqual(topics);
      for (const topic of body.topics) for (const [start, end] of topic.spans) expect(text.slice(start, end).length).toBe(end - start);
    }
  });

  it('refuses an empty, missing or too long text with a reason', async () => {
    const token = bearer(await tokenFor(app, DEMO_USERS.customer));
    const empty = await preview({ text: '   ' }, token);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ errors: { text: ['required'] } });
    expect((await preview({}, token)).statusCode).toBe(400);
    const long = await preview({ text: 'bon '.repeat(2000) }, token);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ errors: { text: ['too_long'] } });
  });
});

describe('analysis of stored reviews', () => {
  it('has analysed every seeded review with a comment', async () => {
    const [missing] = await db.orm
      .select({ n: sql<number>`count(*)::int` })
      .from(reviews)
      .leftJoin(reviewAnalysis, eq(reviewAnalysis.reviewId, reviews.id))
      .where(and(isNotNull(reviews.comment), sql`${reviewAnalysis.reviewId} is null`));
    expect(missing?.n).toBe(0);
    // Every rated review's sentiment is its stars' verdict (unless a user corrected it).
    const [astray] = await db.orm
      .select({ n: sql<number>`count(*)::int` })
      .from(reviews)
      .innerJoin(reviewAnalysis, eq(reviewAnalysis.reviewId, reviews.id))
      .where(sql`${reviewAnalysis.sentiment} <> case when ${reviews.rating} <= 2 then 'negative' when ${reviews.rating} = 3 then 'neutral' else 'positive' end`);
    expect(astray?.n).toBe(0);
  });

  it('stores the analysis of a posted feedback and sends it to the external service', async () => {
    const comment = 'Serveur adorable, mais les frites étaient froides et trop salées.';
    const res = await app.inject({
      method: 'POST',
      url: `/api/public/feedback?customer=demo-bistro&establishment=${lyonId}`,
      payload: { rating: 3, firstname: 'Léa', acceptTerms: true, comment },
      headers: { cookie: 'erep_vid=analysisVisitor000000001' },
    });
    expect(res.statusCode).toBe(201);
    const reviewId = Number((res.json() as { data: { share: string } }).data.share);
    const stored = await analysisOf(db.orm, reviewId);
    // Three stars are the reviewer's verdict (neutral); the text's own verdict is kept beside it.
    expect(stored).toMatchObject({ language: 'fr', sentiment: 'neutral', textSentiment: 'negative', starsDisagree: false, analyserVersion: ANALYSER_VERSION });
    const topics = Object.fromEntries((stored?.topics ?? []).map((t) => [t.topic, t.sentiment]));
    expect(topics).toMatchObject({ staff: 'positive', product: 'negative' });
    const frites = stored?.topics.find((t) => t.topic === 'product')?.spans.map(([s, e]) => comment.slice(s, e));
    expect(frites).toContain('frites');

    // Sent after the answer, without delaying it.
    await vi.waitFor(() =>
      expect(external.received).toContainEqual(
        expect.objectContaining({ review_id: reviewId, comment, analysis: expect.objectContaining({ sentiment: 'negative', analyser_version: ANALYSER_VERSION }) }),
      ),
    );
  });

  it("takes a rated review's sentiment from its stars, and flags a text that clearly says otherwise, filterable", async () => {
    const post = async (rating: number, comment: string, visitor: string) => {
      const res = await app.inject({
        method: 'POST',
        url: `/api/public/feedback?customer=demo-bistro&establishment=${lyonId}`,
        payload: { rating, firstname: 'Eve', acceptTerms: true, comment },
        headers: { cookie: `erep_vid=analysisVerdict${visitor}` },
      });
      expect(res.statusCode).toBe(201);
      return Number((res.json() as { data: { share: string } }).data.share);
    };
    const praisedLow = await post(1, 'Absolutely wonderful dinner, delicious food and the kindest staff, thank you so much!', '00000001');
    const slammedHigh = await post(5, 'Disgusting food, filthy toilets and a rude waiter. Horrible, never again.', '00000002');
    const mixedHigh = await post(4, 'Good pizza, the wait was a bit long.', '00000003');
    const negativeLow = await post(2, 'Cold fries and a rude waiter.', '00000004');
    const expected = {
      [praisedLow]: { sentiment: 'negative', textSentiment: 'positive', starsDisagree: true },
      [slammedHigh]: { sentiment: 'positive', textSentiment: 'negative', starsDisagree: true },
      [mixedHigh]: { sentiment: 'positive', starsDisagree: false },
      [negativeLow]: { sentiment: 'negative', textSentiment: 'negative', starsDisagree: false },
    };
    for (const [id, verdict] of Object.entries(expected)) expect(await analysisOf(db.orm, Number(id))).toMatchObject(verdict);

    const token = bearer(await tokenFor(app, DEMO_USERS.customer));
    const search = async (query: string) => {
      const res = await app.inject({ url: `/api/customer/demo-bistro/reputation/reviews/search?period=global&per_page=100&${query}`, headers: token });
      expect(res.statusCode).toBe(200);
      return (res.json() as { data: { id: number; rating: number; sentiment: string; stars_disagree: boolean }[] }).data;
    };
    const flagged = await search('stars_disagree=true');
    expect(flagged.map((h) => h.id)).toEqual(expect.arrayContaining([praisedLow, slammedHigh]));
    expect(flagged.every((h) => h.stars_disagree)).toBe(true);
    const others = (await search('stars_disagree=false&q=pizza')).map((h) => h.id);
    expect(others).toContain(mixedHigh);
    expect(others).not.toContain(slammedHigh);
    // The sentiment filter counts the stars' verdict: the 5-star complaint is positive there.
    expect((await search('sentiment=positive&stars_disagree=true')).map((h) => h.id)).toContain(slammedHigh);
    // A review without a comment has no analysis: its stars are its sentiment, shown and filtered on.
    const silent = await search('sentiment=negative&with_comment=false');
    expect(silent.length).toBeGreaterThan(0);
    expect(silent.every((h) => h.sentiment === 'negative' && h.rating <= 2)).toBe(true);
    const bad = await app.inject({ url: '/api/customer/demo-bistro/reputation/reviews/search?stars_disagree=maybe', headers: token });
    expect(bad.statusCode).toBe(400);
  });

  it("moves stored analyses to the stars' verdict when migrated, keeping the text's beside it", async () => {
    const rows = await db.orm
      .select({ id: reviews.id, rating: reviews.rating })
      .from(reviews)
      .innerJoin(reviewAnalysis, eq(reviewAnalysis.reviewId, reviews.id))
      .where(sql`${reviews.rating} in (1, 5)`)
      .orderBy(reviews.rating)
      .limit(400);
    const low = rows.find((r) => r.rating === 1);
    const high = rows.find((r) => r.rating === 5);
    if (!low || !high) throw new Error('seed: a 1-star and a 5-star analysed review expected');
    const folder = new URL('../drizzle/', import.meta.url);
    const file = (await readdir(folder)).find((name) => name.endsWith('_review_verdict_from_stars.sql'));
    const statements = (await readFile(new URL(file ?? '', folder), 'utf8')).split('--> statement-breakpoint');
    const backfill = statements.find((s) => /^\s*(--.*\n)*\s*UPDATE/i.test(s));
    if (!backfill) throw new Error('migration: the backfill is missing');
    // In a transaction rolled back after: the other tests keep the stored analyses as they are.
    await db.orm
      .transaction(async (tx) => {
        // As rows were before: the text's verdict in `sentiment`, no `text_sentiment`.
        await tx.update(reviewAnalysis).set({ sentiment: 'positive', textSentiment: null }).where(eq(reviewAnalysis.reviewId, low.id));
        await tx.update(reviewAnalysis).set({ sentiment: 'neutral', textSentiment: null }).where(eq(reviewAnalysis.reviewId, high.id));
        await tx.execute(sql.raw(backfill));
        expect(await analysisOf(tx, low.id)).toMatchObject({ sentiment: 'negative', textSentiment: 'positive' });
        expect(await analysisOf(tx, high.id)).toMatchObject({ sentiment: 'positive', textSentiment: 'neutral' });
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TransactionRollbackError)) throw error;
      });
    expect(await analysisOf(db.orm, low.id)).toMatchObject({ sentiment: 'negative' });
  });

  it('stores the analysis with the review and its coupon when an advantage is chosen', async () => {
    const comment = 'Very friendly staff, but the coffee was cold.';
    const res = await app.inject({
      method: 'POST',
      url: `/api/public/feedback?customer=demo-bistro&establishment=${lyonId}`,
      payload: { rating: 3, firstname: 'Ann', acceptTerms: true, comment, email: `analysis${Date.now()}@example.com`, advantage: 'adv-cafe-offert' },
      headers: { cookie: 'erep_vid=analysisVisitor000000003' },
    });
    expect(res.statusCode).toBe(201);
    const [review] = await db.orm.select({ id: reviews.id }).from(reviews).where(eq(reviews.comment, comment));
    const stored = await analysisOf(db.orm, review?.id ?? 0);
    expect(stored?.language).toBe('en');
    expect(Object.fromEntries((stored?.topics ?? []).map((t) => [t.topic, t.sentiment]))).toMatchObject({ staff: 'positive', product: 'negative' });
    await vi.waitFor(() => expect(external.received).toContainEqual(expect.objectContaining({ review_id: review?.id })));
  });

  it('answers the feedback even when the external service fails or is down', async () => {
    external.status = 500;
    const res = await app.inject({
      method: 'POST',
      url: `/api/public/feedback?customer=demo-bistro&establishment=${lyonId}`,
      payload: { rating: 5, firstname: 'Tom', acceptTerms: true, comment: 'Great food!' },
      headers: { cookie: 'erep_vid=analysisVisitor000000002' },
    });
    expect(res.statusCode).toBe(201);
    const reviewId = Number((res.json() as { data: { share: string } }).data.share);
    await vi.waitFor(() => expect(external.received).toContainEqual(expect.objectContaining({ review_id: reviewId })));
    expect(await analysisOf(db.orm, reviewId)).toMatchObject({ language: 'en', sentiment: 'positive' });
    external.status = 200;

    const warnings: Record<string, unknown>[] = [];
    const down = createAnalysisSink('http://127.0.0.1:9/nowhere', { warn: (details) => warnings.push(details) }, 500);
    down.send({ review_id: 1, comment: 'x', analysis: { language: 'fr', sentiment: 'neutral', score: 0, topics: [], analyser_version: 1 } });
    await down.idle();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ reviewId: 1 });
  });

  it('re-analyses reviews whose analysis is missing or from an older analyser, keeping corrections', async () => {
    const rows = await db.orm
      .select({ id: reviews.id })
      .from(reviews)
      .innerJoin(reviewAnalysis, eq(reviewAnalysis.reviewId, reviews.id))
      .orderBy(reviews.id)
      .limit(3);
    const [old, corrected, removed] = rows.map((r) => r.id) as [number, number, number];
    await db.orm.update(reviewAnalysis).set({ analyserVersion: ANALYSER_VERSION - 1, sentiment: 'neutral', topics: [] }).where(eq(reviewAnalysis.reviewId, old));
    await db.orm
      .update(reviewAnalysis)
      .set({ analyserVersion: 0, correctedSentiment: 'negative', correctedAt: new Date() })
      .where(eq(reviewAnalysis.reviewId, corrected));
    await db.orm.delete(reviewAnalysis).where(eq(reviewAnalysis.reviewId, removed));

    const before = external.received.length;
    const count = await reanalyseReviews(db.orm, { batchSize: 2 });
    expect(count).toBe(3);
    for (const id of [old, corrected, removed]) expect((await analysisOf(db.orm, id))?.analyserVersion).toBe(ANALYSER_VERSION);
    expect((await analysisOf(db.orm, old))?.topics.length).toBeGreaterThan(0);
    expect((await analysisOf(db.orm, corrected))?.correctedSentiment).toBe('negative');
    // Nothing left to do; no sink given, nothing sent.
    expect(await reanalyseReviews(db.orm)).toBe(0);
    expect(external.received.length).toBe(before);
  });

  it('runs the re-analysis in the background at start without holding requests', { timeout: 120_000 }, async () => {
    await db.orm.update(reviewAnalysis).set({ analyserVersion: 0 });
    const pending = async () =>
      (await db.orm.select({ n: sql<number>`count(*)::int` }).from(reviewAnalysis).where(eq(reviewAnalysis.analyserVersion, 0)))[0]?.n ?? 0;
    expect(await pending()).toBeGreaterThan(100);
    const started = await buildApp({ db, jwtSecret: TEST_JWT_SECRET, logger: false, staticRoot: null, closeDbOnClose: false, backgroundAnalysis: true });
    try {
      await started.ready();
      // Requests are answered while the batches run.
      expect((await started.inject('/api/health')).statusCode).toBe(200);
      // Every seeded review is analysed again: on a machine busy with other suites that takes a while.
      await vi.waitFor(async () => expect(await pending()).toBe(0), { timeout: 90_000, interval: 100 });
    } finally {
      await started.close();
    }
  });
});
