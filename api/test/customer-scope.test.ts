import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerOf, registerCustomerScope } from '../src/http/customer-scope';
import { MESSAGES } from '../src/http/guards';
import { DEMO_USERS } from '../src/seed/index';
import { bearer, createTestApp, tokenFor } from './helpers';

let app: FastifyInstance;

// Brand-new routes added through the helper only: not one guard is written on them.
beforeAll(async () => {
  ({ app } = await createTestApp({
    extraModules: [
      (root, ctx) =>
        registerCustomerScope(root, ctx, { remote: 'mf-erep' }, (scope) => {
          scope.get('/probe', async (request) => ({ data: { customer: customerOf(request).tag } }));
          scope.post('/probe', async (request) => ({ data: { customer: customerOf(request).tag, body: request.body } }));
        }),
      (root, ctx) =>
        registerCustomerScope(root, ctx, { remote: 'mf-leadgen', prefix: '/offers' }, (scope) => {
          scope.get('/probe', async (request) => ({ data: { customer: customerOf(request).tag } }));
        }),
    ],
  }));
});
afterAll(async () => {
  await app.close();
});

async function probe(tag: string, email?: string, path = '/probe') {
  const res = await app.inject({ url: `/api/customer/${tag}${path}`, headers: email ? bearer(await tokenFor(app, email)) : {} });
  return { status: res.statusCode, body: res.json() as { data?: { customer: string }; message?: string } };
}

describe('a route added inside a customer scope', () => {
  it('serves the own customer', async () => {
    expect(await probe('demo-bistro', DEMO_USERS.customer)).toEqual({ status: 200, body: { data: { customer: 'demo-bistro' } } });
  });

  it("refuses another tenant's user and reveals no other customer", async () => {
    expect(await probe('demo-bakery', DEMO_USERS.customer)).toMatchObject({ status: 403, body: { message: MESSAGES.otherTenant } });
    expect((await probe('ghost', DEMO_USERS.customer)).status).toBe(403);
    expect((await probe('demo-bistro', DEMO_USERS.nordicPartner)).status).toBe(403);
    expect(await probe('ghost', DEMO_USERS.admin)).toMatchObject({ status: 404, body: { message: MESSAGES.unknownCustomer } });
  });

  it("lets a partner reach its own customers, and admins any", async () => {
    expect((await probe('demo-bistro', DEMO_USERS.partner)).status).toBe(200);
    expect((await probe('nordic-cafe', DEMO_USERS.nordicPartner)).status).toBe(200);
    expect((await probe('nordic-cafe', DEMO_USERS.admin)).status).toBe(200);
  });

  it('refuses a Lead-Gen customer in an mf-erep module, and lets it into an mf-leadgen one', async () => {
    const refused = await probe('demo-bakery', DEMO_USERS.bakery);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/plan does not include reputation monitoring \(mf-erep\)/);
    expect(await probe('demo-bakery', DEMO_USERS.bakery, '/offers/probe')).toEqual({ status: 200, body: { data: { customer: 'demo-bakery' } } });
  });

  it('needs an active back-office user', async () => {
    expect((await probe('demo-bistro')).status).toBe(401);
    expect((await probe('demo-bistro', DEMO_USERS.inactive)).body).toMatchObject({ message: MESSAGES.inactive });
    expect((await probe('demo-bistro', DEMO_USERS.norole)).body).toMatchObject({ message: MESSAGES.noRole });
  });

  it('turns callers away before reading their body', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/customer/demo-bistro/probe', headers: { 'content-type': 'application/json' }, payload: '{"broken":' });
    expect(res.statusCode).toBe(401);
    const own = await app.inject({
      method: 'POST',
      url: '/api/customer/demo-bistro/probe',
      headers: bearer(await tokenFor(app, DEMO_USERS.customer)),
      payload: { hello: 'world' },
    });
    expect(own.json()).toEqual({ data: { customer: 'demo-bistro', body: { hello: 'world' } } });
  });
});
