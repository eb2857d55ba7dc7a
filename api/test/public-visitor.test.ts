import { brotliDecompressSync } from 'node:zlib';
import type { FeedbackContext, FeedbackResult, PublicCoupon, ScreenData } from '@erep/shared/schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openPostgres, type Db } from '../src/db/client';
import { advantages, contacts, coupons, customers, establishments, mailOutbox, reviews, staff, units, visitorActions } from '../src/db/schema';
import { DEMO_SELLER_CODE, DEMO_USERS } from '../src/seed/index';
import { bearer, createTestApp, holdWrites, TEST_JWT_SECRET, tokenFor, watchOverlap, withHeldCommits, type Overlap, type TestDb } from './helpers';

let app: FastifyInstance;
let db: Db;
let testDb: TestDb;
let lyon: { id: number; tag: string };
let bakeryShop: { id: number };

const limits = { feedback: { max: 1000, timeWindowMs: 60_000 }, seller: { max: 1000, timeWindowMs: 60_000 }, sellerPerCustomer: { max: 1000, timeWindowMs: 60_000 } };

beforeAll(async () => {
  ({ app, db, testDb } = await createTestApp({ limits }));
  const [row] = await db.orm.select({ id: establishments.id, tag: establishments.tag }).from(establishments).where(eq(establishments.tag, 'demo-bistro-lyon'));
  if (!row) throw new Error('seed: lyon missing');
  lyon = row;
  const [bakery] = await db.orm
    .select({ id: establishments.id })
    .from(establishments)
    .innerJoin(customers, eq(customers.id, establishments.customerId))
    .where(eq(customers.tag, 'demo-bakery'))
    .limit(1);
  if (!bakery) throw new Error('seed: bakery missing');
  bakeryShop = bakery;
});
afterAll(async () => {
  await app.close();
});

const feedbackUrl = (query = '') => `/api/public/feedback?customer=demo-bistro&establishment=${lyon.id}${query}`;
const base = { rating: 4, firstname: 'Léa', acceptTerms: true };
let counter = 0;
const uniqueEmail = () => `visitor${Date.now()}${(counter += 1)}@example.com`;

async function post(body: Record<string, unknown>, opts: { query?: string; cookie?: string; lang?: string; to?: FastifyInstance } = {}) {
  return (opts.to ?? app).inject({
    method: 'POST',
    url: feedbackUrl(opts.query),
    payload: body,
    headers: { ...(opts.cookie ? { cookie: opts.cookie } : {}), ...(opts.lang ? { 'accept-language': opts.lang } : {}) },
  });
}

async function sellerToken(): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/public/customers/demo-bistro/seller/auth', payload: { code: DEMO_SELLER_CODE } });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: { token: string } }).data.token;
}

