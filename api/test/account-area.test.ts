import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { advantages, contacts, establishments, mailOutbox, reviews, supportRequests, users } from '../src/db/schema';
import { MESSAGES } from '../src/http/guards';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/seed/index';
import { EMAIL_IN_USE, NO_ESTABLISHMENT, NO_FORM, PASSWORD_FOR_EMAIL, TOO_MANY_WRONG_PASSWORDS, UNKNOWN_ADVANTAGE, WRONG_PASSWORD } from '../src/modules/account-area/service';
import { ADVANTAGE_NOT_OFFERED } from '../src/modules/public-feedback/service';
import { bearer, createTestApp, tokenFor } from './helpers';

let app: FastifyInstance;
let db: Db;
const tokens = new Map<string, string>();

beforeAll(async () => {
  ({ app, db } = await createTestApp());
});
afterAll(async () => {
  await app.close();
});

async function auth(email: string, password = DEMO_PASSWORD) {
  const key = `${email}:${password}`;
  if (!tokens.has(key)) tokens.set(key, await tokenFor(app, email, password));
  return bearer(tokens.get(key) ?? '');
}

async function call(method: 'GET' | 'PUT' | 'POST', url: string, email: string | null, payload?: unknown) {
  const res = await app.inject({ method, url, headers: email ? await auth(email) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
  return { status: res.statusCode, body: res.body ? (res.json() as { data?: unknown; message?: string; errors?: Record<string, string[]> }) : {} };
}

const contact = {
  name: 'Bistro du Port',
  address1: '3 quai des Brumes',
  address2: '',
  zipcode: '13002',
  city: 'Marseille',
  country: 'FR',
  phone: '+33 4 91 00 00 00',
  billing_email: 'Compta@Bistro.test',
};

describe('company contact', () => {
  it('reads and saves the customer’s details, lower-casing the billing email', async () => {
    const saved = await call('PUT', '/api/customer/demo-bistro/account/contact', DEMO_USERS.customer, contact);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ ...contact, billing_email: 'compta@bistro.test' });
    expect((await call('GET', '/api/customer/demo-bistro/account/contact', DEMO_USERS.customer)).body.data).toMatchObject({ city: 'Marseille', phone: '+33 4 91 00 00 00' });
  });

  it('answers 400 with field errors for a bad body', async () => {
    const res = await call('PUT', '/api/customer/demo-bistro/account/contact', DEMO_USERS.customer, { ...contact, name: '', country: 'France', billing_email: 'nope', phone: 'call me' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors ?? {}).sort()).toEqual(['billing_email', 'country', 'name', 'phone']);
  });

  it('lets a partner edit its customer and refuses another partner’s customer and other tenants', async () => {
    const own = await call('PUT', '/api/customer/demo-bakery/account/contact', DEMO_USERS.partner, { ...contact, name: 'Boulangerie Dorée' });
    expect(own.status).toBe(200);
    expect((own.body.data as { name: string }).name).toBe('Boulangerie Dorée');
    const other = await call('PUT', '/api/customer/nordic-cafe/account/contact', DEMO_USERS.partner, contact);
    expect(other).toMatchObject({ status: 403, body: { message: MESSAGES.otherTenant } });
    expect((await call('GET', '/api/customer/demo-bakery/account/contact', DEMO_USERS.customer)).status).toBe(403);
    expect((await call('GET', '/api/customer/demo-bistro/account/contact', null)).status).toBe(401);
  });
});

