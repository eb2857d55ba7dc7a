import type { CustomerTheme, PartnerInfo, Plan, ProviderLink } from '@erep/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toProviderLink } from '../src/modules/establishments/service';
import { createTestApp } from './helpers';

let app: FastifyInstance;

beforeAll(async () => {
  ({ app } = await createTestApp());
});
afterAll(async () => {
  await app.close();
});

describe('GET /api/partner/info', () => {
  it('returns the partner branding', async () => {
    const res = await app.inject('/api/partner/info?code=demo');
    expect(res.statusCode).toBe(200);
    const info = res.json() as PartnerInfo;
    expect(info).toMatchObject({ code: 'demo', brand: 'Avis Boost', back_color: '#1f6feb', font_color: '#ffffff', title_color: '#0b2a4a' });
    expect(info.logo).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(info.cgv).toContain('<h2>');
    expect(Object.keys(info).sort()).toEqual(['back_color', 'brand', 'cgv', 'code', 'font_color', 'logo', 'pricing_url', 'title', 'title_color']);
  });

  it('serves a second partner', async () => {
    const res = await app.inject('/api/partner/info?code=nordic');
    expect(res.json()).toMatchObject({ code: 'nordic', brand: 'Nordic Reviews' });
  });

  it('is 404 for an unknown partner', async () => {
    const res = await app.inject('/api/partner/info?code=nobody');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 404, code: 'not_found', message: "Partner 'nobody' not found" });
  });

  it('is 400 with field errors when the code is missing or malformed', async () => {
    const missing = await app.inject('/api/partner/info');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ status: 400, errors: { code: [expect.any(String)] } });
    const bad = await app.inject('/api/partner/info?code=' + encodeURIComponent('<script>'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: { code: ['tag'] } });
    const repeated = await app.inject('/api/partner/info?code=demo&code=nordic');
    expect(repeated.statusCode).toBe(400);
  });
});

describe('GET /api/customer/logo and /api/customer/theme', () => {
  it("returns the customer's own logo and colours", async () => {
    const logo = await app.inject('/api/customer/logo?tag=demo-bistro');
    expect(logo.statusCode).toBe(200);
    expect((logo.json() as { data: string }).data).toMatch(/^data:image\/svg\+xml/);
    const theme = await app.inject('/api/customer/theme?tag=demo-bistro');
    expect(theme.json()).toEqual({ data: { back_color: '#8c2f39', font_color: '#ffffff', title_color: '#461220' } satisfies CustomerTheme });
  });

  it("falls back to the partner's colours and a null logo", async () => {
    expect((await app.inject('/api/customer/logo?tag=demo-bakery')).json()).toEqual({ data: null });
    expect((await app.inject('/api/customer/theme?tag=demo-bakery')).json()).toEqual({
      data: { back_color: '#1f6feb', font_color: '#ffffff', title_color: '#0b2a4a' },
    });
  });

  it('is 404 for an unknown tag and 400 without one', async () => {
    for (const url of ['/api/customer/logo?tag=ghost', '/api/customer/theme?tag=ghost']) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 404 });
    }
    const res = await app.inject('/api/customer/theme?tag=');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: { tag: expect.arrayContaining(['required']) } });
  });
});

describe('GET /api/plan/list', () => {
  it('lists plans sorted by id, the legacy one without price code', async () => {
    const res = await app.inject('/api/plan/list');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { status: number; data: Plan[] };
    expect(body.status).toBe(200);
    const ids = body.data.map((p) => p.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(body.data.map((p) => p.tag)).toEqual(['lead-gen', 'all-inclusive', 'legacy']);
    // Test mode (no Stripe): each plan carries its own price, amount in major units.
    expect(body.data[0]).toEqual({ id: expect.any(Number), tag: 'lead-gen', name: 'Lead-Gen', price_code: expect.any(String), price: { amount: 39, currency: 'EUR', period: 'month' } });
    expect(body.data[1]?.name).toBe('All_inclusive_monthly');
    expect(body.data[1]?.price).toEqual({ amount: 89, currency: 'EUR', period: 'month' });
    expect(body.data[2]?.price_code).toBeNull();
    expect(body.data[2]?.price).toBeNull();
  });
});

describe('GET /api/public/establishment/url', () => {
  it("maps the establishment's own provider links", async () => {
    const res = await app.inject('/api/public/establishment/url?tag=demo-bistro-lyon');
    expect(res.statusCode).toBe(200);
    const links = (res.json() as { data: { data: ProviderLink[] } }).data.data;
    expect(links.map((l) => l.name)).toEqual(['Google', 'TripAdvisor', 'Facebook']);
    for (const link of links) {
      expect(link.establishment).toBe('Le Petit Bistro – Lyon Centre');
      expect(link.establishmentTag).toBe('demo-bistro-lyon');
      expect(link.providerurl).toContain('{value1}');
      expect(link.url).toBe(link.providerurl.replace('{value1}', link.settings_value1));
      expect(link.url).not.toContain('{value1}');
      expect(link.id).toBeGreaterThan(0);
    }
    expect(links.find((l) => l.name === 'Facebook')?.url).toBe('https://www.facebook.com/lepetitbistrolyon/reviews');
  });

  it('is 404 for an unknown establishment and 400 without a tag', async () => {
    expect((await app.inject('/api/public/establishment/url?tag=nowhere')).statusCode).toBe(404);
    const res = await app.inject('/api/public/establishment/url');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, errors: { tag: expect.any(Array) } });
  });

  it('maps a row as the spec says, id defaulting to 0', () => {
    expect(
      toProviderLink({
        settingsId: null,
        establishmentName: 'Shop',
        establishmentTag: 'shop',
        providerCategory: 'review',
        providerName: 'Google',
        providerUrl: 'https://example.test/{value1}/x?again={value1}',
        settingsValue1: 'abc',
      }),
    ).toEqual({
      establishment: 'Shop',
      establishmentTag: 'shop',
      category: 'review',
      name: 'Google',
      providerurl: 'https://example.test/{value1}/x?again={value1}',
      url: 'https://example.test/abc/x?again=abc',
      id: 0,
      settings_value1: 'abc',
    });
  });
});