describe('feedback context', () => {
  it('shows the establishment, its offers and platform links, and nothing private', async () => {
    const res = await app.inject(`/api/public/feedback/context?customer=demo-bistro&establishment=${lyon.id}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as { data: FeedbackContext };
    expect(data.establishment.tag).toBe('demo-bistro-lyon');
    expect(data.advantages.map((a) => a.tag)).toContain('adv-cafe-offert');
    // Expired offers are not proposed.
    expect(data.advantages.map((a) => a.tag)).not.toContain('adv-dessert-ete');
    // Every link, in the day's weighted spread (competitors-answers.test.ts checks the order).
    expect(data.links.map((l) => l.name).sort()).toEqual(['Facebook', 'Google', 'TripAdvisor']);
    expect(res.body).not.toMatch(/seller|password|customerId|email/i);
    expect(res.headers['set-cookie']).toMatch(/erep_vid=/);
  });

  it("refuses an establishment of another customer", async () => {
    const res = await app.inject(`/api/public/feedback/context?customer=demo-bistro&establishment=${bakeryShop.id}`);
    expect(res.statusCode).toBe(404);
  });

  it('answers 404, not a database error, for ids beyond PostgreSQL integers', async () => {
    const tooLarge = '2147483648';
    for (const query of [`establishment=${tooLarge}`, `establishment=demo-bistro-lyon&staff=${tooLarge}`, `establishment=demo-bistro-lyon&unit=${tooLarge}`]) {
      const context = await app.inject(`/api/public/feedback/context?customer=demo-bistro&${query}`);
      expect(context.statusCode, query).toBe(404);
      const posted = await app.inject({ method: 'POST', url: `/api/public/feedback?customer=demo-bistro&${query}`, payload: {} });
      expect(posted.statusCode, query).toBeLessThan(500);
    }
  });

  it('adds the staff list for staff feedback and refuses a foreign staff id', async () => {
    const staffRows = await db.orm.select({ id: staff.id }).from(staff).where(eq(staff.establishmentId, lyon.id));
    const first = staffRows[0];
    if (!first) throw new Error('seed: staff missing');
    const res = await app.inject(`/api/public/feedback/context?customer=demo-bistro&establishment=${lyon.id}&staff=${first.id}`);
    const { data } = res.json() as { data: FeedbackContext };
    expect(data.staff?.id).toBe(first.id);
    expect(data.staffList).toHaveLength(staffRows.length);
    const bakeryStaff = await db.orm.select({ id: staff.id }).from(staff).where(eq(staff.establishmentId, bakeryShop.id)).limit(1);
    const foreign = await app.inject(`/api/public/feedback/context?customer=demo-bistro&establishment=${lyon.id}&staff=${bakeryStaff[0]?.id}`);
    expect(foreign.statusCode).toBe(404);
  });
});

describe('POST /api/public/feedback', () => {
  it('is a 400 with field errors and stores nothing on bad input', async () => {
    const before = await db.orm.select({ n: sql<number>`count(*)::int` }).from(reviews);
    const res = await post({ firstname: '', acceptTerms: false, email: 'nope' }, { cookie: 'erep_vid=aaaaaaaaaaaaaaaaaaaaaa' });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { errors: Record<string, string[]> };
    expect(body.errors.rating).toEqual(['rating']);
    expect(body.errors.firstname).toEqual(['required']);
    expect(body.errors.acceptTerms).toEqual(['terms']);
    expect(body.errors.email).toBeDefined();
    const after = await db.orm.select({ n: sql<number>`count(*)::int` }).from(reviews);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('stores a review once a day per visitor cookie, with a translated refusal', async () => {
    const cookie = 'erep_vid=cookieVisitor00000000001';
    const first = await post({ ...base, comment: 'Très bon accueil' }, { cookie });
    expect(first.statusCode).toBe(201);
    const second = await post(base, { cookie, lang: 'fr-FR' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ message: "vous avez déjà envoyé votre avis aujourd'hui", errors: { review: ['already_reviewed'] } });
    const en = await post(base, { cookie, lang: 'en-GB' });
    expect(en.json()).toMatchObject({ message: 'you have already sent your review today' });
    // Another visitor is free to review.
    expect((await post(base, { cookie: 'erep_vid=cookieVisitor00000000002' })).statusCode).toBe(201);
  });

  it('identifies the visitor by email when given, whatever the cookie', async () => {
    const email = uniqueEmail();
    expect((await post({ ...base, email }, { cookie: 'erep_vid=emailVisitorCookie0000001' })).statusCode).toBe(201);
    expect((await post({ ...base, email: email.toUpperCase() }, { cookie: 'erep_vid=emailVisitorCookie0000002' })).statusCode).toBe(409);
  });

  it('lets exactly one of many concurrent posts from the same visitor through', async () => {
    const cookie = 'erep_vid=raceVisitor0000000000001';
    const posts = (count: number, to?: FastifyInstance) => Array.from({ length: count }, () => post(base, to ? { cookie, to } : { cookie }));
    let results: Awaited<ReturnType<typeof post>>[];
    if (!testDb.url) {
      results = await Promise.all(posts(8));
    } else {
      // One instance groups its concurrent posts into one INSERT: the race is between two instances
      // on their own connections. Each INSERT of a review stays uncommitted 400 ms, and the second
      // instance posts while the first one's INSERT is in flight.
      const pool = await openPostgres({ connectionString: testDb.url, max: 4 });
      const other = await buildApp({ db: pool, jwtSecret: TEST_JWT_SECRET, logger: false, staticRoot: null, demo: true, paymentsTestMode: true, limits });
      await other.ready();
      const unhold = await holdWrites(testDb, 'reviews', 400, { on: 'INSERT' });
      const watch = await watchOverlap(testDb, '%insert into "reviews"%');
      let overlap: Overlap;
      try {
        const first = posts(4);
        await watch.until(1);
        results = await Promise.all([...first, ...posts(4, other)]);
      } finally {
        overlap = await watch.stop();
        await unhold();
        await other.close();
      }
      // Both instances' INSERTs were running at the same instant.
      expect(overlap.most).toBeGreaterThanOrEqual(2);
    }
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(7);
    const stored = await db.orm.select({ n: sql<number>`count(*)::int` }).from(reviews).where(eq(reviews.visitorKey, 'vid:raceVisitor0000000000001'));
    expect(stored[0]?.n).toBe(1);
  });

  it('issues one review and one coupon when posts with an advantage race with their transactions open', async () => {
    const email = uniqueEmail();
    const cookie = 'erep_vid=raceVisitorAdvantage00001';
    // On PostgreSQL each transaction waits before its COMMIT, so the posts overlap for real.
    const results = await withHeldCommits(db, 250, () => Promise.all(Array.from({ length: 4 }, () => post({ ...base, email, advantage: 'adv-cafe-offert' }, { cookie }))));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const stored = await db.orm.select({ id: reviews.id }).from(reviews).where(eq(reviews.email, email));
    expect(stored).toHaveLength(1);
    const issued = await db.orm.select({ code: coupons.code }).from(coupons).where(eq(coupons.reviewId, stored[0]?.id ?? -1));
    expect(issued).toHaveLength(1);
  });

  it('stores nothing in preview mode', async () => {
    const before = await db.orm.select({ n: sql<number>`count(*)::int` }).from(reviews);
    const res = await post({ ...base, preview: true, advantage: 'adv-cafe-offert' }, { cookie: 'erep_vid=previewVisitor000000001' });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { data: FeedbackResult }).data).toMatchObject({ preview: true, share: 'preview' });
    const after = await db.orm.select({ n: sql<number>`count(*)::int` }).from(reviews);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('grants the chosen advantage whatever the rating and marks the review as incentivised', async () => {
    const email = uniqueEmail();
    const res = await post({ ...base, rating: 1, email, advantage: 'adv-cafe-offert', comment: 'Froid.' }, { cookie: 'erep_vid=advVisitor00000000000001' });
    expect(res.statusCode).toBe(201);
    const { data } = res.json() as { data: FeedbackResult };
    expect(data.coupon?.code).toMatch(/^[A-Z0-9]{8}$/);
    const [review] = await db.orm.select().from(reviews).where(eq(reviews.email, email));
    expect(review).toMatchObject({ rating: 1, withAdvantage: true, published: true, isInternal: false });
    const [contact] = await db.orm.select().from(contacts).where(eq(contacts.email, email));
    expect(contact).toBeDefined();
    const [coupon] = await db.orm.select().from(coupons).where(eq(coupons.code, data.coupon?.code ?? ''));
    expect(coupon).toMatchObject({ reviewId: review?.id, contactId: contact?.id, validatedAt: null });
    // Validity period of the offer: 30 days.
    const days = ((coupon?.expiresAt.getTime() ?? 0) - (coupon?.createdAt.getTime() ?? 0)) / 86_400_000;
    expect(Math.round(days)).toBe(30);
  });

  it('rolls the review back when the chosen advantage is sold out', async () => {
    const email = uniqueEmail();
    const res = await post({ ...base, email, advantage: 'adv-aperitif' }, { cookie: 'erep_vid=soldOutVisitor0000000001', lang: 'en' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'this benefit is sold out' });
    expect(await db.orm.select().from(reviews).where(eq(reviews.email, email))).toHaveLength(0);
  });

  it('keeps internal feedback unpublished', async () => {
    const email = uniqueEmail();
    expect((await post({ ...base, email, internal: true }, { cookie: 'erep_vid=internalVisitor000000001' })).statusCode).toBe(201);
    const [review] = await db.orm.select().from(reviews).where(eq(reviews.email, email));
    expect(review).toMatchObject({ isInternal: true, published: false });
  });
});

describe('coupons and sellers', () => {
  async function freshCoupon(advantage = 'adv-10-pourcent'): Promise<string> {
    const res = await app.inject({
      method: 'POST',
      url: `/api/public/customers/demo-bistro/establishments/${lyon.id}/advantages/${advantage}/enable`,
      payload: { email: uniqueEmail() },
    });
    expect(res.statusCode).toBe(201);
    return (res.json() as { data: PublicCoupon }).data.code;
  }

  it('shows a coupon with its state', async () => {
    const code = await freshCoupon();
    const res = await app.inject(`/api/public/coupons/${code}`);
    expect((res.json() as { data: PublicCoupon }).data).toMatchObject({ code, state: 'active', validatedAt: null });
    expect((await app.inject('/api/public/coupons/NOPE0000')).statusCode).toBe(404);
  });

  it('refuses the wrong seller code and validation without a seller session', async () => {
    const wrong = await app.inject({ method: 'POST', url: '/api/public/customers/demo-bistro/seller/auth', payload: { code: '0000' } });
    expect(wrong.statusCode).toBe(401);
    const code = await freshCoupon();
    const anonymous = await app.inject({ method: 'POST', url: `/api/public/coupons/${code}/validate` });
    expect(anonymous.statusCode).toBe(401);
    // A back-office token is not a seller session.
    const backOffice = await app.inject({
      method: 'POST',
      url: `/api/public/coupons/${code}/validate`,
      headers: { ...bearer(await tokenFor(app, DEMO_USERS.customer)), 'x-seller-token': 'forged.token' },
    });
    expect(backOffice.statusCode).toBe(401);
  });

  it('validates once: of two concurrent validations one succeeds, one is refused', async () => {
    const code = await freshCoupon();
    const token = await sellerToken();
    const validate = () =>
      app.inject({ method: 'POST', url: `/api/public/coupons/${code}/validate`, headers: { 'x-seller-token': token, 'accept-language': 'en' } });
    const results = await withHeldCommits(db, 250, () => Promise.all([validate(), validate(), validate()]));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409]);
    const refused = results.find((r) => r.statusCode === 409);
    expect(refused?.json()).toMatchObject({ message: 'this coupon has already been validated' });
    const shown = (await app.inject(`/api/public/coupons/${code}`)).json() as { data: PublicCoupon };
    expect(shown.data.state).toBe('validated');
    expect(shown.data.validatedAt).not.toBeNull();
  });

  it('never oversells: the last unit goes to one of two concurrent validations', async () => {
    const first = await freshCoupon();
    const second = await freshCoupon();
    const [offer] = await db.orm.select().from(advantages).where(eq(advantages.tag, 'adv-10-pourcent'));
    if (!offer) throw new Error('seed: offer missing');
    await db.orm.update(advantages).set({ quantityLimit: offer.quantityUsed + 1 }).where(eq(advantages.id, offer.id));
    try {
      const token = await sellerToken();
      const results = await withHeldCommits(db, 250, () =>
        Promise.all(
          [first, second].map((code) =>
            app.inject({ method: 'POST', url: `/api/public/coupons/${code}/validate`, headers: { 'x-seller-token': token, 'accept-language': 'en' } }),
          ),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(results.find((r) => r.statusCode === 409)?.json()).toMatchObject({ message: 'this benefit is sold out' });
      const [after] = await db.orm.select().from(advantages).where(eq(advantages.id, offer.id));
      expect(after?.quantityUsed).toBe(offer.quantityUsed + 1);
      const states = await Promise.all([first, second].map(async (c) => ((await app.inject(`/api/public/coupons/${c}`)).json() as { data: PublicCoupon }).data.state));
      expect(states.sort()).toEqual(['sold_out', 'validated']);
    } finally {
      await db.orm.update(advantages).set({ quantityLimit: offer.quantityLimit }).where(eq(advantages.id, offer.id));
    }
  });

  it('refuses an expired coupon with the spec message', async () => {
    const code = await freshCoupon();
    await db.orm.update(coupons).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(coupons.code, code));
    const token = await sellerToken();
    const res = await app.inject({ method: 'POST', url: `/api/public/coupons/${code}/validate`, headers: { 'x-seller-token': token, 'accept-language': 'en' } });
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ message: 'sorry, your coupon has expired' });
  });

  it("does not let one customer's seller validate another customer's coupon", async () => {
    const [bakeryCoupon] = await db.orm
      .select({ code: coupons.code })
      .from(coupons)
      .innerJoin(advantages, eq(advantages.id, coupons.advantageId))
      .where(and(eq(advantages.tag, 'adv-free-cookie'), sql`${coupons.validatedAt} is null`))
      .limit(1);
    const token = await sellerToken();
    const res = await app.inject({ method: 'POST', url: `/api/public/coupons/${bakeryCoupon?.code}/validate`, headers: { 'x-seller-token': token } });
    expect(res.statusCode).toBe(404);
  });
});

describe('unsubscribe, screens, tracking, contact', () => {
  it('unsubscribes a contact, idempotently', async () => {
    const [contact] = await db.orm.select({ tag: contacts.tag }).from(contacts).where(sql`${contacts.unsubscribedAt} is null`).limit(1);
    const url = `/api/public/unsubscribe/demo-bistro-lyon/${contact?.tag}`;
    expect((await app.inject(url)).json()).toMatchObject({ data: { unsubscribed: false } });
    expect((await app.inject({ method: 'POST', url })).statusCode).toBe(200);
    const again = await app.inject({ method: 'POST', url });
    expect(again.json()).toMatchObject({ data: { unsubscribed: true } });
    expect((await app.inject('/api/public/unsubscribe/demo-bistro-lyon/unknown')).statusCode).toBe(404);
  });

  it('shows published reviews only, incentivised ones flagged', async () => {
    const res = await app.inject('/api/public/customers/demo-bistro/screens/screen-demo-bistro-lyon');
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as { data: ScreenData };
    expect(data.reviews.length).toBeGreaterThan(0);
    const ids = data.reviews.map((r) => r.id);
    const rows = await db.orm.select().from(reviews).where(sql`${reviews.id} in ${ids}`);
    expect(rows.every((r) => r.published && !r.isInternal)).toBe(true);
    for (const r of data.reviews) expect(r.withAdvantage).toBe(rows.find((x) => x.id === r.id)?.withAdvantage);
    expect(res.body).not.toMatch(/"email"|visitor_key|visitorKey|lastname/);
    expect(data.average).toBeGreaterThan(0);
    expect((await app.inject('/api/public/customers/demo-bakery/screens/screen-demo-bistro-lyon')).statusCode).toBe(404);
  });

  it('records visitor actions, sent as JSON or as a text beacon, and validates them', async () => {
    const ok = await app.inject({ method: 'POST', url: '/api/public/visitors/actions', payload: { action: 'scan', establishment: lyon.id, path: '/x' } });
    expect(ok.statusCode).toBe(204);
    const beacon = await app.inject({
      method: 'POST',
      url: '/api/public/visitors/actions',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ action: 'coupon_shown', establishment: lyon.id }),
    });
    expect(beacon.statusCode).toBe(204);
    const bad = await app.inject({ method: 'POST', url: '/api/public/visitors/actions', payload: { action: 'drop_tables' } });
    expect(bad.statusCode).toBe(400);
    const rows = await db.orm.select().from(visitorActions).where(and(eq(visitorActions.establishmentId, lyon.id), eq(visitorActions.action, 'coupon_shown')));
    expect(rows.length).toBeGreaterThan(0);
  });

  it('stores a contact message in the outbox', async () => {
    const subject = `Hola ${Date.now()}`;
    const res = await app.inject({ method: 'POST', url: '/api/public/contact', payload: { name: 'Ana', email: 'ana@example.com', subject, message: 'Una pregunta sobre el menú' } });
    expect(res.statusCode).toBe(201);
    const stored = await db.orm.select().from(mailOutbox).where(sql`${mailOutbox.subject} like ${`%${subject}%`}`);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.text).toContain('Una pregunta sobre el menú');
    expect(stored[0]?.text).toContain('ana@example.com');
    const bad = await app.inject({ method: 'POST', url: '/api/public/contact', payload: { name: '', email: 'x' } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After and a translated message', async () => {
    const { app: limited } = await createTestApp({ limits: { feedback: { max: 2, timeWindowMs: 60_000 } } });
    try {
      const send = () =>
        limited.inject({ method: 'POST', url: feedbackUrl(), payload: { rating: 0 }, headers: { 'accept-language': 'es-ES' } });
      await send();
      await send();
      const res = await send();
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.json()).toMatchObject({ message: 'Demasiados intentos, inténtelo de nuevo en un momento' });
    } finally {
      await limited.close();
    }
  });
});

describe('server-rendered feedback page', () => {
  it('contains the form, in the browser language', async () => {
    const res = await app.inject({ url: `/public/demo-bistro/establishment/${lyon.id}/feedback`, headers: { 'accept-language': 'es-MX,es;q=0.9' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<form');
    expect(res.body).toContain('Le Petit Bistro');
    expect(res.body).toContain('lang="es"');
    expect(res.body).toContain('Enviar mi opinión');
  });

  it('comes compressed to a browser that accepts brotli, so it fits the first round trip', async () => {
    const url = `/public/demo-bistro/establishment/${lyon.id}/feedback`;
    const plain = await app.inject({ url, headers: { 'accept-language': 'fr' } });
    const res = await app.inject({ url, headers: { 'accept-language': 'fr', 'accept-encoding': 'gzip, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<form');
  });

  it('accepts a plain form post and redirects to the thank-you page', async () => {
    const form = new URLSearchParams({ rating: '5', firstname: 'Noah', acceptTerms: 'on', language: 'en', advantage: 'adv-cafe-offert' });
    const res = await app.inject({
      method: 'POST',
      url: `/public/demo-bistro/establishment/${lyon.id}/feedback`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: 'erep_vid=plainFormVisitor00000001' },
      payload: form.toString(),
    });
    expect(res.statusCode).toBe(303);
    const location = String(res.headers.location);
    expect(location).toMatch(new RegExp(`^/public/demo-bistro/establishment/${lyon.id}/[A-Z0-9]{8}/feedback-success\\?lang=en$`));
    const thanks = await app.inject(location);
    expect(thanks.body).toContain('Thank you!');
    // The offer in the page's language.
    expect(thanks.body).toContain('Free coffee');
  });

  it('re-renders the form with messages when the post is invalid', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/public/demo-bistro/establishment/${lyon.id}/feedback`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: 'erep_vid=plainFormVisitor00000002' },
      payload: 'firstname=&language=en',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('select a rating to express your opinion');
    expect(res.body).toContain('You must accept the terms of sale to continue');
  });

  it('gives unit links without an id a random 16-character one', async () => {
    const [unit] = await db.orm.select({ id: units.id }).from(units).where(eq(units.establishmentId, lyon.id)).limit(1);
    const res = await app.inject(`/public/demo-bistro/establishment/${lyon.id}/units/${unit?.id}/feedback`);
    expect(res.statusCode).toBe(302);
    expect(String(res.headers.location)).toMatch(/\/feedback\/[A-Za-z0-9]{16}$/);
  });
});

