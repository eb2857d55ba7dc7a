import type { AccountUser, InvitationInfo, LoginResponse } from '@erep/shared/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { establishments, mailOutbox, users } from '../src/db/schema';
import { DEMO_USERS } from '../src/seed/index';
import { bearer, createTestApp, tokenFor } from './helpers';

let app: FastifyInstance;
let db: Db;
let lyonId: number;

const HIGH = { max: 10_000, timeWindowMs: 60_000 };
const ACCOUNT = '/api/customer/demo-bistro/account';
const PASSWORD = 'Invited-pass-2026!';

beforeAll(async () => {
  ({ app, db } = await createTestApp({ limits: { login: HIGH, signUp: HIGH, seller: HIGH, sellerPerCustomer: HIGH } }));
  lyonId = (await db.orm.select({ id: establishments.id }).from(establishments).where(eq(establishments.tag, 'demo-bistro-lyon')))[0]?.id ?? 0;
});
afterAll(async () => {
  await app.close();
});

async function asOwner(method: 'GET' | 'POST', url: string, body?: unknown) {
  const res = await app.inject({
    method,
    url,
    headers: { ...bearer(await tokenFor(app, DEMO_USERS.customer)), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

async function mails(to: string) {
  return db.orm.select().from(mailOutbox).where(eq(mailOutbox.to, to));
}

async function lastLink(to: string): Promise<string> {
  const match = /\/invitation\/([A-Za-z0-9_-]+)/.exec((await mails(to)).at(-1)?.text ?? '');
  if (!match?.[1]) throw new Error('no invitation link');
  return match[1];
}

async function invite(email: string, language: 'fr' | 'en' | 'sp' = 'fr'): Promise<AccountUser> {
  const res = await asOwner('POST', `${ACCOUNT}/users`, { email, first_name: 'Lina', last_name: 'Roux', role: 'manager', establishments: [lyonId], language });
  expect(res.status).toBe(201);
  return (res.body as { data: AccountUser }).data;
}

const stateOf = async (email: string) => ((await asOwner('GET', `${ACCOUNT}/users`)).body as { data: AccountUser[] }).data.find((u) => u.email === email);
const accept = (token: string, password = PASSWORD, confirmation = password) =>
  app.inject({ method: 'POST', url: `/api/public/invitation/${token}`, payload: { password, confirmation } });

describe('invitations', () => {
  it('mails a link to the welcome page naming the business, and lists the user as invited', async () => {
    const user = await invite('lina@example.com', 'sp');
    expect(user.invited).toBe(true);
    const [mail] = await mails('lina@example.com');
    expect(mail?.subject).toContain('Le Petit Bistro');
    expect(mail?.text).toMatch(/\/invitation\/[A-Za-z0-9_-]{43}/);
    expect(mail?.text).not.toContain('/password/reset/');
    const token = await lastLink('lina@example.com');
    const info = await app.inject({ method: 'GET', url: `/api/public/invitation/${token}` });
    expect(info.statusCode).toBe(200);
    expect((info.json() as { data: InvitationInfo }).data).toEqual({ business: 'Le Petit Bistro', email: 'lina@example.com', first_name: 'Lina' });
  });

  it('is accepted once: the answer signs the user in, the user is no longer invited, the link is spent', async () => {
    const token = await lastLink('lina@example.com');
    const mismatch = await accept(token, PASSWORD, 'Something-else-2026!');
    expect(mismatch.json()).toMatchObject({ status: 400, code: 'password_mismatch' });
    const weak = await accept(token, 'short');
    expect(weak.statusCode).toBe(400);

    const accepted = await accept(token);
    expect(accepted.statusCode).toBe(200);
    const session = accepted.json() as LoginResponse;
    expect(session.user).toMatchObject({ email: 'lina@example.com', language: 'sp', is_active: true });
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: bearer(session.token) });
    expect(me.statusCode).toBe(200);
    expect((await stateOf('lina@example.com'))?.invited).toBe(false);

    expect((await accept(token, 'Another-pass-2026!')).json()).toMatchObject({ status: 401, code: 'link_expired' });
    expect((await app.inject({ method: 'GET', url: `/api/public/invitation/${token}` })).statusCode).toBe(401);
    // The password chosen holds; the second attempt changed nothing.
    expect((await app.inject({ method: 'POST', url: '/api/login', payload: { email: 'lina@example.com', password: PASSWORD } })).statusCode).toBe(200);
    // Accepted: nothing to send again.
    const id = (await stateOf('lina@example.com'))?.id ?? 0;
    expect((await asOwner('POST', `${ACCOUNT}/users/${id}/invitation`, {})).body).toMatchObject({ status: 409, code: 'not_invited' });
  });

  it('sends again with a new link; the old one no longer opens nor accepts', async () => {
    const user = await invite('noe@example.com');
    const first = await lastLink('noe@example.com');
    const again = await asOwner('POST', `${ACCOUNT}/users/${user.id}/invitation`, {});
    expect(again.status).toBe(200);
    expect((again.body as { data: AccountUser }).data).toMatchObject({ email: 'noe@example.com', invited: true });
    expect(await mails('noe@example.com')).toHaveLength(2);
    const second = await lastLink('noe@example.com');
    expect(second).not.toBe(first);
    expect((await app.inject({ method: 'GET', url: `/api/public/invitation/${first}` })).statusCode).toBe(401);
    expect((await accept(first)).statusCode).toBe(401);
    expect((await accept(second)).statusCode).toBe(200);
  });

  it('refuses a made-up link, another customer’s user, and a manager sending invitations', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/public/invitation/not-a-real-token-0123456789' })).json()).toMatchObject({ status: 401, code: 'link_expired' });
    expect((await app.inject({ method: 'GET', url: '/api/public/invitation/x' })).statusCode).toBe(401);
    const bakeryOwner = await tokenFor(app, DEMO_USERS.bakery);
    const user = await invite('ida@example.com');
    const foreign = await app.inject({ method: 'POST', url: `/api/customer/demo-bakery/account/users/${user.id}/invitation`, headers: { ...bearer(bakeryOwner), 'content-type': 'application/json' }, payload: '{}' });
    expect(foreign.statusCode).toBe(404);
    const lina = await app.inject({ method: 'POST', url: '/api/login', payload: { email: 'lina@example.com', password: PASSWORD } });
    const manager = (lina.json() as LoginResponse).token;
    const refused = await app.inject({ method: 'POST', url: `${ACCOUNT}/users/${user.id}/invitation`, headers: { ...bearer(manager), 'content-type': 'application/json' }, payload: '{}' });
    expect(refused.json()).toMatchObject({ status: 403, code: 'owner_only' });
  });
});

describe('the language saved on a record without one', () => {
  it('the profile saves the language a user had none of; sign-in and /api/me carry it', async () => {
    await db.orm.update(users).set({ language: null }).where(eq(users.email, 'ida@example.com'));
    await accept(await lastLink('ida@example.com'));
    const signIn = async () => (await app.inject({ method: 'POST', url: '/api/login', payload: { email: 'ida@example.com', password: PASSWORD } })).json() as LoginResponse;
    const first = await signIn();
    expect(first.user.language).toBeNull();
    const profile = await app.inject({ method: 'GET', url: `${ACCOUNT}/profile`, headers: bearer(first.token) });
    const current = (profile.json() as { data: Record<string, unknown> }).data;
    const saved = await app.inject({ method: 'PUT', url: `${ACCOUNT}/profile`, headers: { ...bearer(first.token), 'content-type': 'application/json' }, payload: JSON.stringify({ ...current, language: 'en' }) });
    expect(saved.statusCode).toBe(200);
    expect((await signIn()).user.language).toBe('en');
    const me = (await app.inject({ method: 'GET', url: '/api/me', headers: bearer(first.token) })).json() as { data: { language: string | null } };
    expect(me.data.language).toBe('en');
  });
});
