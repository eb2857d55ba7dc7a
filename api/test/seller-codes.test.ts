import type { CreatedEstablishment, Establishment, OnboardingEstablishmentSaved, OnboardingState, PublicCoupon, SellerCoupon, SellerDesk, SellerSignIn } from '@erep/shared/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { advantages, customers, establishments } from '../src/db/schema';
import { matchAny } from '../src/lib/password';
import { DEMO_SELLER_CODE, DEMO_USERS } from '../src/seed/index';
import { bearer, createTestApp, tokenFor } from './helpers';

let app: FastifyInstance;
let db: Db;

const HIGH = { max: 1000, timeWindowMs: 60_000 };

beforeAll(async () => {
  ({ app, db } = await createTestApp({ limits: { feedback: HIGH, seller: HIGH, sellerPerCustomer: HIGH } }));
});
afterAll(async () => {
  await app.close();
});

async function as(email: string, options: InjectOptions) {
  const res = await app.inject({ ...options, headers: { ...bearer(await tokenFor(app, email)), ...options.headers } });
  return { status: res.statusCode, body: res.body, json: res.body ? (res.json() as Record<string, unknown>) : {} };
}

const signIn = (customer: string, code: string) => app.inject({ method: 'POST', url: `/api/public/customers/${customer}/seller/auth`, payload: { code } });

async function sellerToken(customer: string, code: string): Promise<SellerSignIn> {
  const res = await signIn(customer, code);
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: SellerSignIn }).data;
}

async function createEstablishment(customer: string, email: string, name: string): Promise<CreatedEstablishment> {
  const res = await as(email, { method: 'POST', url: `/api/customer/${customer}/establishments`, payload: { name, city: 'Lyon' } });
  expect(res.status).toBe(201);
  return (res.json as { data: CreatedEstablishment }).data;
}