describe('personal details', () => {
  it('reads and changes the caller’s name, email and language; refuses a taken email', async () => {
    const before = await call('GET', '/api/customer/demo-bistro/account/profile', DEMO_USERS.customer);
    expect(before.status).toBe(200);
    expect(before.body.data).toMatchObject({ email: DEMO_USERS.customer });
    const body = { first_name: 'Léa', last_name: 'Roux', email: DEMO_USERS.customer, language: 'sp' };
    expect((await call('PUT', '/api/customer/demo-bistro/account/profile', DEMO_USERS.customer, body)).body.data).toEqual(body);
    const [row] = await db.orm.select().from(users).where(eq(users.email, DEMO_USERS.customer));
    expect(row).toMatchObject({ firstName: 'Léa', lastName: 'Roux', language: 'sp' });
    // The saved language is the one the next sign-in answers with (the interface then switches to it).
    const login = await app.inject({ method: 'POST', url: '/api/login', payload: { email: DEMO_USERS.customer, password: DEMO_PASSWORD } });
    expect((login.json() as { user: { language: string } }).user.language).toBe('sp');
    const me = await app.inject({ url: '/api/me', headers: bearer((login.json() as { token: string }).token) });
    expect((me.json() as { data: { language: string } }).data.language).toBe('sp');

    const taken = await call('PUT', '/api/customer/demo-bistro/account/profile', DEMO_USERS.customer, { ...body, email: DEMO_USERS.bakery });
    expect(taken).toMatchObject({ status: 409, body: { message: EMAIL_IN_USE, errors: { email: ['taken'] } } });
    const bad = await call('PUT', '/api/customer/demo-bistro/account/profile', DEMO_USERS.customer, { ...body, language: 'de', first_name: '' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['first_name', 'language']);
  });

  it('changes the email only with the current password, tells the old address and ends the other sessions', async () => {
    const url = '/api/customer/demo-bistro/account/profile';
    const owner = 'norole@demo.test';
    const [before] = await db.orm.select().from(users).where(eq(users.email, owner));
    if (!before) throw new Error('seeded user missing');
    // A bistro user no other test signs in as, given back-office access.
    await db.orm.update(users).set({ roles: ['ROLE_EREP', 'ROLE_CUSTOMER'] }).where(eq(users.id, before.id));
    const signIn = async () => bearer((await app.inject({ method: 'POST', url: '/api/login', payload: { email: owner, password: DEMO_PASSWORD } })).json<{ token: string }>().token);
    const other = await signIn();
    const mine = await signIn();
    const put = (headers: Record<string, string>, payload: object) => app.inject({ method: 'PUT', url, headers, payload });
    const body = { first_name: 'Noé', last_name: 'Role', email: 'noe.new@demo.test', language: 'fr' };

    const missing = await put(mine, body);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: PASSWORD_FOR_EMAIL, errors: { current_password: ['required'] } });
    const wrong = await put(mine, { ...body, current_password: 'not-it' });
    expect(wrong.json()).toMatchObject({ status: 400, message: WRONG_PASSWORD, errors: { current_password: ['wrong_password'] } });
    expect((await db.orm.select().from(users).where(eq(users.id, before.id)))[0]?.email).toBe(owner);

    const saved = await put(mine, { ...body, current_password: DEMO_PASSWORD });
    expect(saved.statusCode).toBe(200);
    const data = (saved.json() as { data: { email: string; token: string } }).data;
    expect(data).toMatchObject(body);
    expect(data).not.toHaveProperty('current_password');
    // Every earlier session ends; this one carries on with the token answered.
    const me = (headers: Record<string, string>) => app.inject({ url: '/api/me', headers });
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(mine)).statusCode).toBe(401);
    expect((await me(bearer(data.token))).json()).toMatchObject({ data: { email: 'noe.new@demo.test' } });
    // The old address is told, in the user's language, with both addresses.
    const [notice] = await db.orm.select().from(mailOutbox).where(eq(mailOutbox.to, owner));
    expect(notice?.subject).toBe('L’adresse e-mail de votre compte a changé');
    expect(notice?.text).toContain('noe.new@demo.test');
    const login = (email: string) => app.inject({ method: 'POST', url: '/api/login', payload: { email, password: DEMO_PASSWORD } });
    expect((await login('noe.new@demo.test')).statusCode).toBe(200);
    expect((await login(owner)).statusCode).toBe(401);

    // Saving the same email again asks for nothing and ends nothing.
    const same = await put(bearer(data.token), { ...body, first_name: 'Noé-Paul' });
    expect(same.statusCode).toBe(200);
    expect((same.json() as { data: object }).data).toEqual({ ...body, first_name: 'Noé-Paul' });
    expect((await me(bearer(data.token))).statusCode).toBe(200);
  });

  it('a partner user reads its own profile through its customer’s tag, not the customer’s user', async () => {
    const res = await call('GET', '/api/customer/demo-bakery/account/profile', DEMO_USERS.partner);
    expect(res.body.data).toMatchObject({ email: DEMO_USERS.partner });
  });

  it('stores settings per user with defaults until saved, and validates them', async () => {
    expect((await call('GET', '/api/customer/demo-bakery/account/settings', DEMO_USERS.bakery)).body.data).toEqual({ alert_negative_reviews: true, daily_digest: false, default_range: '30' });
    const saved = { alert_negative_reviews: false, daily_digest: true, default_range: '90' };
    expect((await call('PUT', '/api/customer/demo-bakery/account/settings', DEMO_USERS.bakery, saved)).body.data).toEqual(saved);
    expect((await call('GET', '/api/customer/demo-bakery/account/settings', DEMO_USERS.bakery)).body.data).toEqual(saved);
    // Another user of the platform keeps its own.
    expect((await call('GET', '/api/customer/demo-bakery/account/settings', DEMO_USERS.partner)).body.data).toMatchObject({ default_range: '30' });
    const bad = await call('PUT', '/api/customer/demo-bakery/account/settings', DEMO_USERS.bakery, { ...saved, default_range: '12', daily_digest: 'yes' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['daily_digest', 'default_range']);
  });
});

