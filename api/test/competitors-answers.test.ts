import { REVIEW_IMPORT_TEMPLATE, type CompetitorsAndLinksData, type FeedbackContext, type Ranking, type ReviewAnswers, type ReviewImportResult, type SocialPresence } from '@erep/shared/schemas';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type AppConfig } from '../src/app';
import { openPostgres, type Db } from '../src/db/client';
import { establishments, jobs, mailOutbox, reviews } from '../src/db/schema';
import { spreadOrder } from '../src/modules/competitors/link-order';
import { linkValue } from '../src/modules/competitors/service';
import { bearer, createTestDb, fakeSmtp, TEST_JWT_SECRET, tokenFor, watchJobClaims, type Overlap, type TestDb } from './helpers';

const CUSTOMER = 'customer@demo.test';
const BAKERY = 'bakery@demo.test';
const GOOGLE = 'https://search.google.com/local/writereview?placeid={value1}';

let testDb: TestDb;
let second: Db;
let a: FastifyInstance;
let b: FastifyInstance;
let lyon: number;
let camden: number;
let smtp: Awaited<ReturnType<typeof fakeSmtp>>;

const base = (id: number) => `/api/customer/demo-bistro/reputation/establishments/${id}`;

async function call<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, email = CUSTOMER, app = a) {
  const res = await app.inject({ method, url, headers: bearer(await tokenFor(app, email)), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
  return { status: res.statusCode, body: (res.body ? res.json() : null) as T };
}

beforeAll(async () => {
  smtp = await fakeSmtp();
  const smtpUrl = smtp.url;
  testDb = await createTestDb();
  // Two instances on one database; PGlite is one process's database, so they share its handle.
  second = testDb.url ? await openPostgres({ connectionString: testDb.url, max: 4 }) : testDb.db;
  const config = (db: Db): AppConfig => ({
    db,
    jwtSecret: TEST_JWT_SECRET,
    staticRoot: null,
    demo: true,
    closeDbOnClose: false,
    jobWorker: { intervalMs: 50, digestEveryMs: 3_600_000 },
    authFlows: { smtpUrl, mailFrom: 'alerts@demo.test' },
    limits: { feedback: { max: 1000, timeWindowMs: 60_000 } },
  });
  a = await buildApp(config(testDb.db));
  b = await buildApp(config(second));
  await Promise.all([a.ready(), b.ready()]);
  const rows = await testDb.db.orm.select({ id: establishments.id, tag: establishments.tag }).from(establishments);
  lyon = rows.find((r) => r.tag === 'demo-bistro-lyon')?.id ?? 0;
  camden = rows.find((r) => r.tag === 'demo-bakery-camden')?.id ?? 0;
});

afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  if (second && second !== testDb.db) await second.close();
  await testDb?.db.close();
  await smtp?.close();
});

