import type { AccountCreateResponse, LoginResponse } from '@erep/shared/schemas';
import { RESET_MISMATCH_MESSAGE } from '@erep/shared/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { mailOutbox, passwordResetTokens, subscriptions, users } from '../src/db/schema';
import { EMAIL_TAKEN, LINK_EXPIRED, UNKNOWN_EMAIL } from '../src/modules/account/service';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/seed/index';
import { bearer, createTestApp } from './helpers';

let app: FastifyInstance;
let db: Db;

beforeAll(async () => {
  ({ app, db } = await createTestApp({ limits: { signUp: { max: 1000, timeWindowMs: 60_000 } } }));
});
afterAll(async () => {
  await app.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) => app.inject({ method: 'POST', url, payload: payload as object, headers });
const login = (email: string, password: string) => post('/api/login', { email, password });

const account = (email: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Le Petit Zinc',
  firstname: 'Ana',
  lastname: 'Lopez',
  password: 'Vertical-Harbor-77',
  email,
  city: 'Lyon',
  zipcode: '69001',
  country: 'FR',
  address1: '3 rue Mercière',
  address2: '',
  plan: 'lead-gen',
  partner: 'demo',
  ...overrides,
});

const subscription = (tag: string, email: string, overrides: Record<string, unknown> = {}) => ({
  customer: tag,
  plan: 'lead-gen',
  amount: 39,
  email,
  updated_at: '2026-01-01',
  expired_at: '2027-01-02',
  app_url: 'http://localhost:80',
  ...overrides,
});

