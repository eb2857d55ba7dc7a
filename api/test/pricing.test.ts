import type { PartnerInfo, PartnerTheme, PricingPlan } from '@erep/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlan } from '../src/admin/commands';
import type { Db } from '../src/db/client';
import { DEMO_USERS } from '../src/seed/index';
import { bearer, createTestApp, tokenFor } from './helpers';

let app: FastifyInstance;
let db: Db;

beforeAll(async () => {
  ({ app, db } = await createTestApp({ limits: { signUp: { max: 1000, timeWindowMs: 60_000 } } }));
  // Nordic's own plan, sold by it alone (yearly), and one nobody can buy (no price code).
  await createPlan(db.orm, { tag: 'nordic-fika', name: 'Fika', remotes: ['mf-leadgen', 'mf-erep'], priceCode: 'price_fika_yearly', amountCents: 49000, currency: 'SEK', period: 'year', partnerCode: 'nordic' });
  await createPlan(db.orm, { tag: 'nordic-draft', name: 'Draft', remotes: ['mf-leadgen'], partnerCode: 'nordic' });
});
afterAll(async () => {
  await app.close();
});

const pricing = async (code: string) => {
  const res = await app.inject(`/api/plan/pricing?code=${code}`);
  return { status: res.statusCode, body: res.json() as { data: PricingPlan[] } };
};

describe('GET /api/plan/pricing', () => {
  it("lists the partner's plans on sale with their price, period and what each one opens", async () => {
    const { status, body } = await pricing('demo');
    expect(status).toBe(200);
    expect(body.data).toEqual([
      { tag: 'lead-gen', name: 'Lead-Gen', price: { amount: 39, currency: 'EUR', period: 'month' }, features: ['qr', 'mobile', 'offers'] },
      {
        tag: 'all-inclusive',
        name: 'All_inclusive_monthly',
        price: { amount: 89, currency: 'EUR', period: 'month' },
        features: ['qr', 'mobile', 'offers', 'reviews', 'competitors'],
      },
    ]);
  });

  it("shows a partner's own plans to that partner only, and never a plan that cannot be bought", async () => {
    const nordic = (await pricing('nordic')).body.data;
    expect(nordic.map((p) => p.tag)).toEqual(['lead-gen', 'all-inclusive', 'nordic-fika']);
    expect(nordic[2]).toEqual({ tag: 'nordic-fika', name: 'Fika', price: { amount: 490, currency: 'SEK', period: 'year' }, features: ['qr', 'mobile', 'offers', 'reviews', 'competitors'] });
    const demo = (await pricing('demo')).body.data.map((p) => p.tag);
    expect(demo).not.toContain('nordic-fika');
    expect(demo).not.toContain('legacy');
    expect(demo).not.toContain('nordic-draft');
  });

  it('is 404 for an unknown partner and 400 without a valid code', async () => {
    const unknown = await app.inject('/api/plan/pricing?code=nobody');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 404, code: 'not_found', message: "Partner 'nobody' not found" });
    const missing = await app.inject('/api/plan/pricing');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ status: 400, errors: { code: [expect.any(String)] } });
    const bad = await app.inject(`/api/plan/pricing?code=${encodeURIComponent('demo;drop')}`);
    expect(bad.json()).toMatchObject({ status: 400, errors: { code: ['tag'] } });
  });

  it("refuses a sign-up under one partner to another partner's own plan", async () => {
    const account = (partner: string, email: string) => ({
      name: 'Fika Bar',
      firstname: 'Astrid',
      lastname: 'Berg',
      password: 'Vertical-Harbor-77',
      email,
      city: 'Malmö',
      zipcode: '21122',
      country: 'FR',
      address1: '3 Stortorget',
      address2: '',
      plan: 'nordic-fika',
      partner,
    });
    const elsewhere = await app.inject({ method: 'POST', url: '/api/account/create', payload: account('demo', 'astrid@fika.example') });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({ code: 'plan_not_found', errors: { plan: ['plan_not_found'] } });
    const home = await app.inject({ method: 'POST', url: '/api/account/create', payload: account('nordic', 'astrid@fika.example') });
    expect(home.statusCode).toBe(200);
  });
});

describe("a partner's external pricing page", () => {
  const theme = (pricingUrl?: string) => ({
    brand: 'Avis Boost',
    title: 'Avis Boost',
    back_color: '#1f6feb',
    font_color: '#ffffff',
    title_color: '#0b2a4a',
    cgv: '<p>Terms</p>',
    chat_party_id: '',
    chat_url: '',
    ...(pricingUrl === undefined ? {} : { pricing_url: pricingUrl }),
  });
  const put = async (payload: unknown) =>
    app.inject({ method: 'PUT', url: '/api/partner/theme', payload: payload as object, headers: bearer(await tokenFor(app, DEMO_USERS.partner)) });
  const info = async (code = 'demo') => (await app.inject(`/api/partner/info?code=${code}`)).json() as PartnerInfo;

  it('is none until the partner sets one', async () => {
    expect((await info()).pricing_url).toBeNull();
  });

  it('accepts an https address only', async () => {
    for (const url of ['http://avisboost.example/tarifs', 'javascript:alert(1)', 'https://', '//avisboost.example', 'https://user:pw@avisboost.example/', 'https://avisboost.example/"onmouseover=x', 'tarifs']) {
      const res = await put(theme(url));
      expect(res.statusCode, url).toBe(400);
      expect((res.json() as { errors: Record<string, string[]> }).errors.pricing_url, url).toEqual(['url']);
    }
    expect((await info()).pricing_url).toBeNull();
  });

  it('serves the saved address to the links, keeps it when a save leaves it out, and drops it when emptied', async () => {
    const saved = await put(theme(' https://avisboost.example/tarifs?from=app '));
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as { data: PartnerTheme }).data.pricing_url).toBe('https://avisboost.example/tarifs?from=app');
    expect((await info()).pricing_url).toBe('https://avisboost.example/tarifs?from=app');
    // The other partner keeps the product's own page.
    expect((await info('nordic')).pricing_url).toBeNull();

    expect((await put(theme())).statusCode).toBe(200);
    expect((await info()).pricing_url).toBe('https://avisboost.example/tarifs?from=app');

    expect((await put(theme(''))).statusCode).toBe(200);
    expect((await info()).pricing_url).toBeNull();
    const read = await app.inject({ method: 'GET', url: '/api/partner/theme', headers: bearer(await tokenFor(app, DEMO_USERS.partner)) });
    expect((read.json() as { data: PartnerTheme }).data.pricing_url).toBe('');
  });
});
