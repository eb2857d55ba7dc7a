import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openPostgres, type Db } from '../src/db/client';
import { contacts, establishments, mailOutbox, reviews, webhookDeliveries, webhookEndpoints } from '../src/db/schema';
import { MAX_ATTEMPTS, post } from '../src/modules/webhooks/delivery';
import type { Resolver } from '../src/modules/webhooks/ssrf';
import { DEMO_USERS } from '../src/seed/index';
import { bearer, createTestApp, TEST_JWT_SECRET, tokenFor, type TestDb } from './helpers';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver on this machine answering the scripted statuses in turn (then the last one). */
async function receiver(): Promise<{ url: string; received: Received[]; answers: number[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const answers: number[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body });
      const status = answers.length > 1 ? (answers.shift() ?? 200) : (answers[0] ?? 200);
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, received, answers, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

const WORKER = { jobWorker: { intervalMs: 3_600_000, digestEveryMs: 3_600_000 } } as const;

let app: FastifyInstance;
let db: Db;
let testDb: TestDb;
let hook: Awaited<ReturnType<typeof receiver>>;
let owner: Record<string, string>;
let visitor = 0;

beforeAll(async () => {
  ({ app, db, testDb } = await createTestApp(WORKER));
  hook = await receiver();
  owner = bearer(await tokenFor(app, DEMO_USERS.customer));
});

afterAll(async () => {
  await hook?.close();
  await app?.close();
  await db?.close();
});

beforeEach(async () => {
  hook.received.length = 0;
  hook.answers.length = 0;
  await db.orm.delete(webhookEndpoints);
});

async function register(events: string[], path = '/hook'): Promise<{ id: number; secret: string }> {
  const res = await app.inject({ method: 'POST', url: '/api/customer/demo-bistro/webhooks', headers: owner, payload: { url: `${hook.url}${path}`, events } });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { id: number; secret: string } }).data;
}

/** Makes every pending retry due now, as if its backoff had passed. */
const skipBackoff = () => db.orm.execute(sql`update webhook_deliveries set next_attempt_at = now() where delivered_at is null and failed_at is null`);

async function feedback(rating: number, comment: string): Promise<void> {
  const n = (visitor += 1);
  const [lyon] = await db.orm.select({ id: establishments.id }).from(establishments).where(eq(establishments.tag, 'demo-bistro-lyon'));
  const res = await app.inject({
    method: 'POST',
    url: `/api/public/feedback?customer=demo-bistro&establishment=${lyon?.id}`,
    payload: { rating, firstname: 'Ana', email: `hooks.visitor${n}@example.com`, comment, acceptTerms: true },
  });
  expect(res.statusCode, res.body).toBe(201);
}

describe('registering endpoints', () => {
  it('answers the secret once as whsec_<base64 of 24+ bytes>, and lists endpoints without it', async () => {
    const created = await register(['review.created', 'coupon.issued']);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(created.secret.slice(6), 'base64').length).toBeGreaterThanOrEqual(24);
    const list = await app.inject({ method: 'GET', url: '/api/customer/demo-bistro/webhooks', headers: owner });
    expect(list.statusCode).toBe(200);
    const [endpoint] = (list.json() as { data: Record<string, unknown>[] }).data;
    expect(endpoint).toMatchObject({ id: created.id, events: ['review.created', 'coupon.issued'], state: 'active', deliveries: [] });
    expect(endpoint).not.toHaveProperty('secret');
  });

  it('refuses an unknown event and another customer’s endpoint', async () => {
    const bad = await app.inject({ method: 'POST', url: '/api/customer/demo-bistro/webhooks', headers: owner, payload: { url: `${hook.url}/x`, events: ['review.deleted'] } });
    expect(bad.statusCode).toBe(400);
    const { id } = await register(['review.created']);
    const bakery = bearer(await tokenFor(app, DEMO_USERS.bakery));
    const other = await app.inject({ method: 'DELETE', url: `/api/customer/demo-bakery/webhooks/${id}`, headers: bakery });
    expect(other.statusCode).toBe(404);
    const foreign = await app.inject({ method: 'GET', url: '/api/customer/demo-bistro/webhooks', headers: bakery });
    expect(foreign.statusCode).toBe(403);
    const removed = await app.inject({ method: 'DELETE', url: `/api/customer/demo-bistro/webhooks/${id}`, headers: owner });
    expect(removed.statusCode).toBe(204);
  });
  it('documents the four routes in the OpenAPI document', async () => {
    const doc = (await app.inject('/api/openapi.json')).json() as { paths: Record<string, Record<string, { tags?: string[]; requestBody?: unknown; responses: Record<string, unknown> }>> };
    const base = doc.paths['/api/customer/{customerTag}/webhooks/'] ?? doc.paths['/api/customer/{customerTag}/webhooks'];
    expect(base?.get?.tags).toEqual(['webhooks']);
    expect(base?.post?.requestBody).toBeDefined();
    expect(Object.keys(base?.post?.responses ?? {})).toContain('201');
    expect(Object.keys(doc.paths['/api/customer/{customerTag}/webhooks/{id}']?.delete?.responses ?? {})).toContain('204');
    expect(Object.keys(doc.paths['/api/customer/{customerTag}/webhooks/{id}/test']?.post?.responses ?? {})).toContain('202');
  });
});

