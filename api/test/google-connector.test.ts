import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openPostgres, type Db } from '../src/db/client';
import { competitorPlaceRatings, competitors, establishments, integrationConnections, integrationLocations, jobs, mailOutbox, reviewAnswers, reviews } from '../src/db/schema';
import { googleUrl } from '../src/modules/integrations/google';
import { createSealer, sealKey } from '../src/modules/integrations/seal';
import { DEMO_USERS } from '../src/seed/index';
import { CLIENT_ID, CLIENT_SECRET, fakeGoogle, PLACES_KEY, type FakeGoogle } from './fake-google';
import { bearer, createTestApp, TEST_JWT_SECRET, tokenFor, type TestDb } from './helpers';

const PUBLIC_URL = 'http://app.test';
const LYON = 'accounts/1093/locations/5521';
const MARSEILLE = 'accounts/1093/locations/7730';
const BASE = '/api/customer/demo-bistro';

let google: FakeGoogle;
let app: FastifyInstance;
let db: Db;
let testDb: TestDb;
let owner: Record<string, string>;
let lyonId = 0;
let croixRousseId = 0;

const config = () =>
  ({
    jobWorker: { intervalMs: 3_600_000, digestEveryMs: 3_600_000 },
    authFlows: { publicUrl: PUBLIC_URL },
    integrations: { google: { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, apiRoot: google.root }, key: 'a'.repeat(64), places: { apiKey: PLACES_KEY, apiRoot: google.root } },
  }) as const;

beforeAll(async () => {
  google = await fakeGoogle();
  ({ app, db, testDb } = await createTestApp(config()));
  owner = bearer(await tokenFor(app, DEMO_USERS.customer));
  const tagged = await db.orm.select({ id: establishments.id, tag: establishments.tag }).from(establishments);
  lyonId = tagged.find((e) => e.tag === 'demo-bistro-lyon')?.id ?? 0;
  croixRousseId = tagged.find((e) => e.tag === 'demo-bistro-croix-rousse')?.id ?? 0;
});

afterAll(async () => {
  await app?.close();
  await db?.close();
  await google?.close();
});

const drain = () => app.jobWorker?.drain() ?? Promise.resolve(0);

/** Runs the OAuth dance as a browser would: our connect, Google's consent redirect, our callback with the cookie. */
async function connect(): Promise<{ location: string; statusCode: number }> {
  const started = await app.inject({ method: 'POST', url: `${BASE}/integrations/google/connect`, headers: owner });
  expect(started.statusCode, started.body).toBe(200);
  const cookie = started.cookies.find((c) => c.name === 'erep_oauth');
  const consent = await fetch((started.json() as { data: { authorize_url: string } }).data.authorize_url, { redirect: 'manual' });
  const back = new URL(consent.headers.get('location') ?? '');
  const done = await app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, cookies: cookie ? { erep_oauth: cookie.value } : {} });
  return { location: String(done.headers.location ?? ''), statusCode: done.statusCode };
}

const googleReviews = (establishmentId = lyonId) =>
  db.orm
    .select()
    .from(reviews)
    .where(and(eq(reviews.establishmentId, establishmentId), eq(reviews.source, 'Google'), sql`${reviews.integrationLocationId} is not null`));

const reviewRequests = () => google.requests.filter((r) => r.method === 'GET' && r.path.endsWith('/reviews'));
const linkOf = async () => (await db.orm.select().from(integrationLocations).where(eq(integrationLocations.establishmentId, lyonId)))[0];

