import type { Establishment } from '@erep/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/http/guards';
import { DEMO_USERS } from '../src/seed/index';
import { bearer, createTestApp, tokenFor } from './helpers';

let app: FastifyInstance;

beforeAll(async () => {
  ({ app } = await createTestApp());
});
afterAll(async () => {
  await app.close();
});

const list = async (tag: string, email?: string, query = '') =>
  app.inject({
    url: `/api/customer/${tag}/establishments/all${query}`,
    headers: email ? bearer(await tokenFor(app, email)) : {},
  });

describe('GET /api/customer/:customerTag/establishments/all', () => {
  it("lists a customer user's own establishments", async () => {
    const res = await list('demo-bistro', DEMO_USERS.customer, '?user_id=3');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { status: number; data: Establishment[] };
    expect(body.status).toBe(200);
    expect(body.data.map((e) => e.tag)).toEqual(['demo-bistro-lyon', 'demo-bistro-croix-rousse']);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      tag: 'demo-bistro-lyon',
      name: 'Le Petit Bistro – Lyon Centre',
      address: '12 rue des Marronniers',
      city: 'Lyon',
      zip: '69002',
      country: 'FR',
      phone: expect.any(String),
      external_url: expect.stringMatching(/^https:/),
      category: 'Restaurant',
      opening_hours: expect.any(String),
      logo: null,
      archived: false,
      customer: 'demo-bistro',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      // Whether cashiers can sign in there; never the code nor its hash.
      seller_code_set: true,
    } satisfies Establishment);
  });

  it("refuses a customer user another customer's establishments", async () => {
    const res = await list('demo-bakery', DEMO_USERS.customer);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: 403, code: 'other_tenant', message: MESSAGES.otherTenant });
    // Unknown tags look the same to a customer user: existence is not revealed.
    expect((await list('ghost', DEMO_USERS.customer)).statusCode).toBe(403);
  });

  it("lets a partner user read all its partner's customers, and only those", async () => {
    expect((await list('demo-bistro', DEMO_USERS.partner)).statusCode).toBe(200);
    const bakery = await list('demo-bakery', DEMO_USERS.partner);
    expect(bakery.statusCode).toBe(200);
    expect((bakery.json() as { data: Establishment[] }).data.map((e) => e.tag)).toEqual(['demo-bakery-camden']);
    expect((await list('nordic-cafe', DEMO_USERS.partner)).statusCode).toBe(403);
    expect((await list('nordic-cafe', DEMO_USERS.nordicPartner)).statusCode).toBe(200);
    expect((await list('demo-bistro', DEMO_USERS.nordicPartner)).statusCode).toBe(403);
  });

  it('lets a back-office admin read any customer; unknown is 404', async () => {
    expect((await list('nordic-cafe', DEMO_USERS.admin)).statusCode).toBe(200);
    const ghost = await list('ghost', DEMO_USERS.admin);
    expect(ghost.statusCode).toBe(404);
    expect(ghost.json()).toEqual({ status: 404, code: 'customer_not_found', message: MESSAGES.unknownCustomer });
  });

  it('refuses inactive users and users without ROLE_EREP with 403', async () => {
    const inactive = await list('demo-bistro', DEMO_USERS.inactive);
    expect(inactive.statusCode).toBe(403);
    expect(inactive.json()).toEqual({ status: 403, code: 'inactive_account', message: MESSAGES.inactive });
    const norole = await list('demo-bistro', DEMO_USERS.norole);
    expect(norole.statusCode).toBe(403);
    expect(norole.json()).toEqual({ status: 403, code: 'insufficient_permissions', message: MESSAGES.noRole });
  });

  it('is 401 without a valid token', async () => {
    expect((await list('demo-bistro')).statusCode).toBe(401);
    const res = await app.inject({ url: '/api/customer/demo-bistro/establishments/all', headers: bearer('nope') });
    expect(res.statusCode).toBe(401);
  });

  it('is 400 with field errors on a malformed tag or user_id', async () => {
    const badTag = await list(encodeURIComponent('bad tag!'), DEMO_USERS.admin);
    expect(badTag.statusCode).toBe(400);
    expect(badTag.json()).toMatchObject({ status: 400, errors: { customerTag: ['tag'] } });
    const badUser = await list('demo-bistro', DEMO_USERS.admin, '?user_id=abc');
    expect(badUser.statusCode).toBe(400);
    expect(badUser.json()).toMatchObject({ status: 400, errors: { user_id: ['id'] } });
  });
});