describe('delivery', () => {
  it('gives each of concurrent posts (stored in one batch) its own review.created, and each low rating its alert', async () => {
    await register(['review.created']);
    const comments = [1, 2, 3, 4, 5].map((rating) => `Webhook burst: ${rating} stars.`);
    await Promise.all(comments.map((comment, i) => feedback(i + 1, comment)));
    await app.jobWorker?.drain();
    const sent = hook.received.map((m) => (JSON.parse(m.body) as { data: { comment: string; rating: number } }).data);
    expect(sent.map((d) => d.comment).sort()).toEqual(comments);
    expect(sent.every((d) => d.comment === `Webhook burst: ${d.rating} stars.`)).toBe(true);
    const alerts = await db.orm.select({ subject: mailOutbox.subject }).from(mailOutbox).where(sql`${mailOutbox.text} like '%Webhook burst%' and ${mailOutbox.to} = ${DEMO_USERS.customer}`);
    expect(alerts.map((a) => a.subject.match(/\((\d)\/5\)/)?.[1]).sort()).toEqual(['1', '2']);
  });

  it('sends review.created from the job worker, signed so that the standardwebhooks package verifies it', async () => {
    const { secret } = await register(['review.created']);
    await feedback(5, 'Webhook: very good lunch.');
    // Never on the request path: nothing arrived before the worker ran.
    expect(hook.received).toHaveLength(0);
    await app.jobWorker?.drain();
    expect(hook.received).toHaveLength(1);
    const [message] = hook.received;
    if (!message) throw new Error('no delivery');
    const headers = {
      'webhook-id': String(message.headers['webhook-id']),
      'webhook-timestamp': String(message.headers['webhook-timestamp']),
      'webhook-signature': String(message.headers['webhook-signature']),
    };
    const payload = new Webhook(secret).verify(message.body, headers) as Record<string, unknown>;
    expect(payload).toMatchObject({ type: 'review.created', id: headers['webhook-id'], customer: { tag: 'demo-bistro' }, data: { rating: 5, comment: 'Webhook: very good lunch.' } });
    expect(payload.data).not.toHaveProperty('email');
    // Another secret does not verify it.
    expect(() => new Webhook(`whsec_${Buffer.alloc(32, 7).toString('base64')}`).verify(message.body, headers)).toThrow();
  });

  it('sends review.alert when the alert rule fires, to an endpoint subscribed to it only', async () => {
    await register(['review.alert']);
    await feedback(5, 'Webhook: fine, no alert.');
    await app.jobWorker?.drain();
    expect(hook.received).toHaveLength(0);
    await feedback(1, 'Webhook: cold food, alert.');
    await app.jobWorker?.drain();
    expect(hook.received.map((r) => (JSON.parse(r.body) as { type: string; data: { comment: string } }).data.comment)).toEqual(['Webhook: cold food, alert.']);
  });

  it('sends coupon.issued when a visitor takes an offer and coupon.validated when it is used, inside their transactions', async () => {
    await register(['coupon.issued', 'coupon.validated']);
    const [lyon] = await db.orm.select({ id: establishments.id }).from(establishments).where(eq(establishments.tag, 'demo-bistro-lyon'));
    const enabled = await app.inject({
      method: 'POST',
      url: `/api/public/customers/demo-bistro/establishments/${lyon?.id}/advantages/adv-10-pourcent/enable`,
      payload: { email: 'hooks.coupon@example.com' },
    });
    expect(enabled.statusCode, enabled.body).toBe(201);
    const { code } = (enabled.json() as { data: { code: string } }).data;
    const validated = await app.inject({ method: 'POST', url: `/api/customer/demo-bistro/coupons/${code}/validate`, headers: owner, payload: {} });
    expect(validated.statusCode, validated.body).toBe(200);
    // A refused second validation emits nothing more.
    await app.inject({ method: 'POST', url: `/api/customer/demo-bistro/coupons/${code}/validate`, headers: owner, payload: {} });
    await app.jobWorker?.drain();
    const events = hook.received.map((r) => JSON.parse(r.body) as { type: string; data: { code: string; validated_at: string | null } });
    expect(events.map((e) => [e.type, e.data.code])).toEqual([
      ['coupon.issued', code],
      ['coupon.validated', code],
    ]);
    expect(events[1]?.data.validated_at).not.toBeNull();
  });

  it('sends review.answered with the answer, contact.created once per contact and contact.unsubscribed once per unsubscription', async () => {
    await register(['review.answered', 'contact.created', 'contact.unsubscribed']);
    const [lyon] = await db.orm.select({ id: establishments.id }).from(establishments).where(eq(establishments.tag, 'demo-bistro-lyon'));
    const enable = (advantage: string) =>
      app.inject({ method: 'POST', url: `/api/public/customers/demo-bistro/establishments/${lyon?.id}/advantages/${advantage}/enable`, payload: { email: 'hooks.contact@example.com' } });
    expect((await enable('adv-10-pourcent')).statusCode).toBe(201);
    // The same visitor again: not a new contact.
    expect((await enable('adv-cafe-offert')).statusCode).toBe(201);
    const [contact] = await db.orm.select({ id: contacts.id, tag: contacts.tag }).from(contacts).where(eq(contacts.email, 'hooks.contact@example.com'));
    const unsubscribe = () => app.inject({ method: 'POST', url: `/api/public/unsubscribe/demo-bistro-lyon/${contact?.tag}` });
    expect((await unsubscribe()).statusCode).toBe(200);
    expect((await unsubscribe()).statusCode).toBe(200);

    await feedback(3, 'Webhook: to be answered.');
    const [review] = await db.orm.select({ id: reviews.id }).from(reviews).where(eq(reviews.comment, 'Webhook: to be answered.'));
    const answered = await app.inject({ method: 'POST', url: `/api/customer/demo-bistro/reputation/reviews/${review?.id}/answers`, headers: owner, payload: { text: 'Thank you, Ana.' } });
    expect(answered.statusCode, answered.body).toBe(201);

    await app.jobWorker?.drain();
    const events = hook.received.map((r) => JSON.parse(r.body) as { type: string; data: Record<string, unknown> });
    expect(events.map((e) => e.type)).toEqual(['contact.created', 'contact.unsubscribed', 'review.answered']);
    expect(events[0]?.data).toMatchObject({ id: contact?.id, email: 'hooks.contact@example.com', unsubscribed_at: null });
    expect(events[1]?.data.unsubscribed_at).not.toBeNull();
    expect(events[2]?.data).toMatchObject({ id: review?.id, answer: { text: 'Thank you, Ana.' } });
  });

  it('retries after a 500 with the same webhook-id, after the backoff only', async () => {
    const { id } = await register(['review.created']);
    hook.answers.push(500, 200);
    const test = await app.inject({ method: 'POST', url: `/api/customer/demo-bistro/webhooks/${id}/test`, headers: owner });
    expect(test.statusCode).toBe(202);
    await app.jobWorker?.drain();
    expect(hook.received).toHaveLength(1);
    let [row] = await db.orm.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, id));
    expect(row).toMatchObject({ attempts: 1, lastStatus: 500, deliveredAt: null });
    expect((row?.nextAttemptAt.getTime() ?? 0) - (row?.lastAttemptAt?.getTime() ?? 0)).toBeGreaterThanOrEqual(4_000);
    // Not due yet: nothing more is sent.
    await app.jobWorker?.drain();
    expect(hook.received).toHaveLength(1);
    await skipBackoff();
    await app.jobWorker?.drain();
    expect(hook.received).toHaveLength(2);
    expect(hook.received[1]?.headers['webhook-id']).toBe(hook.received[0]?.headers['webhook-id']);
    [row] = await db.orm.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, id));
    expect(row).toMatchObject({ attempts: 2, lastStatus: 200 });
    expect(row?.deliveredAt).not.toBeNull();
    const list = await app.inject({ method: 'GET', url: '/api/customer/demo-bistro/webhooks', headers: owner });
    expect((list.json() as { data: { deliveries: unknown[] }[] }).data[0]?.deliveries).toEqual([
      expect.objectContaining({ event_type: 'webhook.test', attempts: 2, status: 200, state: 'delivered' }),
    ]);
  });

  it('disables the endpoint after the last failed attempt and mails the owner', async () => {
    const { id } = await register(['review.created'], '/down');
    hook.answers.push(503);
    await app.inject({ method: 'POST', url: `/api/customer/demo-bistro/webhooks/${id}/test`, headers: owner });
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await app.jobWorker?.drain();
      await skipBackoff();
    }
    expect(hook.received).toHaveLength(MAX_ATTEMPTS);
    const [endpoint] = await db.orm.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    expect(endpoint?.disabledAt).not.toBeNull();
    const [delivery] = await db.orm.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, id));
    expect(delivery?.failedAt).not.toBeNull();
    const mails = await db.orm.select().from(mailOutbox).where(eq(mailOutbox.to, DEMO_USERS.customer));
    expect(mails.filter((m) => m.subject === 'Webhook désactivé' && m.text.includes(`${hook.url}/down`))).toHaveLength(1);
    // Disabled: a new event is not queued for it.
    await feedback(4, 'Webhook: after disabling.');
    await app.jobWorker?.drain();
    expect(hook.received).toHaveLength(MAX_ATTEMPTS);
  });

  it('delivers each event once with two instances draining the same database', async () => {
    // PGlite is one process's database: both instances share the handle. PostgreSQL: a second pool.
    const secondDb = testDb.url ? await openPostgres({ connectionString: testDb.url, max: 4 }) : testDb.db;
    const second = await buildApp({ db: secondDb, jwtSecret: TEST_JWT_SECRET, logger: false, staticRoot: null, demo: true, closeDbOnClose: false, ...WORKER });
    await second.ready();
    try {
      const { id } = await register(['review.created']);
      for (let i = 0; i < 6; i += 1) await app.inject({ method: 'POST', url: `/api/customer/demo-bistro/webhooks/${id}/test`, headers: owner });
      await Promise.all([app.jobWorker?.drain(), second.jobWorker?.drain(), app.jobWorker?.drain(), second.jobWorker?.drain()]);
      const ids = hook.received.map((r) => String(r.headers['webhook-id']));
      expect(ids).toHaveLength(6);
      expect(new Set(ids).size).toBe(6);
    } finally {
      await second.close();
      if (secondDb !== testDb.db) await secondDb.close();
    }
  });
});