describe('password change', () => {
  const url = '/api/customer/demo-bakery/account/password';
  it('needs the current password, a strong new one and the same confirmation', async () => {
    const wrong = await call('POST', url, DEMO_USERS.bakery, { current_password: 'not-it', password: 'Copper-Kettle-72', confirmation: 'Copper-Kettle-72' });
    expect(wrong).toMatchObject({ status: 400, body: { message: WRONG_PASSWORD, errors: { current_password: ['wrong_password'] } } });
    const weak = await call('POST', url, DEMO_USERS.bakery, { current_password: DEMO_PASSWORD, password: 'password123', confirmation: 'other' });
    expect(weak.status).toBe(400);
    expect(weak.body.errors).toMatchObject({ password: ['password_common'] });
    const mismatch = await call('POST', url, DEMO_USERS.bakery, { current_password: DEMO_PASSWORD, password: 'Copper-Kettle-72', confirmation: 'Copper-Kettle-73' });
    expect(mismatch.body.errors).toMatchObject({ confirmation: ['mismatch'] });
  });

  it('limits wrong current passwords per user, like sign-in, with Retry-After', async () => {
    const who = DEMO_USERS.inactive;
    await db.orm.update(users).set({ isActive: true }).where(eq(users.email, who));
    const headers = bearer(await tokenFor(app, who));
    const change = (current: string) =>
      app.inject({ method: 'POST', url: '/api/customer/demo-bistro/account/password', headers, payload: { current_password: current, password: 'Copper-Kettle-72', confirmation: 'Copper-Kettle-72' } });
    for (let i = 0; i < 10; i += 1) expect((await change(`guess-${i}`)).statusCode).toBe(400);
    const locked = await change(DEMO_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect((locked.json() as { message: string }).message).toContain(TOO_MANY_WRONG_PASSWORDS);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(3500);
    // The email change counts the same wrong passwords.
    const email = await app.inject({ method: 'PUT', url: '/api/customer/demo-bistro/account/profile', headers, payload: { first_name: 'I', last_name: 'A', email: 'ines.new@demo.test', language: 'fr', current_password: DEMO_PASSWORD } });
    expect(email.statusCode).toBe(429);
    // Another user is not affected.
    expect((await call('POST', url, DEMO_USERS.bakery, { current_password: 'not-it', password: 'Copper-Kettle-72', confirmation: 'Copper-Kettle-72' })).status).toBe(400);
  });

  it('changes it: the new password signs in, the old one no longer does, other sessions end', async () => {
    const other = bearer(await tokenFor(app, DEMO_USERS.bakery, DEMO_PASSWORD));
    const profile = (headers: Record<string, string>) => app.inject({ method: 'GET', url: '/api/customer/demo-bakery/account/profile', headers });
    expect((await profile(other)).statusCode).toBe(200);
    const changed = await call('POST', url, DEMO_USERS.bakery, { current_password: DEMO_PASSWORD, password: 'Copper-Kettle-72', confirmation: 'Copper-Kettle-72' });
    expect(changed.status).toBe(200);
    const { token } = changed.body.data as { token: string };
    // The session that changed it carries on with the fresh token; every older token is refused.
    expect((await profile(bearer(token))).statusCode).toBe(200);
    expect((await profile(other)).statusCode).toBe(401);
    // Later tests act as this user through the cached token: it is the fresh one now.
    tokens.set(`${DEMO_USERS.bakery}:${DEMO_PASSWORD}`, token);
    const login = (password: string) => app.inject({ method: 'POST', url: '/api/login', payload: { email: DEMO_USERS.bakery, password } });
    expect((await login('Copper-Kettle-72')).statusCode).toBe(200);
    expect((await login(DEMO_PASSWORD)).statusCode).toBe(401);
  });
});

describe('subscriptions', () => {
  it('lists the customer’s subscriptions with plan, amount, status and dates; another tenant is refused', async () => {
    const res = await call('GET', '/api/customer/demo-bistro/account/subscriptions', DEMO_USERS.customer);
    expect(res.status).toBe(200);
    const list = res.body.data as { plan: { tag: string }; amount: number; status: string; started_at: string; expired_at: string | null }[];
    for (const item of list) {
      expect(item.started_at).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(typeof item.amount).toBe('number');
    }
    expect((await call('GET', '/api/customer/nordic-cafe/account/subscriptions', DEMO_USERS.customer)).status).toBe(403);
  });
});

describe('onboarding', () => {
  const base = '/api/customer/nordic-cafe/onboarding';
  const who = DEMO_USERS.nordicPartner;
  const establishment = { name: 'Nordic Harbour', address: '1 Kaivokatu', zip: '00100', city: 'Helsinki', country: 'FI', phone: '' };
  const form = { fields: ['email', 'comment'], advantage: null, back_color: '#112233', font_color: '#ffffff', title_color: '#fefefe' };

  it('resumes at the right step: establishment, then public form, then ready', async () => {
    // A customer with no establishment starts on the first step.
    await db.orm.delete(establishments).where(eq(establishments.customerId, (await customerId('nordic-cafe'))));
    const start = await call('GET', base, who);
    expect(start.body.data).toMatchObject({ step: 'first-step', establishment: null, completed: false });

    expect((await call('PUT', `${base}/public-form`, who, form))).toMatchObject({ status: 409, body: { message: NO_ESTABLISHMENT } });
    expect((await call('POST', `${base}/complete`, who))).toMatchObject({ status: 409, body: { message: NO_FORM } });

    const bad = await call('PUT', `${base}/establishment`, who, { ...establishment, name: '', country: 'Finland' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['country', 'name']);

    const first = await call('PUT', `${base}/establishment`, who, establishment);
    expect(first.body.data).toMatchObject({ step: 'second-step', establishment: { name: 'Nordic Harbour' } });
    // Coming back to step 1 edits the same establishment (its tag, in QR codes, stays).
    const tag = (first.body.data as { establishment: { tag: string } }).establishment.tag;
    const again = await call('PUT', `${base}/establishment`, who, { ...establishment, name: 'Nordic Harbour Café' });
    expect(again.body.data).toMatchObject({ step: 'second-step', establishment: { tag, name: 'Nordic Harbour Café' } });

    expect((await call('PUT', `${base}/public-form`, who, { ...form, advantage: 'no-such-advantage' }))).toMatchObject({ status: 400, body: { message: UNKNOWN_ADVANTAGE } });
    const badForm = await call('PUT', `${base}/public-form`, who, { ...form, fields: ['email', 'email'], back_color: 'red' });
    expect(Object.keys(badForm.body.errors ?? {}).sort()).toEqual(['back_color', 'fields']);

    const second = await call('PUT', `${base}/public-form`, who, form);
    expect(second.body.data).toMatchObject({ step: 'third-step', form: { ...form }, completed: false });
    // The colours are the customer's theme, which the public pages use.
    const theme = await app.inject({ url: '/api/customer/theme?tag=nordic-cafe' });
    expect(theme.json()).toMatchObject({ data: { back_color: '#112233' } });

    expect((await call('POST', `${base}/complete`, who)).body.data).toMatchObject({ step: 'third-step', completed: true });
  });

  it('the feedback API takes only what the public form asks: hidden fields are not stored, other advantages refused', async () => {
    const nordic = await customerId('nordic-cafe');
    const [place] = await db.orm.select({ id: establishments.id }).from(establishments).where(eq(establishments.customerId, nordic));
    const offer = (tag: string, active = true) => ({ customerId: nordic, tag, title: tag, attribute: 'gift', validityDays: 30, active });
    await db.orm.insert(advantages).values([offer('nordic-coffee'), offer('nordic-cake')]);
    expect((await call('PUT', `${base}/public-form`, who, { ...form, fields: ['comment'], advantage: 'nordic-coffee' })).status).toBe(200);
    const context = (await app.inject(`/api/public/feedback/context?customer=nordic-cafe&establishment=${place?.id}`)).json() as { data: { fields: string[]; advantages: { tag: string }[] } };
    expect(context.data.fields).toEqual(['comment']);
    expect(context.data.advantages.map((a) => a.tag)).toEqual(['nordic-coffee']);

    const post = (body: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: `/api/public/feedback?customer=nordic-cafe&establishment=${place?.id}`, payload: { rating: 5, firstname: 'Aino', acceptTerms: true, ...body } });
    // An advantage the form does not offer, another customer's, or one of theirs no longer running.
    const other = await post({ advantage: 'nordic-cake' });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ code: ADVANTAGE_NOT_OFFERED, errors: { advantage: ['advantage'] } });
    expect((await post({ advantage: 'adv-cafe-offert' })).statusCode).toBe(400);
    await db.orm.update(advantages).set({ active: false }).where(eq(advantages.tag, 'nordic-coffee'));
    expect((await post({ advantage: 'nordic-coffee' })).json()).toMatchObject({ status: 400, errors: { advantage: ['advantage'] } });
    await db.orm.update(advantages).set({ active: true }).where(eq(advantages.tag, 'nordic-coffee'));
    const given = await post({ advantage: 'nordic-coffee' });
    expect(given.statusCode).toBe(201);
    expect((given.json() as { data: { coupon: { title: string } } }).data.coupon.title).toBe('nordic-coffee');

    // Fields the form hides, sent anyway, are not kept; the asked comment is.
    const hidden = await post({ comment: 'Lovely coffee', lastname: 'Virtanen', email: 'aino@example.com', gender: 'female', visitAt: '2026-01-02T10:00' });
    expect(hidden.statusCode).toBe(201);
    const [stored] = await db.orm.select().from(reviews).where(eq(reviews.id, Number((hidden.json() as { data: { share: string } }).data.share)));
    expect(stored).toMatchObject({ comment: 'Lovely coffee', lastname: null, email: null, gender: null, visitAt: null });
    expect(await db.orm.select().from(contacts).where(eq(contacts.email, 'aino@example.com'))).toEqual([]);

    // Concurrent posts read their forms together: each still gets its own customer's form.
    const [bistroPlace] = await db.orm.select({ id: establishments.id }).from(establishments).where(eq(establishments.customerId, await customerId('demo-bistro')));
    const [refused, accepted] = await Promise.all([
      post({ advantage: 'nordic-cake' }),
      app.inject({ method: 'POST', url: `/api/public/feedback?customer=demo-bistro&establishment=${bistroPlace?.id}`, payload: { rating: 5, firstname: 'Léa', acceptTerms: true, advantage: 'adv-cafe-offert' } }),
    ]);
    expect(refused.json()).toMatchObject({ code: ADVANTAGE_NOT_OFFERED });
    expect(accepted.statusCode).toBe(201);
  });

  it('refuses another partner and the customers of other tenants', async () => {
    expect((await call('GET', base, DEMO_USERS.partner)).status).toBe(403);
    expect((await call('PUT', `${base}/establishment`, DEMO_USERS.customer, establishment)).status).toBe(403);
    expect((await call('GET', '/api/customer/demo-bistro/onboarding', DEMO_USERS.bakery)).status).toBe(403);
  });
});