describe('competitors and platform links', () => {
  it('adds a competitor and a link; the competitor joins the ranking', async () => {
    const added = await call<{ data: { id: number } }>('POST', `${base(lyon)}/competitors`, { competitor_tag: 'Chez-Paul', name: 'Chez Paul' });
    expect(added.status).toBe(201);
    const link = await call<{ data: { url: string; id: number } }>('POST', `${base(lyon)}/links`, {
      provider: 'Google',
      url: 'https://search.google.com/local/writereview?placeid=ChIJchezpaul0001',
      competitor_tag: 'chez-paul',
    });
    expect(link.status).toBe(201);
    expect(link.body.data.url).toBe('https://search.google.com/local/writereview?placeid=ChIJchezpaul0001');
    const list = await call<{ data: CompetitorsAndLinksData }>('GET', `${base(lyon)}/competitors`);
    const paul = list.body.data.competitors.find((c) => c.competitor_tag === 'chez-paul');
    expect(paul?.links.map((l) => l.name)).toEqual(['Google']);
    expect(list.body.data.links.length).toBeGreaterThan(0);
    const ranking = await call<{ data: Ranking }>('GET', '/api/customer/demo-bistro/reputation/ranking?period=global');
    expect(JSON.stringify(ranking.body.data)).toContain('Chez Paul');
    const again = await call('POST', `${base(lyon)}/competitors`, { competitor_tag: 'chez-paul', name: 'Chez Paul bis' });
    expect(again.status).toBe(409);
    const renamed = await call<{ data: { name: string } }>('PUT', `${base(lyon)}/competitors/${added.body.data.id}`, { name: 'Chez Paul (Lyon)' });
    expect(renamed.body.data.name).toBe('Chez Paul (Lyon)');
    expect((await call('DELETE', `${base(lyon)}/competitors/${added.body.data.id}`)).status).toBe(204);
    const after = await call<{ data: CompetitorsAndLinksData }>('GET', `${base(lyon)}/competitors`);
    expect(after.body.data.competitors.some((c) => c.competitor_tag === 'chez-paul')).toBe(false);
  });

  it('never stores a link off https or off the provider host', () => {
    expect(() => linkValue(GOOGLE, { url: 'javascript:alert(1)' })).toThrow();
    expect(() => linkValue(GOOGLE, { url: 'http://search.google.com/local/writereview?placeid=x' })).toThrow();
    expect(() => linkValue(GOOGLE, { url: 'https://evil.example/local/writereview?placeid=x' })).toThrow();
    expect(() => linkValue('https://www.tripadvisor.com/{value1}', { settings_value1: '/evil.example/x' })).toThrow();
    expect(() => linkValue(GOOGLE, { settings_value1: 'a b<script>' })).toThrow();
    expect(linkValue('https://www.facebook.com/{value1}/reviews', { url: 'https://www.facebook.com/lepetitbistro/reviews' })).toBe('lepetitbistro');
  });

  it('answers 400 with the field for a javascript: link over HTTP', async () => {
    const res = await call<{ code: string; errors: Record<string, string[]> }>('POST', `${base(lyon)}/links`, { provider: 'Facebook', url: 'javascript:alert(document.cookie)' });
    expect(res.status).toBe(400);
    expect(res.body.errors.url).toBeDefined();
  });

  it("keeps every endpoint to the customer's own establishments and reviews", async () => {
    // demo-bistro's user naming demo-bakery's establishment under its own tag: not found, as if absent.
    for (const [method, path, body] of [
      ['GET', '/competitors', undefined],
      ['POST', '/competitors', { competitor_tag: 'x', name: 'X' }],
      ['PUT', '/competitors/1', { name: 'X' }],
      ['DELETE', '/competitors/1', undefined],
      ['POST', '/links', { provider: 'Google', settings_value1: 'abc' }],
      ['PUT', '/links/1', { provider: 'Google', settings_value1: 'abc' }],
      ['DELETE', '/links/1', undefined],
      ['GET', '/social', undefined],
      ['POST', '/reviews/import', { format: 'json', content: '[]' }],
    ] as const) {
      expect((await call(method, `${base(camden)}${path}`, body)).status, `${method} ${path}`).toBe(404);
    }
    // Another customer's user on demo-bistro's URLs: refused by the scope.
    expect((await call('GET', `${base(lyon)}/competitors`, undefined, BAKERY)).status).toBe(403);
    const [bakeryReview] = await testDb.db.orm.select({ id: reviews.id }).from(reviews).where(eq(reviews.establishmentId, camden)).limit(1);
    expect((await call('GET', `/api/customer/demo-bistro/reputation/reviews/${bakeryReview?.id}/answers`)).status).toBe(404);
    expect((await call('POST', `/api/customer/demo-bistro/reputation/reviews/${bakeryReview?.id}/answers`, { text: 'Merci' })).status).toBe(404);
    const template = await call<{ data: { id: number } }>('POST', '/api/customer/demo-bistro/reputation/answer-templates', { language: 'en', sentiment: 'neutral', title: 'T', body: 'Hi {firstname}' });
    expect(template.status).toBe(201);
    const templateUrl = `/api/customer/demo-bistro/reputation/answer-templates/${template.body.data.id}`;
    const edited = await call<{ data: { title: string; language: string } }>('PUT', templateUrl, { language: 'sp', sentiment: 'neutral', title: 'T2', body: 'Hola {firstname}' });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ title: 'T2', language: 'sp' });
    expect((await call('PUT', templateUrl, { language: 'de', sentiment: 'neutral', title: '', body: 'x' })).status).toBe(400);
    expect((await call('PUT', `/api/customer/demo-bakery/reputation/answer-templates/${template.body.data.id}`, { language: 'en', sentiment: 'neutral', title: 'X', body: 'X' }, BAKERY)).status).not.toBe(200);
    const kept = await call<{ data: { id: number; title: string }[] }>('GET', '/api/customer/demo-bistro/reputation/answer-templates');
    expect(kept.body.data.find((t) => t.id === template.body.data.id)?.title).toBe('T2');
    expect((await call('PUT', '/api/customer/demo-bistro/reputation/answer-templates/999999', { language: 'en', sentiment: 'neutral', title: 'X', body: 'X' })).status).toBe(404);
    expect((await call('DELETE', `/api/customer/demo-bistro/reputation/answer-templates/${template.body.data.id}`, undefined, BAKERY)).status).toBe(403);
    expect((await call('DELETE', `/api/customer/demo-bakery/reputation/answer-templates/${template.body.data.id}`, undefined, BAKERY)).status).not.toBe(204);
    expect((await call('DELETE', `/api/customer/demo-bistro/reputation/answer-templates/${template.body.data.id}`)).status).toBe(204);
  });
});