describe('bench mode', () => {
  it('exists only when asked for: the bare INSERT route and lifted visitor limits', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/bench/insert' })).statusCode).toBe(404);
    // The same small feedback limit with and without bench mode: only bench mode lifts it.
    const limits = { feedback: { max: 3, timeWindowMs: 60_000 } };
    const posts = async (target: FastifyInstance) => {
      const codes: number[] = [];
      for (let i = 0; i < 8; i += 1) codes.push((await target.inject({ method: 'POST', url: feedbackUrl(), payload: { rating: 0 }, remoteAddress: '10.77.0.1' })).statusCode);
      return codes;
    };
    const { app: normal } = await createTestApp({ limits });
    try {
      expect(await posts(normal)).toEqual([400, 400, 400, 429, 429, 429, 429, 429]);
    } finally {
      await normal.close();
    }
    const { app: bench } = await createTestApp({ bench: true, limits });
    try {
      expect((await bench.inject({ method: 'POST', url: '/api/bench/insert' })).statusCode).toBe(201);
      expect(await posts(bench)).toEqual(Array(8).fill(400));
    } finally {
      await bench.close();
    }
  });
});

describe('the public identity', () => {
  it('reaches public endpoints only and reads nothing beyond what the pages show', async () => {
    // No back-office data without a session.
    expect((await app.inject('/api/customer/demo-bistro/establishments/all')).statusCode).toBe(401);
    const [contact] = await db.orm.select({ tag: contacts.tag }).from(contacts).limit(1);
    const reads = [
      `/api/public/feedback/context?customer=demo-bistro&establishment=${lyon.id}`,
      '/api/public/customers/demo-bistro/screens/screen-demo-bistro-lyon',
      `/api/public/unsubscribe/demo-bistro-lyon/${contact?.tag}`,
      '/api/public/customers/demo-bistro/disclosure',
      `/api/public/feedback/thanks?customer=demo-bistro&establishment=${lyon.id}&share=1`,
    ];
    for (const url of reads) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      // No secrets, no visitor identities, no internal ids of the tenant.
      expect(res.body, url).not.toMatch(/seller_?code|password|visitor_?key|customer_?id|"lastname"|[a-z0-9._+-]{2,}@example\.com/i);
    }
  });

  it('records the scan where the QR code lands, but not in preview', async () => {
    const count = async () =>
      (await db.orm.select({ n: sql<number>`count(*)::int` }).from(visitorActions).where(and(eq(visitorActions.establishmentId, lyon.id), eq(visitorActions.action, 'scan'))))[0]?.n ?? 0;
    // The scan is written after the page is sent: wait for the write itself, not a fixed delay.
    const reaches = async (n: number) => {
      await expect.poll(count, { timeout: 10_000, interval: 25 }).toBeGreaterThanOrEqual(n);
      return count();
    };
    const before = await count();
    await app.inject(`/public/demo-bistro/establishment/${lyon.id}/feedback`);
    expect(await reaches(before + 1)).toBe(before + 1);
    // A preview, then a real scan: once the real one is written, only it has been counted.
    await app.inject(`/public/demo-bistro/establishment/${lyon.id}/feedback?preview=true`);
    await app.inject(`/public/demo-bistro/establishment/${lyon.id}/feedback`);
    expect(await reaches(before + 2)).toBe(before + 2);
  });
});