describe('production refuses non-public endpoints (SSRF)', () => {
  let prod: FastifyInstance;
  let prodDb: Db;
  let headers: Record<string, string>;
  const answers = new Map<string, string>([
    ['hooks.example.test', '93.184.216.34'],
    ['intranet.example.test', '10.1.2.3'],
    ['mixed.example.test', '93.184.216.34'],
  ]);
  const resolve: Resolver = async (host) => {
    const address = answers.get(host);
    if (!address) throw new Error('ENOTFOUND');
    return host === 'mixed.example.test' ? [{ address, family: 4 }, { address: 'fd00::1', family: 6 }] : [{ address, family: address.includes(':') ? 6 : 4 }];
  };

  beforeAll(async () => {
    ({ app: prod, db: prodDb } = await createTestApp({ production: true, authFlows: { publicUrl: 'https://reviews.example.com' }, webhookResolver: resolve, ...WORKER }));
    headers = bearer(await tokenFor(prod, DEMO_USERS.customer));
  });
  afterAll(async () => {
    await prod?.close();
    await prodDb?.close();
  });

  const create = (url: string) => prod.inject({ method: 'POST', url: '/api/customer/demo-bistro/webhooks', headers, payload: { url, events: ['review.created'] } });

  it.each([
    'https://10.0.0.1/hook',
    'https://127.0.0.1/hook',
    'https://169.254.169.254/latest/meta-data',
    'https://[::1]/hook',
    'https://[::ffff:192.168.1.1]/hook',
    'https://intranet.example.test/hook',
    'https://mixed.example.test/hook',
  ])('refuses %s', async (url) => {
    const res = await create(url);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 'unsafe_address' });
  });

  it('refuses plain HTTP and accepts a public HTTPS host', async () => {
    expect((await create('http://hooks.example.test/hook')).json()).toMatchObject({ code: 'https_required' });
    expect((await create('https://hooks.example.test/hook')).statusCode).toBe(201);
  });

  it('the worker resolves again at delivery: a host that now resolves to a private address is not contacted', async () => {
    answers.set('rebind.example.test', '93.184.216.34');
    const res = await create('https://rebind.example.test/hook');
    expect(res.statusCode).toBe(201);
    const { id } = (res.json() as { data: { id: number } }).data;
    answers.set('rebind.example.test', '10.0.0.7');
    expect((await prod.inject({ method: 'POST', url: `/api/customer/demo-bistro/webhooks/${id}/test`, headers })).statusCode).toBe(202);
    await prod.jobWorker?.drain();
    const [row] = await prodDb.orm.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, id));
    expect(row).toMatchObject({ attempts: 1, lastStatus: null, deliveredAt: null });
    expect(row?.lastError).toMatch(/non-public/);
  });

  it('checks the address again at delivery: a host now resolving to this machine gets nothing', async () => {
    const outcome = await post(`${hook.url}/rebound`, {}, '{}', { allowLoopback: false });
    expect(outcome).toMatchObject({ status: null });
    expect(hook.received).toHaveLength(0);
    // The same request reaches it where loopback is allowed (demo), so the refusal above is the check's.
    expect(await post(`${hook.url}/rebound`, {}, '{}', { allowLoopback: true })).toMatchObject({ status: 200 });
  });
});