describe('social presence', () => {
  it('gives each platform twelve months of reviews and ratings, its links and the competitors', async () => {
    const res = await call<{ data: SocialPresence }>('GET', `${base(lyon)}/social`);
    expect(res.status).toBe(200);
    const google = res.body.data.platforms.find((p) => p.source === 'Google');
    expect(google?.series).toHaveLength(12);
    expect(google?.reviews).toBe(google?.series.reduce((n, p) => n + p.reviews, 0));
    expect(res.body.data.links.map((l) => l.name)).toContain('Google');
    expect(res.body.data.competitors.length).toBeGreaterThan(0);
  });
});

describe('platform links for visitors', () => {
  it('favours the platform with the fewest recent reviews, in a weighted spread', () => {
    const links = [{ name: 'Google' }, { name: 'TripAdvisor' }, { name: 'Facebook' }];
    const recent = new Map([['google', 200], ['tripadvisor', 4], ['facebook', 60]]);
    const firsts = new Map<string, number>();
    for (let day = 0; day < 200; day += 1) {
      const first = spreadOrder(links, recent, `7|day-${day}`)[0]?.name ?? '';
      firsts.set(first, (firsts.get(first) ?? 0) + 1);
    }
    expect(firsts.get('TripAdvisor') ?? 0).toBeGreaterThan(150);
    // A spread, not a fixed order: the others still come first some days.
    expect((firsts.get('Facebook') ?? 0) + (firsts.get('Google') ?? 0)).toBeGreaterThan(0);
  });

  it('shows every link in the same order whatever the rating just given', async () => {
    const order = async (rating: number, email: string) => {
      const posted = await a.inject({ method: 'POST', url: `/api/public/feedback?customer=demo-bistro&establishment=${lyon}`, payload: { rating, firstname: 'Zoé', email, acceptTerms: true } });
      expect(posted.statusCode).toBe(201);
      const share = (posted.json() as { data: { share: string } }).data.share;
      const thanks = await a.inject(`/api/public/feedback/thanks?customer=demo-bistro&establishment=${lyon}&share=${share}`);
      return (thanks.json() as { data: { context: FeedbackContext } }).data.context.links.map((l) => l.name);
    };
    const low = await order(5, 'happy.visitor@example.com');
    const high = await order(1, 'unhappy.visitor@example.com');
    expect(low).toEqual(high);
    expect(low.length).toBeGreaterThanOrEqual(3);
  });
});