describe('sign-up: POST /api/account/create and /api/subscription/create', () => {
  it('creates an inactive customer user, a pending subscription, and activates both on a test payment', async () => {
    const created = await post('/api/account/create', account('Zinc@Example.com'));
    expect(created.statusCode).toBe(200);
    const body = created.json() as AccountCreateResponse;
    expect(body.customer.tag).toMatch(/^le-petit-zinc-[0-9a-f]{6}$/);
    expect(body.user.id).toBeGreaterThan(0);

    // Awaiting its first payment: sign-in answers with the payment to resume, not a session.
    const before = await login('zinc@example.com', 'Vertical-Harbor-77');
    expect(before.statusCode).toBe(403);
    expect(before.json()).toMatchObject({ code: 'payment_pending', payment: { customer_tag: body.customer.tag, email: 'zinc@example.com' } });

    const sub = await post('/api/subscription/create', subscription(body.customer.tag, 'zinc@example.com'), bearer(body.token));
    expect(sub.statusCode).toBe(201);
    const subBody = sub.json() as { status: number; data: { id: number; status: string; expired_at: string } };
    expect(subBody.status).toBe(201);
    expect(subBody.data.status).toBe('pending');
    // 366 days from the server's today, whatever the client sent.
    const expected = new Date();
    expected.setDate(expected.getDate() + 366);
    expect(subBody.data.expired_at).toBe(`${expected.getFullYear()}-${String(expected.getMonth() + 1).padStart(2, '0')}-${String(expected.getDate()).padStart(2, '0')}`);

    // An inactive account cannot use the back office yet.
    const establishments = await app.inject({ method: 'GET', url: `/api/customer/${body.customer.tag}/establishments/all`, headers: bearer(body.token) });
    expect(establishments.statusCode).toBe(403);

    const config = await app.inject({ method: 'GET', url: '/api/payment/config' });
    expect(config.json()).toEqual({ mode: 'test', publishable_key: null });
    const checkout = await post('/api/payment/checkout', { subscription_id: subBody.data.id }, bearer(body.token));
    expect(checkout.json()).toEqual({ mode: 'test', client_secret: null });

    const paid = await post('/api/payment/test/complete', { subscription_id: subBody.data.id }, bearer(body.token));
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ id: subBody.data.id, status: 'active', plan: 'lead-gen' });
    const again = await post('/api/payment/test/complete', { subscription_id: subBody.data.id }, bearer(body.token));
    expect(again.json()).toMatchObject({ status: 'active' });
    const [row] = await db.orm.select().from(subscriptions).where(eq(subscriptions.id, subBody.data.id));
    expect(row?.providerRef).toBe(`cs_test_local_${subBody.data.id}`);

    const after = await login('zinc@example.com', 'Vertical-Harbor-77');
    expect((after.json() as LoginResponse).user.is_active).toBe(true);
    const list = await app.inject({ method: 'GET', url: `/api/customer/${body.customer.tag}/establishments/all`, headers: bearer((after.json() as LoginResponse).token) });
    expect(list.statusCode).toBe(200);
    expect((list.json() as { data: unknown[] }).data).toEqual([]);
  });

  it('refuses a taken email with 403 and its message, whatever the case', async () => {
    const res = await post('/api/account/create', account('Customer@Demo.test'));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 403, code: 'email_taken', message: EMAIL_TAKEN });
  });

  it('validates with the shared schema: missing fields, bad country, weak passwords', async () => {
    const missing = await post('/api/account/create', account('a@example.com', { city: '  ', address1: undefined }));
    expect(missing.statusCode).toBe(400);
    expect(Object.keys((missing.json() as { errors: object }).errors).sort()).toEqual(['address1', 'city']);
    const country = await post('/api/account/create', account('b@example.com', { country: 'France' }));
    expect((country.json() as { errors: Record<string, string[]> }).errors.country).toEqual(['country']);
    for (const [password, code] of [
      ['short7!', 'password_too_short'],
      ['x'.repeat(65), 'password_too_long'],
      ['Password123', 'password_common'],
    ] as const) {
      const res = await post('/api/account/create', account('c@example.com', { password }));
      expect(res.statusCode).toBe(400);
      expect((res.json() as { errors: Record<string, string[]> }).errors.password).toEqual([code]);
    }
    const optional = await post('/api/account/create', account('d@example.com', { address2: undefined }));
    expect(optional.statusCode).toBe(200);
  });

  it('refuses unknown plans, plans without price code and unknown partners', async () => {
    expect((await post('/api/account/create', account('e@example.com', { plan: 'nope' }))).json()).toMatchObject({ status: 400, message: 'plan_not_found' });
    expect((await post('/api/account/create', account('e@example.com', { plan: 'legacy' }))).json()).toMatchObject({ status: 400, message: 'no_price_code' });
    expect((await post('/api/account/create', account('e@example.com', { partner: 'ghost' }))).statusCode).toBe(400);
  });

  it('lets a subscription be created only by its own new account', async () => {
    const anon = await post('/api/subscription/create', subscription('demo-bistro', 'x@example.com'));
    expect(anon.statusCode).toBe(401);
    const created = (await post('/api/account/create', account('f@example.com'))).json() as AccountCreateResponse;
    const other = await post('/api/subscription/create', subscription('demo-bistro', 'f@example.com'), bearer(created.token));
    expect(other.statusCode).toBe(403);
    const noPrice = await post('/api/subscription/create', subscription(created.customer.tag, 'f@example.com', { plan: 'legacy' }), bearer(created.token));
    expect(noPrice.json()).toMatchObject({ status: 400, message: 'no_price_code' });
    const badDate = await post('/api/subscription/create', subscription(created.customer.tag, 'f@example.com', { expired_at: '02/01/2027' }), bearer(created.token));
    expect(badDate.statusCode).toBe(400);
    // Another customer's subscription can be neither read nor paid.
    const mine = (await post('/api/subscription/create', subscription(created.customer.tag, 'f@example.com'), bearer(created.token))).json() as { data: { id: number } };
    const bistro = (await login(DEMO_USERS.customer, DEMO_PASSWORD)).json() as LoginResponse;
    expect((await post('/api/payment/test/complete', { subscription_id: mine.data.id }, bearer(bistro.token))).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/payment/subscription/${mine.data.id}`, headers: bearer(bistro.token) })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/payment/subscription/999999', headers: bearer(created.token) })).statusCode).toBe(404);
  });
});

async function lastLink(to: string): Promise<string> {
  const rows = await db.orm.select().from(mailOutbox).where(eq(mailOutbox.to, to));
  const text = rows.at(-1)?.text ?? '';
  const match = /https?:\/\/\S+\/password\/reset\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in ${text}`);
  return match[1];
}

describe('password recovery', () => {
  it('answers 202, stores only a hash and mails a single-use link in the user’s language', async () => {
    const res = await post('/api/public/password/reset', { email: ' Bakery@Demo.test ', app_url: 'https://evil.example' });
    expect(res.statusCode).toBe(202);
    const token = await lastLink(DEMO_USERS.bakery);
    expect(token.length).toBeGreaterThanOrEqual(43);
    const [mail] = (await db.orm.select().from(mailOutbox).where(eq(mailOutbox.to, DEMO_USERS.bakery))).slice(-1);
    expect(mail?.subject).toBe('Reset your password');
    // A foreign app_url is ignored: the link points at this server.
    expect(mail?.text).toContain(`http://localhost:80/password/reset/${token}`);
    const stored = await db.orm.select().from(passwordResetTokens);
    expect(stored.some((t) => t.tokenHash === token)).toBe(false);
    expect(stored.every((t) => t.expiresAt.getTime() - t.createdAt.getTime() <= 60 * 60 * 1000 + 1000)).toBe(true);
  });

  it('answers 404 with a message for an unknown email, 400 for an empty one', async () => {
    const res = await post('/api/public/password/reset', { email: 'ghost@demo.test' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 404, code: 'unknown_email', message: UNKNOWN_EMAIL });
    expect((await post('/api/public/password/reset', { email: '' })).statusCode).toBe(400);
  });

  it('resets once, revokes earlier tokens, and refuses reuse, mismatch and weak passwords', async () => {
    const oldLogin = (await login(DEMO_USERS.admin, DEMO_PASSWORD)).json() as LoginResponse;
    expect((await app.inject({ method: 'GET', url: '/api/me', headers: bearer(oldLogin.token) })).statusCode).toBe(200);
    await post('/api/public/password/reset', { email: DEMO_USERS.admin });
    const token = await lastLink(DEMO_USERS.admin);
    const url = `/api/public/reinitialiser-mot-de-pass/${token}`;

    const mismatch = await post(url, { password: 'Lantern-Quartz-19', confirmation: 'Lantern-Quartz-18' });
    expect(mismatch.statusCode).toBe(400);
    expect((mismatch.json() as { message: string }).message).toBe(RESET_MISMATCH_MESSAGE);
    const weak = await post(url, { password: 'qwerty123', confirmation: 'qwerty123' });
    expect((weak.json() as { errors: Record<string, string[]> }).errors.password).toEqual(['password_common']);

    const ok = await post(url, { password: 'Lantern-Quartz-19', confirmation: 'Lantern-Quartz-19', app_url: 'http://localhost' });
    expect(ok.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/me', headers: bearer(oldLogin.token) })).statusCode).toBe(401);
    expect((await login(DEMO_USERS.admin, DEMO_PASSWORD)).statusCode).toBe(401);
    const fresh = (await login(DEMO_USERS.admin, 'Lantern-Quartz-19')).json() as LoginResponse;
    expect((await app.inject({ method: 'GET', url: '/api/me', headers: bearer(fresh.token) })).statusCode).toBe(200);

    const reused = await post(url, { password: 'Another-Lantern-20', confirmation: 'Another-Lantern-20' });
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({ status: 401, code: 'link_expired', message: LINK_EXPIRED });
    expect((await post('/api/public/reinitialiser-mot-de-pass/short', { password: 'a', confirmation: 'a' })).statusCode).toBe(401);
  });

  it('refuses an expired link', async () => {
    await post('/api/public/password/reset', { email: DEMO_USERS.partner });
    const token = await lastLink(DEMO_USERS.partner);
    const [user] = await db.orm.select().from(users).where(eq(users.email, DEMO_USERS.partner));
    await db.orm.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResetTokens.userId, user?.id ?? 0));
    const res = await post(`/api/public/reinitialiser-mot-de-pass/${token}`, { password: 'Lantern-Quartz-19', confirmation: 'Lantern-Quartz-19' });
    expect(res.statusCode).toBe(401);
  });

  it('asking again replaces the previous link', async () => {
    await post('/api/public/password/reset', { email: DEMO_USERS.nordicPartner });
    const first = await lastLink(DEMO_USERS.nordicPartner);
    await post('/api/public/password/reset', { email: DEMO_USERS.nordicPartner });
    const second = await lastLink(DEMO_USERS.nordicPartner);
    expect(second).not.toBe(first);
    expect((await post(`/api/public/reinitialiser-mot-de-pass/${first}`, { password: 'Lantern-Quartz-19', confirmation: 'Lantern-Quartz-19' })).statusCode).toBe(401);
  });

  it('lists the outbox on the development mailbox page, with escaped content', async () => {
    await db.orm.insert(mailOutbox).values({ to: 'x@example.com', subject: '<script>alert(1)</script>', text: 'see http://localhost:80/password/reset/abc and https://evil.example/x' });
    const res = await app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(res.body).toContain('<a href="http://localhost:80/password/reset/abc">');
    expect(res.body).not.toContain('<a href="https://evil.example/x"');
  });

  it('narrows the mailbox to one recipient and to words of the subject, so a busy outbox hides nothing', async () => {
    await db.orm.insert(mailOutbox).values([
      { to: 'Ana@Example.com', subject: 'Votre coupon 100% offert', text: 'a' },
      { to: 'bob@example.com', subject: 'Votre coupon 100% offert', text: 'b' },
      ...Array.from({ length: 60 }, (_, i) => ({ to: `crowd${i}@example.com`, subject: `Campagne ${i}`, text: 'c' })),
    ]);
    const articles = async (url: string) => (await app.inject({ method: 'GET', url })).body.match(/<article>/g)?.length ?? 0;
    expect(await articles('/dev/mailbox')).toBe(50);
    expect(await articles('/dev/mailbox?to=ana%40example.com')).toBe(1);
    expect(await articles(`/dev/mailbox?subject=${encodeURIComponent('100% offert')}`)).toBe(2);
    // A percent sign is a letter here, not a wildcard.
    expect(await articles(`/dev/mailbox?subject=${encodeURIComponent('coupon%offert')}`)).toBe(0);
    const none = await app.inject({ method: 'GET', url: '/dev/mailbox?to=nobody%40example.com' });
    expect(none.body).toContain('No mail matches.');
  });
});

describe('mailbox in production', () => {
  it('does not exist', async () => {
    const { app: prod } = await createTestApp({ production: true, authFlows: { publicUrl: 'https://reviews.example.com' } });
    try {
      expect((await prod.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});

describe('links with a configured public URL', () => {
  it('ignores a forged Host header', async () => {
    const { app: pub, db: pubDb } = await createTestApp({ authFlows: { publicUrl: 'https://reviews.example.com/' }, limits: { signUp: { max: 1000, timeWindowMs: 60_000 } } });
    try {
      const res = await pub.inject({ method: 'POST', url: '/api/public/password/reset', payload: { email: DEMO_USERS.bakery }, headers: { host: 'evil.example' } });
      expect(res.statusCode).toBe(202);
      const [mail] = (await pubDb.orm.select().from(mailOutbox).where(eq(mailOutbox.to, DEMO_USERS.bakery))).slice(-1);
      expect(mail?.text).toMatch(/https:\/\/reviews\.example\.com\/password\/reset\/[A-Za-z0-9_-]{43}/);
      expect(mail?.text).not.toContain('evil.example');
    } finally {
      await pub.close();
    }
  });
});
