import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { contacts, establishments } from '../src/db/schema';
import { DEMO_PASSWORD, DEMO_SELLER_CODE, DEMO_USERS } from '../src/seed/index';
import { AUTHORIZATION_MATRIX, CALLERS, type Caller, type Outcome } from './authorization-matrix';
import { createTestApp, freshCouponCode, tokenFor } from './helpers';

/*
 * Reads Fastify's own route table and calls every route as every kind of caller: a route missing
 * from authorization-matrix.ts, or a cell that does not hold, fails. Bodies are empty, so an
 * allowed caller gets past the guards and is stopped by validation (or succeeds): what is checked
 * is whether the guards let it through (not 401/402/403) or stop it, and with which code.
 */

const OPERATOR = 'operator-token-for-the-matrix';
const HIGH = { max: 1_000_000_000, timeWindowMs: 60_000 };

let app: FastifyInstance;
let db: Db;
const headersOf = {} as Record<Caller, Record<string, string>>;
const values: Record<string, string> = {};
let signIn: (email: string) => Promise<Record<string, string>>;
/** Callers signed in by email: a sign-out ends their token, so they sign in again after it. */
const EMAIL_OF: Partial<Record<Caller, string>> = {
  customer: DEMO_USERS.customer,
  otherCustomer: DEMO_USERS.bakery,
  partner: DEMO_USERS.partner,
  otherPartner: DEMO_USERS.nordicPartner,
  admin: DEMO_USERS.admin,
  inactive: DEMO_USERS.inactive,
};

beforeAll(async () => {
  ({ app, db } = await createTestApp({
    operatorToken: OPERATOR,
    limits: { login: HIGH, signUp: HIGH, feedback: HIGH, seller: HIGH, sellerPerCustomer: HIGH, actions: HIGH, contact: HIGH },
  }));
  const bearerOf = async (email: string) => ({ authorization: `Bearer ${await tokenFor(app, email)}` });
  // Not the helpers' cached token: after a sign-out only a new sign-in gives a working one.
  signIn = async (email: string) => {
    const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password: DEMO_PASSWORD } });
    return { authorization: `Bearer ${(res.json() as { token: string }).token}` };
  };
  Object.assign(headersOf, {
    anonymous: {},
    visitor: { cookie: 'erep_vid=matrixVisitor000000000001' },
    seller: { 'x-seller-token': await sellerToken() },
    customer: await bearerOf(DEMO_USERS.customer),
    otherCustomer: await bearerOf(DEMO_USERS.bakery),
    partner: await bearerOf(DEMO_USERS.partner),
    otherPartner: await bearerOf(DEMO_USERS.nordicPartner),
    admin: await bearerOf(DEMO_USERS.admin),
    inactive: await bearerOf(DEMO_USERS.inactive),
    operator: { 'x-operator-token': OPERATOR },
  } satisfies Record<Caller, Record<string, string>>);
  const [lyon] = await db.orm.select({ id: establishments.id }).from(establishments).where(eq(establishments.tag, 'demo-bistro-lyon'));
  const [contact] = await db.orm.select({ tag: contacts.tag }).from(contacts).limit(1);
  values.customerTag = 'demo-bistro';
  values.tag = 'demo-bistro';
  values.id = String(lyon?.id ?? 1);
  values.establishment = 'demo-bistro-lyon';
  values.contact = contact?.tag ?? 'none';
  values.screen = 'screen-demo-bistro-lyon';
  values.advantage = 'adv-cafe-offert';
  values.token = 'not-a-reset-token';
  values.remote = 'mf-erep';
});
afterAll(async () => {
  await app.close();
});

async function sellerToken(): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/public/customers/demo-bistro/seller/auth', payload: { code: DEMO_SELLER_CODE } });
  return (res.json() as { data: { token: string } }).data.token;
}

const fill = (url: string) => url.replace(/:([A-Za-z]+)/g, (_m, name: string) => encodeURIComponent(values[name] ?? 'x'));

function observed(status: number): Outcome {
  return status === 401 || status === 402 || status === 403 ? status : 'ok';
}

describe('the authorization matrix', () => {
  it('has a row for every route Fastify registers, and no row for a route that is gone', () => {
    const registered = app.routeTable().map((r) => `${r.method} ${r.url}`);
    const listed = Object.keys(AUTHORIZATION_MATRIX);
    expect(registered.filter((route) => !listed.includes(route)), 'routes missing from authorization-matrix.ts').toEqual([]);
    expect(listed.filter((route) => !registered.includes(route)), 'rows for routes that no longer exist').toEqual([]);
  });

  it('holds in every cell', { timeout: 400_000 }, async () => {
    const mismatches: string[] = [];
    for (const route of app.routeTable()) {
      const key = `${route.method} ${route.url}`;
      const row = AUTHORIZATION_MATRIX[key];
      if (!row) continue;
      for (const caller of CALLERS) {
        // Coupon routes change the coupon: each caller gets its own.
        // A DELETE aims at a row that does not exist: the guards run first, and nothing is lost.
        const url = route.url.includes(':code')
          ? fill(route.url.replace(':code', await freshCouponCode(app, values.id ?? '')))
          : route.method === 'DELETE'
            ? fill(route.url.replace(':id', '999999').replace(':contact', 'no-such-contact'))
            : fill(route.url);
        const request: InjectOptions = { method: route.method as InjectOptions['method'], url, headers: { ...headersOf[caller] } };
        if (!['GET', 'DELETE'].includes(route.method)) {
          // The demo code has four digits: refused after the guards (400), so the seller's session holds.
          request.payload = route.method === 'PATCH' ? '{}' : key.endsWith('/seller-code') ? { code: DEMO_SELLER_CODE } : {};
          if (route.method === 'PATCH') (request.headers as Record<string, string>)['content-type'] = 'application/merge-patch+json';
        }
        const res = await app.inject(request);
        const got = observed(res.statusCode);
        const email = EMAIL_OF[caller];
        if (key === 'POST /api/logout' && email && res.statusCode < 300) headersOf[caller] = await signIn(email);
        // A rotated seller code ends the seller's session (by design): open a new one.
        if (key.endsWith('/seller-code') && res.statusCode < 300) headersOf.seller = { 'x-seller-token': await sellerToken() };
        if (got !== row[caller]) mismatches.push(`${key} as ${caller}: expected ${row[caller]}, got ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