let counter = 0;
async function issueCoupon(customer: string, establishment: number, advantage: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/public/customers/${customer}/establishments/${establishment}/advantages/${advantage}/enable`,
    payload: { email: `seller-codes${Date.now()}${(counter += 1)}@example.com` },
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { data: PublicCoupon }).data.code;
}

async function customerIdOf(tag: string): Promise<number> {
  const [row] = await db.orm.select({ id: customers.id }).from(customers).where(eq(customers.tag, tag));
  if (!row) throw new Error(`no customer ${tag}`);
  return row.id;
}

describe('a seller code for every new establishment', () => {
  it('answers a created establishment with its six-digit seller code, which the seller sign-in takes at once', async () => {
    const created = await createEstablishment('demo-bakery', DEMO_USERS.bakery, 'Bakery Station');
    expect(created.seller_code).toMatch(/^[0-9]{6}$/);
    expect(created.seller_code_set).toBe(true);
    const session = await sellerToken('demo-bakery', created.seller_code);
    expect(session.establishment).toBe('Bakery Station');
    // Stored hashed: what is read back says a code is set, never which.
    const [row] = await db.orm.select({ hash: establishments.sellerCodeHash }).from(establishments).where(eq(establishments.id, created.id));
    expect(row?.hash).toMatch(/^scrypt\$/);
    expect(row?.hash).not.toContain(created.seller_code);
    const read = await as(DEMO_USERS.bakery, { method: 'GET', url: `/api/customer/demo-bakery/establishments/${created.id}` });
    expect((read.json as { data: Establishment }).data).toMatchObject({ id: created.id, seller_code_set: true });
    expect(read.body).not.toContain('"seller_code"');
    expect(read.body).not.toContain(created.seller_code);
  });

  it('gives each new establishment its own code: one establishment’s code opens a session there only', async () => {
    const first = await createEstablishment('demo-bakery', DEMO_USERS.bakery, 'Bakery Harbour');
    const second = await createEstablishment('demo-bakery', DEMO_USERS.bakery, 'Bakery Market');
    expect((await sellerToken('demo-bakery', first.seller_code)).establishment).toBe('Bakery Harbour');
    expect((await sellerToken('demo-bakery', second.seller_code)).establishment).toBe('Bakery Market');
    // The code is the bakery's: another customer's sign-in refuses it.
    expect((await signIn('demo-bistro', first.seller_code)).statusCode).toBe(401);
  });

  it('answers the first establishment of onboarding with its seller code once; coming back to the step does not change it', async () => {
    const nordic = await customerIdOf('nordic-cafe');
    await db.orm.delete(establishments).where(eq(establishments.customerId, nordic));
    const base = '/api/customer/nordic-cafe/onboarding';
    const establishment = { name: 'Nordic Harbour', address: '1 Kaivokatu', zip: '00100', city: 'Helsinki', country: 'FI', phone: '' };
    const before = await as(DEMO_USERS.nordicPartner, { method: 'GET', url: base });
    expect((before.json as { data: OnboardingState }).data.establishment).toBeNull();

    const created = await as(DEMO_USERS.nordicPartner, { method: 'PUT', url: `${base}/establishment`, payload: establishment });
    expect(created.status).toBe(200);
    const saved = (created.json as { data: OnboardingEstablishmentSaved }).data;
    expect(saved.seller_code).toMatch(/^[0-9]{6}$/);
    expect(saved.establishment).toMatchObject({ name: 'Nordic Harbour', seller_code_set: true });
    expect((await sellerToken('nordic-cafe', saved.seller_code ?? '')).establishment).toBe('Nordic Harbour');

    const edited = await as(DEMO_USERS.nordicPartner, { method: 'PUT', url: `${base}/establishment`, payload: { ...establishment, name: 'Nordic Harbour Café' } });
    expect((edited.json as { data: OnboardingEstablishmentSaved }).data).toMatchObject({ seller_code: null, establishment: { seller_code_set: true } });
    // The code given at creation still opens a session.
    expect((await sellerToken('nordic-cafe', saved.seller_code ?? '')).establishment).toBe('Nordic Harbour Café');
    const state = await as(DEMO_USERS.nordicPartner, { method: 'GET', url: base });
    expect(state.body).not.toContain('seller_code"');
    expect((state.json as { data: OnboardingState }).data.establishment).toMatchObject({ seller_code_set: true });
  });
});

describe('whether a seller code is set, per establishment', () => {
  it('lists set and not set without the code or its hash; a code made in the parameters turns it to set', async () => {
    const list = async () => {
      const res = await as(DEMO_USERS.bakery, { method: 'GET', url: '/api/customer/demo-bakery/establishments/all' });
      expect(res.status).toBe(200);
      expect(res.body).not.toContain('scrypt');
      return (res.json as { data: Establishment[] }).data;
    };
    // The bakery's seeded establishments were made before every establishment got a code.
    const seeded = (await list()).filter((e) => !e.name.startsWith('Bakery '));
    expect(seeded.length).toBeGreaterThan(0);
    for (const e of seeded) expect(e.seller_code_set).toBe(false);
    const target = seeded[0];
    if (!target) throw new Error('no seeded establishment');
    expect((await signIn('demo-bakery', '123456')).statusCode).toBe(401);

    const rotated = await as(DEMO_USERS.bakery, { method: 'POST', url: `/api/customer/demo-bakery/account/establishments/${target.id}/seller-code`, payload: { code: '482913' } });
    expect(rotated.status).toBe(200);
    expect((await list()).find((e) => e.id === target.id)?.seller_code_set).toBe(true);
    expect((await sellerToken('demo-bakery', '482913')).establishment).toBe(target.name);

    const bistro = await as(DEMO_USERS.customer, { method: 'GET', url: '/api/customer/demo-bistro/establishments?per_page=50' });
    for (const e of (bistro.json as { data: Establishment[] }).data) expect(e.seller_code_set).toBe(true);
  });
});

describe('seller codes against guessing and against spending the server’s CPU', () => {
  const rotate = (id: number, code?: string) =>
    as(DEMO_USERS.bakery, { method: 'POST', url: `/api/customer/demo-bakery/account/establishments/${id}/seller-code`, payload: code === undefined ? {} : { code } });
  const hashesOf = async (customer: string) =>
    (await db.orm.select({ id: establishments.id, hash: establishments.sellerCodeHash }).from(establishments).where(eq(establishments.customerId, await customerIdOf(customer)))).filter(
      (row): row is { id: number; hash: string } => row.hash !== null,
    );

  it('refuses a chosen code under six digits, in the shared schema and on the server', async () => {
    const target = await createEstablishment('demo-bakery', DEMO_USERS.bakery, 'Bakery Short Code');
    for (const code of ['2468', '13579', '1234567890', '12a456']) {
      expect((await rotate(target.id, code)).json, code).toMatchObject({ status: 400, errors: { code: ['seller_code'] } });
    }
    expect((await signIn('demo-bakery', '2468')).statusCode).toBe(401);
    expect((await rotate(target.id, '246813')).status).toBe(200);
    expect((await sellerToken('demo-bakery', '246813')).establishment).toBe('Bakery Short Code');
    // A code set before the rule (the demo bistro's four digits) keeps working.
    expect((await signIn('demo-bistro', DEMO_SELLER_CODE)).statusCode).toBe(200);
  });

  it('checks a guess against all of a customer’s establishments with one derivation, and still opens the right one', async () => {
    const made = [];
    for (const name of ['Bakery One Salt A', 'Bakery One Salt B', 'Bakery One Salt C']) made.push(await createEstablishment('demo-bakery', DEMO_USERS.bakery, name));
    const [first, second, third] = made;
    if (!first || !second || !third) throw new Error('establishments missing');
    expect((await rotate(second.id, '775533')).status).toBe(200);
    const hashes = await hashesOf('demo-bakery');
    expect(hashes.length).toBeGreaterThanOrEqual(4);
    // Every code of the customer made here shares one salt: a wrong guess costs one derivation.
    expect(new Set(hashes.map((row) => row.hash.split('$')[4])).size).toBe(1);
    expect(await matchAny('000000', hashes.map((row) => row.hash))).toEqual({ index: null, derivations: 1 });
    expect((await signIn('demo-bakery', '000000')).statusCode).toBe(401);
    // Each code still opens its own establishment.
    expect((await sellerToken('demo-bakery', third.seller_code)).establishment).toBe('Bakery One Salt C');
    expect((await sellerToken('demo-bakery', '775533')).establishment).toBe('Bakery One Salt B');
    expect((await sellerToken('demo-bakery', first.seller_code)).establishment).toBe('Bakery One Salt A');
  });

  it('still ends the sessions of an establishment whose owner sets the same code again', async () => {
    const shop = await createEstablishment('demo-bakery', DEMO_USERS.bakery, 'Bakery Same Code');
    expect((await rotate(shop.id, '918273')).status).toBe(200);
    const session = await sellerToken('demo-bakery', '918273');
    expect((await rotate(shop.id, '918273')).status).toBe(200);
    const desk = await app.inject({ method: 'GET', url: '/api/public/customers/demo-bakery/seller', headers: { 'x-seller-token': session.token } });
    expect((desk.json() as { data: SellerDesk }).data.session).toBeNull();
    expect((await sellerToken('demo-bakery', '918273')).establishment).toBe('Bakery Same Code');
  });
});

describe('the seller page’s calls', () => {
  let shop: CreatedEstablishment;
  let session: SellerSignIn;
  let everywhere: string;
  let lyonOnly: string;
  let lyonId: number;

  beforeAll(async () => {
    shop = await createEstablishment('demo-bistro', DEMO_USERS.customer, 'Bistro Gare');
    session = await sellerToken('demo-bistro', shop.seller_code);
    const bistro = await customerIdOf('demo-bistro');
    const [lyon] = await db.orm.select({ id: establishments.id }).from(establishments).where(eq(establishments.tag, 'demo-bistro-lyon'));
    if (!lyon) throw new Error('seed: lyon missing');
    lyonId = lyon.id;
    everywhere = `adv-seller-all-${Date.now()}`;
    lyonOnly = `adv-seller-lyon-${Date.now()}`;
    await db.orm.insert(advantages).values([
      { customerId: bistro, tag: everywhere, title: 'Dessert offert', attribute: 'gift', validityDays: 30 },
      { customerId: bistro, tag: lyonOnly, title: 'Apéritif à Lyon', attribute: 'gift', validityDays: 30, establishmentId: lyon.id },
    ]);
  });

  const desk = (tag: string, token?: string) =>
    app.inject({ url: `/api/public/customers/${tag}/seller`, headers: token ? { 'x-seller-token': token } : {} });
  const lookUp = (code: string, token?: string) =>
    app.inject({ url: `/api/public/seller/coupons/${code}`, headers: { 'accept-language': 'en', ...(token ? { 'x-seller-token': token } : {}) } });

  it('gives the customer’s brand, and the device’s session only while its token is valid for that customer', async () => {
    const open = await desk('demo-bistro');
    expect(open.statusCode).toBe(200);
    expect((open.json() as { data: SellerDesk }).data).toMatchObject({ customer: { tag: 'demo-bistro', name: 'Le Petit Bistro' }, session: null });
    expect(open.body).not.toContain('"id"');

    const signed = (await desk('demo-bistro', session.token)).json() as { data: SellerDesk };
    expect(signed.data.session).toEqual({ establishment: 'Bistro Gare', expiresAt: session.expiresAt });
    // Another customer's page, a forged token: no session.
    expect(((await desk('demo-bakery', session.token)).json() as { data: SellerDesk }).data.session).toBeNull();
    expect(((await desk('demo-bistro', `${session.token}x`)).json() as { data: SellerDesk }).data.session).toBeNull();
    expect((await desk('no-such-customer')).statusCode).toBe(404);
    expect((await desk('bad tag!')).statusCode).toBe(400);
  });

  it('looks a coupon up for the signed-in seller: its state and whether it applies here; 401 without a session', async () => {
    const code = await issueCoupon('demo-bistro', shop.id, everywhere);
    expect((await lookUp(code)).statusCode).toBe(401);
    const found = await lookUp(code, session.token);
    expect(found.statusCode).toBe(200);
    expect((found.json() as { data: SellerCoupon }).data).toMatchObject({ code, state: 'active', validHere: true, advantage: { tag: everywhere } });

    const elsewhere = await issueCoupon('demo-bistro', lyonId, lyonOnly);
    expect(((await lookUp(elsewhere, session.token)).json() as { data: SellerCoupon }).data).toMatchObject({ state: 'active', validHere: false });

    expect((await lookUp('NOPE0000', session.token)).statusCode).toBe(404);
    expect((await lookUp('no!', session.token)).statusCode).toBe(400);
    // Another customer's seller does not see the bistro's coupon.
    const bakery = await createEstablishment('demo-bakery', DEMO_USERS.bakery, 'Bakery Corner');
    const bakerySession = await sellerToken('demo-bakery', bakery.seller_code);
    expect((await lookUp(code, bakerySession.token)).statusCode).toBe(404);
  });

  it('validates a typed coupon once with the session of the new establishment, and refuses one valid elsewhere', async () => {
    const code = await issueCoupon('demo-bistro', shop.id, everywhere);
    const validate = (c: string) =>
      app.inject({ method: 'POST', url: `/api/public/coupons/${c}/validate`, headers: { 'x-seller-token': session.token, 'accept-language': 'en' } });
    const done = await validate(code);
    expect(done.statusCode).toBe(200);
    expect((done.json() as { data: PublicCoupon }).data).toMatchObject({ state: 'validated', validatedWhere: 'Bistro Gare' });
    expect(((await lookUp(code, session.token)).json() as { data: SellerCoupon }).data.state).toBe('validated');
    expect((await validate(code)).json()).toMatchObject({ status: 409, errors: { coupon: ['already_validated'] } });

    const elsewhere = await issueCoupon('demo-bistro', lyonId, lyonOnly);
    expect((await validate(elsewhere)).json()).toMatchObject({ status: 403, errors: { coupon: ['other_establishment'] } });
  });

  it('ends the page’s session when the owner changes the establishment’s seller code', async () => {
    const mine = await sellerToken('demo-bistro', shop.seller_code);
    const rotated = await as(DEMO_USERS.customer, { method: 'POST', url: `/api/customer/demo-bistro/account/establishments/${shop.id}/seller-code`, payload: {} });
    expect(rotated.status).toBe(200);
    expect(((await desk('demo-bistro', mine.token)).json() as { data: SellerDesk }).data.session).toBeNull();
    expect((await lookUp('NOPE0000', mine.token)).statusCode).toBe(401);
    // The demo code of the other bistro establishments still works.
    expect((await signIn('demo-bistro', DEMO_SELLER_CODE)).statusCode).toBe(200);
  });
});