describe('configuration', () => {
  it('reroutes every Google address under GOOGLE_API_ROOT, OAuth included', () => {
    expect(googleUrl('http://127.0.0.1:9/', 'https://oauth2.googleapis.com/token')).toBe('http://127.0.0.1:9/oauth2.googleapis.com/token');
    expect(googleUrl('http://h', 'https://mybusiness.googleapis.com/v4/accounts/1/locations/2/reviews?pageSize=50')).toBe(
      'http://h/mybusiness.googleapis.com/v4/accounts/1/locations/2/reviews?pageSize=50',
    );
    expect(googleUrl(null, 'https://accounts.google.com/o/oauth2/v2/auth')).toBe('https://accounts.google.com/o/oauth2/v2/auth');
  });

  it('says the connector is not configured without an OAuth client, and refuses to connect', async () => {
    const { app: bare, db: bareDb } = await createTestApp();
    try {
      const token = bearer(await tokenFor(bare, DEMO_USERS.customer));
      const list = await bare.inject({ method: 'GET', url: `${BASE}/integrations`, headers: token });
      expect(list.json()).toEqual({ data: [{ provider: 'google', state: 'not_configured', connected_at: null, broken_reason: null, links: [] }] });
      const started = await bare.inject({ method: 'POST', url: `${BASE}/integrations/google/connect`, headers: token });
      expect(started.statusCode).toBe(409);
      expect(started.json()).toMatchObject({ code: 'integration_not_configured' });
      const search = await bare.inject({ method: 'GET', url: `${BASE}/reputation/establishments/${lyonId}/places?q=terreaux`, headers: token });
      expect(search.json()).toMatchObject({ code: 'places_not_configured' });
    } finally {
      await bare.close();
      await bareDb.close();
    }
  });

  it('refuses to start in production with Google configured and no INTEGRATIONS_KEY', async () => {
    await expect(
      buildApp({
        db: testDb.db,
        jwtSecret: TEST_JWT_SECRET,
        production: true,
        closeDbOnClose: false,
        authFlows: { publicUrl: 'https://app.example' },
        integrations: { google: { clientId: 'x', clientSecret: 'y', apiRoot: null } },
      }),
    ).rejects.toThrow(/INTEGRATIONS_KEY/);
  });

  it('seals tokens with AES-256-GCM: a tampered value does not open', () => {
    const sealer = createSealer(sealKey('b'.repeat(64), TEST_JWT_SECRET));
    const sealed = sealer.seal('1//refresh');
    expect(sealed).not.toContain('refresh');
    expect(sealer.open(sealed)).toBe('1//refresh');
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}A`;
    expect(() => sealer.open(tampered)).toThrow();
    expect(() => createSealer(sealKey('c'.repeat(64), TEST_JWT_SECRET)).open(sealed)).toThrow();
  });
});

describe('connecting', () => {
  it('sends the owner to Google with PKCE, offline access and the business scope', async () => {
    const res = await app.inject({ method: 'POST', url: `${BASE}/integrations/google/connect`, headers: owner });
    const url = new URL((res.json() as { data: { authorize_url: string } }).data.authorize_url);
    expect(`${url.origin}${url.pathname}`).toBe(`${google.root}/accounts.google.com/o/oauth2/v2/auth`);
    const q = url.searchParams;
    expect(q.get('access_type')).toBe('offline');
    expect(q.get('scope')).toBe('https://www.googleapis.com/auth/business.manage');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/integrations/google/callback`);
    expect(q.get('state')?.length).toBeGreaterThanOrEqual(40);
    expect(res.cookies.find((c) => c.name === 'erep_oauth')).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/integrations/google/callback' });
  });

  it('refuses a callback from another browser, and a state used twice', async () => {
    const started = await app.inject({ method: 'POST', url: `${BASE}/integrations/google/connect`, headers: owner });
    const consent = await fetch((started.json() as { data: { authorize_url: string } }).data.authorize_url, { redirect: 'manual' });
    const back = new URL(consent.headers.get('location') ?? '');
    const stranger = await app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, cookies: { erep_oauth: 'someone-else' } });
    expect(stranger.statusCode).toBe(302);
    expect(stranger.headers.location).toBe(`${PUBLIC_URL}/customer/demo-bistro/account/parameters/platforms?google=expired`);
    const replay = await app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ code: 'oauth_state_invalid' });
    expect(await db.orm.select().from(integrationConnections)).toHaveLength(0);
  });

  it('keeps connections to owners', async () => {
    const manager = bearer(await tokenFor(app, 'manager@demo.test'));
    const res = await app.inject({ method: 'POST', url: `${BASE}/integrations/google/connect`, headers: manager });
    expect(res.statusCode).toBe(403);
    const other = bearer(await tokenFor(app, DEMO_USERS.bakery));
    expect((await app.inject({ method: 'GET', url: `${BASE}/integrations`, headers: other })).statusCode).toBe(403);
  });

  it('connects, storing the refresh token sealed, and brings the owner back to the Platforms tab', async () => {
    const done = await connect();
    expect(done.statusCode).toBe(302);
    expect(done.location).toBe(`${PUBLIC_URL}/customer/demo-bistro/account/parameters/platforms?google=connected`);
    const [row] = await db.orm.select().from(integrationConnections);
    expect(row?.state).toBe('connected');
    expect(row?.refreshToken).toMatch(/^v1\./);
    expect(row?.refreshToken).not.toContain('1//');
    expect(row?.accessToken).not.toContain('ya29.');
    const list = await app.inject({ method: 'GET', url: `${BASE}/integrations`, headers: owner });
    expect((list.json() as { data: { state: string }[] }).data[0]?.state).toBe('connected');
  });
});

