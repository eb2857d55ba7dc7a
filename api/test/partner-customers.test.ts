import type { ApiErrorBody, CustomerListItem, PartnerCustomerCreated, PaymentResume } from '@erep/shared/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { customers, mailOutbox, users } from '../src/db/schema';
import { DEMO_USERS } from '../src/seed/index';
import { bearer, createTestApp, tokenFor } from './helpers';

let app: FastifyInstance;
let db: Db;
let partner: string;
let nordic: string;

beforeAll(async () => {
  ({ app, db } = await createTestApp({ limits: { login: { max: 1000, timeWindowMs: 60_000 } } }));
  partner = await tokenFor(app, DEMO_USERS.partner);
  nordic = await tokenFor(app, DEMO_USERS.nordicPartner);
});
afterAll(async () => {
  await app.close();
});

const get = (url: string, token: string) => app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) => app.inject({ method: 'POST', url, payload: payload as object, headers });
const listOf = async (token: string): Promise<CustomerListItem[]> => {
  const res = await get('/api/erep/customers?per_page=100', token);
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: CustomerListItem[] }).data;
};
const mailsTo = (email: string) => db.orm.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(mailOutbox.id);
const resetToken = (text: string): string => {
  const match = /\/password\/reset\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no set-password link in ${text}`);
  return match[1];
};

const PASSWORD = 'Quiet-Lantern-42';
const newCustomer = (email: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Café des Arts',
  firstname: 'Lucía',
  lastname: 'Martín',
  email,
  address1: '5 place Bellecour',
  address2: '',
  zipcode: '69002',
  city: 'Lyon',
  country: 'FR',
  plan: 'lead-gen',
  language: 'sp',
  ...overrides,
});

describe("a partner opens each of its customers on its plan's area", () => {
  it('lists what each plan includes: reputation for all-inclusive, offers only for lead-gen', async () => {
    const rows = await listOf(partner);
    expect(rows.find((r) => r.tag === 'demo-bistro')).toMatchObject({ reputation: true, offers: true });
    expect(rows.find((r) => r.tag === 'demo-bakery')).toMatchObject({ reputation: false, offers: true });
  });

  it("reads a Lead-Gen customer's offers and account, never another partner's customer", async () => {
    expect((await get('/api/customer/demo-bakery/advantages', partner)).statusCode).toBe(200);
    expect((await get('/api/customer/demo-bakery/account/profile', partner)).statusCode).toBe(200);
    const other = await get('/api/customer/nordic-cafe/advantages', partner);
    expect(other.statusCode).toBe(403);
    expect((other.json() as ApiErrorBody).code).toBe('other_tenant');
    expect((await get('/api/customer/demo-bakery/advantages', nordic)).statusCode).toBe(403);
    expect((await get('/api/customer/nordic-cafe/advantages', nordic)).statusCode).toBe(200);
  });
});

describe('a partner creates a customer and invites its owner', () => {
  it('creates it under the partner, awaiting its first payment, and mails the owner in the chosen language', async () => {
    const email = 'lucia@cafe-arts.example';
    const res = await post('/api/erep/customers', newCustomer(email), bearer(partner));
    expect(res.statusCode).toBe(201);
    const created = (res.json() as { data: PartnerCustomerCreated }).data;
    expect(created.name).toBe('Café des Arts');

    const [row] = await db.orm.select().from(customers).where(eq(customers.tag, created.tag));
    expect(row).toMatchObject({ name: 'Café des Arts', city: 'Lyon', zipcode: '69002', country: 'FR', language: 'sp' });
    const [owner] = await db.orm.select().from(users).where(eq(users.email, email));
    expect(owner).toMatchObject({ isActive: false, customerId: row?.id });

    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Su cuenta Café des Arts está lista');
    expect(mails[0]?.text).toMatch(/elegir su contraseña/);
    resetToken(mails[0]?.text ?? '');

    const mine = (await listOf(partner)).find((r) => r.tag === created.tag);
    expect(mine).toMatchObject({ plan: 'Lead-Gen', payment_state: 'awaiting_first_payment', reputation: false, offers: true });
    expect((await listOf(nordic)).some((r) => r.tag === created.tag)).toBe(false);
    // The other partner cannot open it either.
    expect((await get(`/api/customer/${created.tag}/account/profile`, nordic)).statusCode).toBe(403);
  });

  it('mails in French or English when chosen', async () => {
    await post('/api/erep/customers', newCustomer('fr-owner@example.com', { name: 'Chez Lou', language: 'fr' }), bearer(partner));
    await post('/api/erep/customers', newCustomer('en-owner@example.com', { name: 'Lou Diner', language: 'en' }), bearer(partner));
    expect((await mailsTo('fr-owner@example.com'))[0]?.subject).toBe('Votre espace Chez Lou est prêt');
    expect((await mailsTo('en-owner@example.com'))[0]?.subject).toBe('Your Lou Diner account is ready');
  });

  it('refuses bad input with the fields at fault, a plan it does not sell, an address in use, and anyone but a partner', async () => {
    const bad = await post('/api/erep/customers', newCustomer('not-an-email', { name: '', country: 'France', language: 'de' }), bearer(partner));
    expect(bad.statusCode).toBe(400);
    expect(Object.keys((bad.json() as ApiErrorBody).errors ?? {})).toEqual(expect.arrayContaining(['email', 'name', 'country', 'language']));

    const plan = await post('/api/erep/customers', newCustomer('plan@example.com', { plan: 'no-such-plan' }), bearer(partner));
    expect(plan.statusCode).toBe(400);
    expect((plan.json() as ApiErrorBody).code).toBe('plan_not_found');

    const taken = await post('/api/erep/customers', newCustomer(DEMO_USERS.customer), bearer(partner));
    expect(taken.statusCode).toBe(409);
    expect((taken.json() as ApiErrorBody).code).toBe('email_taken');

    const customer = await tokenFor(app, DEMO_USERS.customer);
    expect((await post('/api/erep/customers', newCustomer('c@example.com'), bearer(customer))).statusCode).toBe(403);
    const admin = await tokenFor(app, DEMO_USERS.admin);
    expect((await post('/api/erep/customers', newCustomer('a@example.com'), bearer(admin))).statusCode).toBe(403);
    expect((await post('/api/erep/customers', newCustomer('anon@example.com'))).statusCode).toBe(401);
    expect(await mailsTo('c@example.com')).toHaveLength(0);
  });

  it('lets the owner set a password once from the link, then sends the first sign-in to the payment of the chosen plan', async () => {
    const email = 'owner-pays@example.com';
    expect((await post('/api/erep/customers', newCustomer(email, { name: 'Pay Later Bistro', plan: 'all-inclusive' }), bearer(partner))).statusCode).toBe(201);
    const token = resetToken((await mailsTo(email))[0]?.text ?? '');

    const set = await post(`/api/public/reinitialiser-mot-de-pass/${token}`, { password: PASSWORD, confirmation: PASSWORD });
    expect(set.statusCode).toBe(200);
    const again = await post(`/api/public/reinitialiser-mot-de-pass/${token}`, { password: 'Other-Lantern-43', confirmation: 'Other-Lantern-43' });
    expect(again.statusCode).toBe(401);
    expect((again.json() as ApiErrorBody).code).toBe('link_expired');

    const signIn = await post('/api/login', { email, password: PASSWORD });
    expect(signIn.statusCode).toBe(403);
    const body = signIn.json() as ApiErrorBody & { payment?: PaymentResume };
    expect(body.code).toBe('payment_pending');
    expect(body.payment?.plan.tag).toBe('all-inclusive');
    expect(body.payment?.email).toBe(email);
  });
});