describe('answering reviews', () => {
  it('suggests the template of the review’s sentiment and language, stores the answer and marks the review answered', async () => {
    const [review] = await testDb.db.orm
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.establishmentId, lyon), isNull(reviews.competitorId), eq(reviews.source, 'Google'), isNull(reviews.answeredAt), sql`${reviews.rating} <= 2`, eq(reviews.language, 'fr')))
      .limit(1);
    expect(review).toBeDefined();
    const url = `/api/customer/demo-bistro/reputation/reviews/${review?.id}/answers`;
    const before = await call<{ data: ReviewAnswers }>('GET', url);
    expect(before.status).toBe(200);
    expect(before.body.data.suggested?.template.language).toBe('fr');
    expect(before.body.data.suggested?.template.sentiment).toBe('negative');
    expect(before.body.data.suggested?.text).not.toContain('{establishment}');
    expect(before.body.data.platform_url).toMatch(/^https:\/\/search\.google\.com\//);
    const posted = await call<{ data: { to_publish_on: string | null; author: string } }>('POST', url, { text: before.body.data.suggested?.text ?? 'Merci' });
    expect(posted.status).toBe(201);
    expect(posted.body.data.to_publish_on).toBe('Google');
    const [after] = await testDb.db.orm.select({ answeredAt: reviews.answeredAt }).from(reviews).where(eq(reviews.id, review?.id ?? 0));
    expect(after?.answeredAt).not.toBeNull();
    expect((await call('POST', url, { text: '   ' })).status).toBe(400);
  });
});