describe('locations', () => {
  it("lists the account's locations with readMask and suggests the establishment by name and address", async () => {
    const res = await app.inject({ method: 'GET', url: `${BASE}/integrations/google/locations`, headers: owner });
    expect(res.statusCode, res.body).toBe(200);
    const data = (res.json() as { data: { location: string; title: string; place_id: string; suggested_establishment_id: number | null }[] }).data;
    expect(data.map((l) => l.location)).toEqual([LYON, MARSEILLE]);
    expect(data[0]).toMatchObject({ title: 'Le Petit Bistro Lyon Centre', place_id: 'ChIJLyonDemoBistro', suggested_establishment_id: lyonId });
    expect(data[1]?.suggested_establishment_id).toBeNull();
    const listing = google.requests.find((r) => r.path.endsWith('/accounts/1093/locations'));
    expect(listing?.query.get('readMask')).toBe('name,title,storefrontAddress,metadata');
  });

  it('ties a location to one establishment only, and only a location of the account', async () => {
    const unknown = await app.inject({ method: 'PUT', url: `${BASE}/establishments/${lyonId}/platforms/google`, headers: owner, payload: { location: 'accounts/9/locations/9' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'unknown_location' });
    const bad = await app.inject({ method: 'PUT', url: `${BASE}/establishments/${lyonId}/platforms/google`, headers: owner, payload: { location: 'not a location' } });
    expect(bad.statusCode).toBe(400);
    const tied = await app.inject({ method: 'PUT', url: `${BASE}/establishments/${lyonId}/platforms/google`, headers: owner, payload: { location: LYON } });
    expect(tied.statusCode, tied.body).toBe(200);
    expect(tied.json()).toMatchObject({ data: { establishment_id: lyonId, location: LYON, last_sync_at: null } });
    const taken = await app.inject({ method: 'PUT', url: `${BASE}/establishments/${croixRousseId}/platforms/google`, headers: owner, payload: { location: LYON } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'location_taken' });
    const untied = await app.inject({ method: 'DELETE', url: `${BASE}/establishments/${croixRousseId}/platforms/google`, headers: owner });
    expect(untied.statusCode).toBe(404);
  });
});

describe('review link on the thank-you page', () => {
  it("uses the tied location's place for the Google link visitors are shown", async () => {
    const res = await app.inject(`/api/public/feedback/context?customer=demo-bistro&establishment=${lyonId}`);
    expect(res.statusCode).toBe(200);
    const links = (res.json() as { data: { links: { name: string; url: string }[] } }).data.links;
    expect(links.filter((l) => l.name === 'Google')).toEqual([{ name: 'Google', category: 'review', url: 'https://search.google.com/local/writereview?placeid=ChIJLyonDemoBistro' }]);
    const other = await app.inject(`/api/public/feedback/context?customer=demo-bistro&establishment=${croixRousseId}`);
    const otherGoogle = (other.json() as { data: { links: { name: string; url: string }[] } }).data.links.find((l) => l.name === 'Google');
    expect(otherGoogle?.url ?? '').not.toContain('ChIJLyonDemoBistro');
  });
});

describe('reviews in', () => {
  it('imports every page the first time: anonymous and text-less reviews, star ratings, existing replies', async () => {
    for (let i = 0; i < 118; i += 1) {
      google.addReview(LYON, {
        reviewId: `r${String(i).padStart(3, '0')}`,
        reviewer: { displayName: `Client ${i}` },
        starRating: (['ONE', 'TWO', 'THREE', 'FOUR', 'FIVE'] as const)[i % 5] ?? 'FIVE',
        comment: `Très bon repas numéro ${i}`,
        createTime: new Date(Date.now() - (200 - i) * 86_400_000).toISOString(),
      });
    }
    google.addReview(LYON, { reviewId: 'anon', reviewer: { displayName: 'A Google user', isAnonymous: true }, starRating: 'FOUR', comment: 'Bien' });
    google.addReview(LYON, { reviewId: 'stars-only', reviewer: { displayName: 'Marc' }, starRating: 'ONE' });
    const replied = google.addReview(LYON, { reviewId: 'replied', reviewer: { displayName: 'Lucie' }, starRating: 'FIVE', comment: 'Parfait' });
    replied.reviewReply = { comment: 'Merci Lucie !', updateTime: replied.updateTime };

    await drain();
    const stored = await googleReviews();
    expect(stored).toHaveLength(121);
    expect(new Set(stored.map((r) => r.externalId)).size).toBe(121);
    const pages = reviewRequests();
    expect(pages.map((r) => r.query.get('pageSize'))).toEqual(['50', '50', '50']);
    expect(pages.map((r) => r.query.get('pageToken'))).toEqual([null, '50', '100']);
    const anon = stored.find((r) => r.externalId === 'anon');
    expect(anon).toMatchObject({ firstname: null, rating: 4, comment: 'Bien' });
    expect(stored.find((r) => r.externalId === 'stars-only')).toMatchObject({ rating: 1, comment: null, firstname: 'Marc' });
    expect(stored.find((r) => r.externalId === 'r003')).toMatchObject({ rating: 4, firstname: 'Client 3', language: 'fr' });
    expect(stored.find((r) => r.externalId === 'stars-only')?.language).toBeNull();
    const lucie = stored.find((r) => r.externalId === 'replied');
    expect(lucie?.answeredAt).not.toBeNull();
    const answers = await db.orm.select().from(reviewAnswers).where(eq(reviewAnswers.reviewId, lucie?.id ?? 0));
    expect(answers).toMatchObject([{ text: 'Merci Lucie !', publishState: 'published', userId: null }]);
    const link = await linkOf();
    expect(link).toMatchObject({ lastResult: 'ok', lastImported: 121, failures: 0, fullSyncDone: true });
    expect(link?.nextSyncAt.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
  });

  it('alerts on a recent low rating, not on the imported history', async () => {
    const stored = await googleReviews();
    const recentLow = stored.find((r) => r.externalId === 'stars-only');
    const oldLow = stored.find((r) => r.externalId === 'r000');
    const alerts = await db.orm.select({ key: jobs.dedupeKey }).from(jobs);
    const keys = alerts.map((a) => a.key);
    expect(keys).toContain(`review_alert:${recentLow?.id}`);
    expect(keys).not.toContain(`review_alert:${oldLow?.id}`);
  });

  it('then syncs incrementally by update time: new and edited reviews on the first page only', async () => {
    google.requests.length = 0;
    google.addReview(LYON, { reviewId: 'new-1', reviewer: { displayName: 'Nina' }, starRating: 'THREE', comment: 'Correct' });
    google.editReview(LYON, 'r010', { comment: 'Finalement décevant', starRating: 'TWO' });
    const now = await app.inject({ method: 'POST', url: `${BASE}/integrations/google/sync`, headers: owner });
    expect(now.statusCode).toBe(202);
    await drain();
    expect(reviewRequests()).toHaveLength(1);
    const stored = await googleReviews();
    expect(stored).toHaveLength(122);
    expect(stored.find((r) => r.externalId === 'r010')).toMatchObject({ comment: 'Finalement décevant', rating: 2 });
    expect(await linkOf()).toMatchObject({ lastImported: 1, lastUpdated: 1, lastRemoved: 0 });
  });

  it('is idempotent: a sync with nothing new changes nothing', async () => {
    await app.inject({ method: 'POST', url: `${BASE}/integrations/google/sync`, headers: owner });
    await drain();
    expect(await googleReviews()).toHaveLength(122);
    expect(await linkOf()).toMatchObject({ lastImported: 0, lastUpdated: 0, lastRemoved: 0, lastResult: 'ok' });
  });

  it('removes a review deleted on Google (the count differs, so the full list is read)', async () => {
    google.deleteReview(LYON, 'r020');
    google.requests.length = 0;
    await app.inject({ method: 'POST', url: `${BASE}/integrations/google/sync`, headers: owner });
    await drain();
    const stored = await googleReviews();
    expect(stored).toHaveLength(121);
    expect(stored.find((r) => r.externalId === 'r020')).toBeUndefined();
    expect(await linkOf()).toMatchObject({ lastRemoved: 1 });
    expect(reviewRequests().length).toBe(4);
  });

  it("lists them in the establishment's reviews filtered by source", async () => {
    const res = await app.inject({ method: 'GET', url: `/api/customer/demo-bistro/establishment/${lyonId}/reviews?source=google&period=global&per_page=5`, headers: owner });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { data: { source: string }[]; total: number };
    expect(body.data.every((r) => r.source === 'Google')).toBe(true);
    expect(body.total).toBeGreaterThanOrEqual(121);
    const bad = await app.inject({ method: 'GET', url: `/api/customer/demo-bistro/establishment/${lyonId}/reviews?source=myspace`, headers: owner });
    expect(bad.statusCode).toBe(400);
  });

  it('finds them in the review search under the language their text is in', async () => {
    const res = await app.inject({ method: 'GET', url: `${BASE}/reputation/reviews/search?q=num%C3%A9ro&platform=Google&language=fr&period=global&per_page=5`, headers: owner });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { data: { source: string; comment: string }[] };
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((r) => r.source === 'Google' && /Très bon repas numéro/.test(r.comment))).toBe(true);
  });

  it('backs off when Google answers 429 RESOURCE_EXHAUSTED', async () => {
    google.failNext({
      method: 'GET',
      pattern: /\/reviews$/,
      status: 429,
      body: { error: { code: 429, message: 'Quota exceeded for quota metric', status: 'RESOURCE_EXHAUSTED' } },
    });
    await app.inject({ method: 'POST', url: `${BASE}/integrations/google/sync`, headers: owner });
    await drain();
    const link = await linkOf();
    expect(link).toMatchObject({ lastResult: 'error', failures: 1 });
    expect(link?.lastError).toContain('Quota exceeded');
    const wait = (link?.nextSyncAt.getTime() ?? 0) - Date.now();
    expect(wait).toBeGreaterThan(50_000);
    expect(wait).toBeLessThan(5 * 60_000);
    const listed = await app.inject({ method: 'GET', url: `${BASE}/integrations`, headers: owner });
    expect((listed.json() as { data: { links: { last_result: string }[] }[] }).data[0]?.links[0]?.last_result).toBe('error');
  });
});

describe('answers out', () => {
  const answer = async (reviewId: number, text: string) =>
    app.inject({ method: 'POST', url: `${BASE}/reputation/reviews/${reviewId}/answers`, headers: owner, payload: { text } });
  const reviewByExternal = async (externalId: string) => (await googleReviews()).find((r) => r.externalId === externalId);

  it('publishes an answer on Google and counts it answered only once Google accepted', async () => {
    const review = await reviewByExternal('r030');
    const res = await answer(review?.id ?? 0, 'Merci pour votre visite !');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ data: { publish_state: 'pending', to_publish_on: null } });
    expect((await reviewByExternal('r030'))?.answeredAt).toBeNull();
    await drain();
    const put = google.requests.find((r) => r.method === 'PUT' && r.path.endsWith('/reviews/r030/reply'));
    expect(JSON.parse(put?.body ?? '{}')).toEqual({ comment: 'Merci pour votre visite !' });
    expect(google.reviewsOf(LYON).find((r) => r.reviewId === 'r030')?.reviewReply?.comment).toBe('Merci pour votre visite !');
    expect((await reviewByExternal('r030'))?.answeredAt).not.toBeNull();
    const listed = await app.inject({ method: 'GET', url: `${BASE}/reputation/reviews/${review?.id}/answers`, headers: owner });
    expect((listed.json() as { data: { answers: { publish_state: string }[] } }).data.answers[0]?.publish_state).toBe('published');
  });

  it('shows a refused answer with its reason, and sends it again on retry', async () => {
    const review = await reviewByExternal('r031');
    google.failNext({ method: 'PUT', pattern: /\/reply$/, status: 400, body: { error: { code: 400, message: 'Request contains an invalid argument.', status: 'INVALID_ARGUMENT' } } });
    const created = (await answer(review?.id ?? 0, 'Merci !')).json() as { data: { id: number } };
    await drain();
    const listed = await app.inject({ method: 'GET', url: `${BASE}/reputation/reviews/${review?.id}/answers`, headers: owner });
    const failed = (listed.json() as { data: { answers: { publish_state: string; publish_error: string }[] } }).data.answers[0];
    expect(failed?.publish_state).toBe('failed');
    expect(failed?.publish_error).toContain('invalid argument');
    expect((await reviewByExternal('r031'))?.answeredAt).toBeNull();
    const retried = await app.inject({ method: 'POST', url: `${BASE}/reputation/reviews/${review?.id}/answers/${created.data.id}/retry`, headers: owner });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ data: { publish_state: 'pending', publish_error: 'Google reply: Request contains an invalid argument.' } });
    await drain();
    expect((await reviewByExternal('r031'))?.answeredAt).not.toBeNull();
    const again = await app.inject({ method: 'POST', url: `${BASE}/reputation/reviews/${review?.id}/answers/${created.data.id}/retry`, headers: owner });
    expect(again.json()).toMatchObject({ code: 'answer_not_failed' });
  });

  it('retries later when Google is throttling, without counting the review answered', async () => {
    const review = await reviewByExternal('r032');
    google.failNext({ method: 'PUT', pattern: /\/reply$/, status: 503, body: { error: { code: 503, message: 'The service is currently unavailable.', status: 'UNAVAILABLE' } } });
    await answer(review?.id ?? 0, 'Merci beaucoup');
    await drain();
    const [row] = await db.orm.select().from(reviewAnswers).where(eq(reviewAnswers.reviewId, review?.id ?? 0));
    expect(row).toMatchObject({ publishState: 'pending', publishAttempts: 1 });
    expect(row?.publishNextAt?.getTime()).toBeGreaterThan(Date.now() + 30_000);
  });

  it('edits by publishing again, and deletes the reply on Google', async () => {
    const review = await reviewByExternal('r030');
    await answer(review?.id ?? 0, 'Merci, à bientôt !');
    await drain();
    expect(google.reviewsOf(LYON).find((r) => r.reviewId === 'r030')?.reviewReply?.comment).toBe('Merci, à bientôt !');
    const removed = await app.inject({ method: 'DELETE', url: `${BASE}/reputation/reviews/${review?.id}/answers`, headers: owner });
    expect(removed.statusCode).toBe(204);
    expect((await reviewByExternal('r030'))?.answeredAt).not.toBeNull();
    await drain();
    expect(google.requests.some((r) => r.method === 'DELETE' && r.path.endsWith('/reviews/r030/reply'))).toBe(true);
    expect(google.reviewsOf(LYON).find((r) => r.reviewId === 'r030')?.reviewReply).toBeUndefined();
    expect((await reviewByExternal('r030'))?.answeredAt).toBeNull();
    expect(await db.orm.select().from(reviewAnswers).where(eq(reviewAnswers.reviewId, review?.id ?? 0))).toHaveLength(0);
  });

  it('brings back a reply written on Google at the next sync', async () => {
    const target = google.reviewsOf(LYON).find((r) => r.reviewId === 'r040');
    if (!target) throw new Error('fixture');
    target.reviewReply = { comment: 'Réponse écrite sur Google', updateTime: new Date().toISOString() };
    google.editReview(LYON, 'r040', {});
    await app.inject({ method: 'POST', url: `${BASE}/integrations/google/sync`, headers: owner });
    await drain();
    const review = await reviewByExternal('r040');
    expect(review?.answeredAt).not.toBeNull();
    const answers = await db.orm.select().from(reviewAnswers).where(eq(reviewAnswers.reviewId, review?.id ?? 0));
    expect(answers.map((a) => a.text)).toEqual(['Réponse écrite sur Google']);
  });

  it("brings back, with the day's complete listing, a reply written on Google that left the review's update time as it was", async () => {
    const target = google.reviewsOf(LYON).find((r) => r.reviewId === 'r041');
    if (!target) throw new Error('fixture');
    target.reviewReply = { comment: 'Réponse sans mise à jour de l’avis', updateTime: new Date().toISOString() };
    await app.inject({ method: 'POST', url: `${BASE}/integrations/google/sync`, headers: owner });
    await drain();
    expect((await reviewByExternal('r041'))?.answeredAt).toBeNull();
    // A day after the last complete listing, the next sync reads every page again.
    await db.orm.update(integrationLocations).set({ fullSyncAt: new Date(Date.now() - 25 * 3_600_000) }).where(eq(integrationLocations.establishmentId, lyonId));
    google.requests.length = 0;
    await app.inject({ method: 'POST', url: `${BASE}/integrations/google/sync`, headers: owner });
    await drain();
    expect(reviewRequests().length).toBeGreaterThan(1);
    const review = await reviewByExternal('r041');
    expect(review?.answeredAt).not.toBeNull();
    expect((await linkOf())?.fullSyncAt?.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('two instances', () => {
  it('sync each location once and store each review once', async () => {
    const secondDb = testDb.url ? await openPostgres({ connectionString: testDb.url, max: 4 }) : testDb.db;
    const second = await buildApp({ db: secondDb, jwtSecret: TEST_JWT_SECRET, logger: false, staticRoot: null, demo: true, closeDbOnClose: false, ...config() });
    await second.ready();
    try {
      for (let i = 0; i < 60; i += 1) google.addReview(LYON, { reviewId: `twin-${i}`, reviewer: { displayName: `Twin ${i}` }, starRating: 'FIVE', comment: 'Super' });
      await app.inject({ method: 'POST', url: `${BASE}/integrations/google/sync`, headers: owner });
      google.requests.length = 0;
      await Promise.all([app.jobWorker?.drain(), second.jobWorker?.drain(), app.jobWorker?.drain(), second.jobWorker?.drain()]);
      const stored = await googleReviews();
      expect(stored.filter((r) => r.externalId?.startsWith('twin-'))).toHaveLength(60);
      expect(new Set(stored.map((r) => r.externalId)).size).toBe(stored.length);
      // One sync: its pages were each asked once.
      const firstPages = reviewRequests().filter((r) => !r.query.get('pageToken'));
      expect(firstPages).toHaveLength(1);
    } finally {
      await second.close();
      if (secondDb !== testDb.db) await secondDb.close();
    }
  });
});

describe('revoked access', () => {
  it('marks the connection broken, mails the owners once, and stops syncing', async () => {
    google.revokeAll();
    await app.inject({ method: 'POST', url: `${BASE}/integrations/google/sync`, headers: owner });
    await drain();
    const [row] = await db.orm.select().from(integrationConnections);
    expect(row).toMatchObject({ state: 'broken', refreshToken: null, accessToken: null });
    expect(row?.brokenReason).toContain('invalid_grant');
    expect(await linkOf()).toMatchObject({ lastResult: 'error', lastError: 'revoked' });
    const mails = await db.orm.select().from(mailOutbox).where(sql`${mailOutbox.subject} like '%Google Business Profile%'`);
    expect(mails.map((m) => m.to)).toContain(DEMO_USERS.customer);
    expect(mails[0]?.text).toContain(`${PUBLIC_URL}/customer/demo-bistro/account/parameters/platforms`);
    const listed = await app.inject({ method: 'GET', url: `${BASE}/integrations`, headers: owner });
    expect((listed.json() as { data: { state: string }[] }).data[0]?.state).toBe('broken');
    google.requests.length = 0;
    await db.orm.update(integrationLocations).set({ nextSyncAt: new Date(0) });
    await drain();
    expect(google.requests).toHaveLength(0);
    expect((await app.inject({ method: 'POST', url: `${BASE}/integrations/google/sync`, headers: owner })).statusCode).toBe(409);
  });

  it('reconnects, keeping the tied location, then disconnects deleting the tokens', async () => {
    expect((await connect()).location).toContain('google=connected');
    expect(await linkOf()).toBeDefined();
    await drain();
    expect(await linkOf()).toMatchObject({ lastResult: 'ok' });
    const gone = await app.inject({ method: 'DELETE', url: `${BASE}/integrations/google`, headers: owner });
    expect(gone.statusCode).toBe(204);
    expect(await db.orm.select().from(integrationConnections)).toHaveLength(0);
    expect(google.requests.some((r) => r.path === '/oauth2.googleapis.com/revoke')).toBe(true);
    // The synced reviews stay, now answered by hand like other platform reviews.
    expect((await db.orm.select().from(reviews).where(eq(reviews.source, 'Google'))).length).toBeGreaterThan(100);
  });
});

describe("competitors' Google rating (Places API)", () => {
  const placesRequests = () => google.requests.filter((r) => r.path.startsWith('/places.googleapis.com/'));
  let competitorId = 0;

  beforeAll(async () => {
    const [row] = await db.orm.select({ id: competitors.id }).from(competitors).where(and(eq(competitors.establishmentId, lyonId), eq(competitors.competitorTag, 'brasserie-terreaux')));
    competitorId = row?.id ?? 0;
  });

  it('searches places by name and town, asking Google for public figures only', async () => {
    google.requests.length = 0;
    const res = await app.inject({ method: 'GET', url: `${BASE}/reputation/establishments/${lyonId}/places?q=${encodeURIComponent('terreaux lyon')}`, headers: owner });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { data: unknown[] }).data).toEqual([
      { place_id: 'ChIJTerreauxBrasserie01', name: 'Brasserie des Terreaux', address: '3 place des Terreaux, 69001 Lyon, France', rating: 4.3, user_rating_count: 812 },
      { place_id: 'ChIJTerreauxCafe000002', name: 'Café des Terreaux', address: '1 rue Constantine, 69001 Lyon, France', rating: 3.9, user_rating_count: 140 },
    ]);
    const [search] = placesRequests();
    expect(search?.path).toBe('/places.googleapis.com/v1/places:searchText');
    expect(JSON.parse(search?.body ?? '{}')).toMatchObject({ textQuery: 'terreaux lyon' });
    const short = await app.inject({ method: 'GET', url: `${BASE}/reputation/establishments/${lyonId}/places?q=a`, headers: owner });
    expect(short.statusCode).toBe(400);
  });

  it("ties a competitor to its place and records today's rating and count", async () => {
    const res = await app.inject({ method: 'PUT', url: `${BASE}/reputation/establishments/${lyonId}/competitors/${competitorId}/google-place`, headers: owner, payload: { place_id: 'ChIJTerreauxBrasserie01' } });
    expect(res.statusCode, res.body).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(res.json()).toEqual({ data: { place_id: 'ChIJTerreauxBrasserie01', history: [{ day: today, rating: 4.3, user_rating_count: 812 }] } });
    const unknown = await app.inject({ method: 'PUT', url: `${BASE}/reputation/establishments/${lyonId}/competitors/${competitorId}/google-place`, headers: owner, payload: { place_id: 'ChIJDoesNotExist0000' } });
    expect(unknown.statusCode).toBe(502);
    expect(unknown.json()).toMatchObject({ code: 'platform_error' });
    const other = bearer(await tokenFor(app, DEMO_USERS.bakery));
    const foreign = await app.inject({ method: 'GET', url: `${BASE}/reputation/establishments/${lyonId}/competitors/${competitorId}/google-ratings`, headers: other });
    expect(foreign.statusCode).toBe(403);
  });

  it('records the figures once a day, once across instances', async () => {
    // As if today's figures were yesterday's: today is still to record.
    await db.orm.update(competitorPlaceRatings).set({ day: sql`current_date - 1` });
    const place = google.places.find((p) => p.id === 'ChIJTerreauxBrasserie01');
    if (!place) throw new Error('fixture');
    place.rating = 4.4;
    place.userRatingCount = 815;
    google.requests.length = 0;
    const secondDb = testDb.url ? await openPostgres({ connectionString: testDb.url, max: 4 }) : testDb.db;
    const second = await buildApp({ db: secondDb, jwtSecret: TEST_JWT_SECRET, logger: false, staticRoot: null, demo: true, closeDbOnClose: false, ...config() });
    await second.ready();
    try {
      await Promise.all([app.jobWorker?.drain(), second.jobWorker?.drain()]);
      await Promise.all([app.jobWorker?.drain(), second.jobWorker?.drain()]);
    } finally {
      await second.close();
      if (secondDb !== testDb.db) await secondDb.close();
    }
    expect(placesRequests().filter((r) => r.method === 'GET')).toHaveLength(1);
    expect(placesRequests()[0]?.path).toBe('/places.googleapis.com/v1/places/ChIJTerreauxBrasserie01');
    const res = await app.inject({ method: 'GET', url: `${BASE}/reputation/establishments/${lyonId}/competitors/${competitorId}/google-ratings`, headers: owner });
    const history = (res.json() as { data: { history: { rating: number; user_rating_count: number }[] } }).data.history;
    expect(history.map((h) => [h.rating, h.user_rating_count])).toEqual([
      [4.3, 812],
      [4.4, 815],
    ]);
  });

  it("shows the competitor's last recorded Google figures in the ranking", async () => {
    const res = await app.inject({ method: 'GET', url: `${BASE}/reputation/ranking?period=global`, headers: owner });
    expect(res.statusCode, res.body).toBe(200);
    const rows = (res.json() as { data: { rows: { kind: string; id: number; google_rating: number | null; google_reviews: number | null }[] } }).data.rows;
    expect(rows.find((r) => r.kind === 'competitor' && r.id === competitorId)).toMatchObject({ google_rating: 4.4, google_reviews: 815 });
    expect(rows.filter((r) => r.kind === 'establishment').every((r) => r.google_rating === null)).toBe(true);
  });
});