async function customerId(tag: string): Promise<number> {
  const { customers } = await import('../src/db/schema');
  const [row] = await db.orm.select({ id: customers.id }).from(customers).where(eq(customers.tag, tag));
  if (!row) throw new Error(`no customer ${tag}`);
  return row.id;
}

describe('support requests', () => {
  it('stores the request, mails the partner’s team and the sender, and validates', async () => {
    const bad = await call('POST', '/api/support/requests', DEMO_USERS.customer, { topic: 'weather', subject: '', message: 'short' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['message', 'subject', 'topic']);
    expect((await call('POST', '/api/support/requests', null, { topic: 'other', subject: 'x', message: 'long enough message' })).status).toBe(401);

    const sent = await call('POST', '/api/support/requests', DEMO_USERS.customer, { topic: 'qrcodes', subject: 'QR code printing', message: 'How do I print my QR code in A5?' });
    expect(sent.status).toBe(201);
    const id = (sent.body.data as { id: number }).id;
    const [row] = await db.orm.select().from(supportRequests).where(eq(supportRequests.id, id));
    expect(row).toMatchObject({ email: DEMO_USERS.customer, topic: 'qrcodes', subject: 'QR code printing' });
    const toTeam = await db.orm.select().from(mailOutbox).where(eq(mailOutbox.to, DEMO_USERS.partner));
    expect(toTeam.some((m) => m.subject === `[#${id}] QR code printing` && m.text.includes('How do I print'))).toBe(true);
    const copy = await db.orm.select().from(mailOutbox).where(eq(mailOutbox.to, DEMO_USERS.customer));
    expect(copy.some((m) => m.text.includes(`#${id}`))).toBe(true);
  });
});