describe('importing platform reviews', () => {
  const csv = [
    'rating,text,author,date,platform,external_id',
    '5,"Super accueil, plats excellents",Marie L.,2026-01-10,google,imp-g-1',
    '4/5,Très bon rapport qualité-prix,Paul,2026-01-11,Google,imp-g-2',
    '2,Service lent,Ana,2026-01-12,tripadvisor,imp-t-1',
  ].join('\n');

  it('refuses a file with a bad row, by line, and imports nothing', async () => {
    const bad = `${csv}\n9,Trop bien,Luc,2026-01-13,google,imp-g-3\n4,Bien,Luc,pas une date,google,imp-g-4`;
    const res = await call<{ code: string; errors: Record<string, string[]> }>('POST', `${base(lyon)}/reviews/import`, { format: 'csv', content: bad });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('import_rows_invalid');
    expect(Object.keys(res.body.errors)).toEqual(expect.arrayContaining(['line_5.rating', 'line_6.date']));
    const [row] = await testDb.db.orm.select({ n: sql<number>`count(*)::int` }).from(reviews).where(sql`external_id like 'imp-%'`);
    expect(row?.n).toBe(0);
  });

  it('imports a CSV once: the same file again adds nothing, and the reviews are analysed', async () => {
    const first = await call<{ data: ReviewImportResult }>('POST', `${base(lyon)}/reviews/import`, { format: 'csv', content: csv });
    expect(first.body.data).toEqual({ rows: 3, imported: 3, duplicates: 0 });
    const second = await call<{ data: ReviewImportResult }>('POST', `${base(lyon)}/reviews/import`, { format: 'csv', content: csv });
    expect(second.body.data).toEqual({ rows: 3, imported: 0, duplicates: 3 });
    const analysed = await testDb.db.orm.execute(sql`select count(*)::int as n from reviews r join review_analysis a on a.review_id = r.id where r.external_id like 'imp-%'`);
    expect((analysed as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(3);
  });

  it('imports the template file owners download as it is', async () => {
    const res = await call<{ data: ReviewImportResult }>('POST', `${base(lyon)}/reviews/import`, { format: 'csv', content: REVIEW_IMPORT_TEMPLATE });
    expect(res.body.data).toEqual({ rows: 2, imported: 2, duplicates: 0 });
    const stored = await testDb.db.orm.select({ source: reviews.source, comment: reviews.comment }).from(reviews).where(sql`external_id in ('ta-000001', 'fb-000002')`);
    expect(stored.map((r) => r.source).sort()).toEqual(['Facebook', 'TripAdvisor']);
  });

  it("imports a JSON export into a competitor's reviews", async () => {
    await call('POST', `${base(lyon)}/competitors`, { competitor_tag: 'le-comptoir', name: 'Le Comptoir' });
    const json = JSON.stringify([{ rating: 3, text: 'Correct', author: 'Jo', date: '2026-02-01', platform: 'facebook', external_id: 'imp-f-1' }]);
    const res = await call<{ data: ReviewImportResult }>('POST', `${base(lyon)}/reviews/import`, { format: 'json', content: json, competitor_tag: 'le-comptoir' });
    expect(res.body.data.imported).toBe(1);
    const again = await call<{ data: ReviewImportResult }>('POST', `${base(lyon)}/reviews/import`, { format: 'json', content: json, competitor_tag: 'le-comptoir' });
    expect(again.body.data.imported).toBe(0);
  });
});

describe('alerts on negative reviews', () => {
  it('mails one alert per negative review with two instances running workers', async () => {
    const started = new Date();
    // PostgreSQL: the claim that takes a job is held while the other worker polls every 50 ms; the
    // watch shows the other worker's claims ran during it.
    const claims = testDb.url ? await watchJobClaims(testDb) : null;
    let overlap: Overlap | null = null;
    const alerts = async () =>
      testDb.db.orm
        .select({ to: mailOutbox.to, subject: mailOutbox.subject, text: mailOutbox.text })
        .from(mailOutbox)
        .where(sql`${mailOutbox.createdAt} >= ${started.toISOString()}::timestamptz and ${mailOutbox.text} like '%Très déçu, froid%'`);
    try {
      const posted = await b.inject({
        method: 'POST',
        url: `/api/public/feedback?customer=demo-bistro&establishment=${lyon}`,
        payload: { rating: 1, firstname: 'Hugo', email: 'hugo.alert@example.com', comment: 'Très déçu, froid et service lent.', acceptTerms: true },
      });
      expect(posted.statusCode).toBe(201);
      const deadline = Date.now() + 20_000;
      while ((await alerts()).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      // The alert's job done for good, then a whole poll of each worker begun after that: a second
      // send, from a worker that also took the job, would be in the outbox by then.
      const [review] = await testDb.db.orm.select({ id: reviews.id }).from(reviews).where(eq(reviews.comment, 'Très déçu, froid et service lent.'));
      const jobDone = async () => {
        const [job] = await testDb.db.orm.select({ doneAt: jobs.doneAt }).from(jobs).where(eq(jobs.dedupeKey, `review_alert:${review?.id ?? 0}`));
        return Boolean(job?.doneAt);
      };
      await expect.poll(jobDone, { timeout: 20_000 }).toBe(true);
      await Promise.all([a.jobWorker?.drain(), b.jobWorker?.drain()]);
    } finally {
      overlap = (await claims?.stop()) ?? null;
    }
    if (overlap) {
      // Each claim that held a job was met by claims of the other worker while it held it.
      expect(overlap.duringHeld.length).toBeGreaterThan(0);
      expect(Math.min(...overlap.duringHeld)).toBeGreaterThan(0);
    }
    const mails = await alerts();
    const toCustomer = mails.filter((m) => m.to === CUSTOMER);
    expect(toCustomer).toHaveLength(1);
    expect(toCustomer[0]?.subject).toMatch(/Avis négatif \(1\/5\)/);
    expect(toCustomer[0]?.text).toMatch(/\/customer\/demo-bistro\/establishment\/\d+\/reviews\/negative\?review=\d+/);
    expect(new Set(mails.map((m) => m.to)).size).toBe(mails.length);
    // And over SMTP, once.
    const overSmtp = () => smtp.received.filter((m) => m.to.includes(CUSTOMER) && m.text.includes('Hugo'));
    await expect.poll(() => overSmtp().length, { timeout: 5000 }).toBeGreaterThan(0);
    expect(overSmtp()).toHaveLength(1);
  });
});
