import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedbackContext, Funnel, Partnership, PartnerOffer, PublicCoupon, QrTarget, ScreenAdmin, ScreenData } from '@erep/shared/schemas';
import type { Db } from '../src/db/client';
import { customers, establishments, partnerships, visitorActions } from '../src/db/schema';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/seed/index';
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

async function call<T>(method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, email: string, payload?: unknown) {
  if (!tokens.has(email)) tokens.set(email, await tokenFor(app, email, DEMO_PASSWORD));
  const res = await app.inject({ method, url, headers: bearer(tokens.get(email) ?? ''), ...(payload === undefined ? {} : { payload: payload as object }) });
  const body = res.body ? (res.json() as { data: T; code?: string; errors?: Record<string, string[]> }) : null;
  return { status: res.statusCode, body };
}

const BISTRO = DEMO_USERS.customer;
const BAKERY = DEMO_USERS.bakery;
const feedbackOffers = async (establishment: string) =>
  ((await app.inject(`/api/public/feedback/context?customer=demo-bistro&establishment=${establishment}`)).json() as { data: { advantages: { tag: string }[] } }).data.advantages.map((a) => a.tag);

describe('partnerships', () => {
  it('finds other businesses of the same partner by name or tag, with public facts only', async () => {
    const res = await call<Record<string, unknown>[]>('GET', '/api/customer/demo-bistro/partnerships/candidates?q=bak', BISTRO);
    expect(res.status).toBe(200);
    expect(res.body?.data.map((c) => c.tag)).toEqual(['demo-bakery']);
    expect(Object.keys(res.body?.data[0] ?? {}).sort()).toEqual(['city', 'name', 'tag']);
    // Another partner's customer is not found; nor is the caller itself.
    expect((await call<unknown[]>('GET', '/api/customer/demo-bistro/partnerships/candidates?q=fjord', BISTRO)).body?.data).toEqual([]);
    expect((await call<unknown[]>('GET', '/api/customer/demo-bistro/partnerships/candidates?q=bistro', BISTRO)).body?.data).toEqual([]);
    expect((await call('GET', '/api/customer/demo-bistro/partnerships/candidates?q=a', BISTRO)).status).toBe(400);
  });

  it('offers an accepted partner offer on the feedback pages; only the target accepts, once', async () => {
    // The seeded partnership is ended first, then proposed again.
    const seeded = (await call<Partnership[]>('GET', '/api/customer/demo-bistro/partnerships', BISTRO)).body?.data.find((p) => p.partner?.tag === 'demo-bakery');
    expect(seeded?.partnerOffer?.tag).toBe('adv-free-cookie');
    expect(await feedbackOffers('demo-bistro-lyon')).toContain('adv-free-cookie');
    expect((await call('DELETE', `/api/customer/demo-bistro/partnerships/${seeded?.id}`, BISTRO)).status).toBe(204);
    expect(await feedbackOffers('demo-bistro-lyon')).not.toContain('adv-free-cookie');

    const proposed = await call<Partnership>('POST', '/api/customer/demo-bistro/partnerships', BISTRO, { partner: 'demo-bakery', message: 'Remise croisée', advantage: 'adv-cafe-offert' });
    expect(proposed.status).toBe(201);
    expect(proposed.body?.data).toMatchObject({ direction: 'outgoing', status: 'pending', partnerName: 'Baker Street Bakery', ownOffer: { tag: 'adv-cafe-offert' } });
    const id = proposed.body?.data.id;
    // A second proposal between the same two businesses is refused, in either direction.
    expect((await call('POST', '/api/customer/demo-bistro/partnerships', BISTRO, { partner: 'demo-bakery' })).status).toBe(409);
    expect((await call('POST', '/api/customer/demo-bakery/partnerships', BAKERY, { partner: 'demo-bistro' })).body?.code).toBe('partnership_exists');
    // The proposer cannot accept its own proposal, nor give the partner's offer.
    expect((await call('POST', `/api/customer/demo-bistro/partnerships/${id}/answer`, BISTRO, { decision: 'accept' })).status).toBe(404);
    expect((await call('POST', `/api/customer/demo-bakery/partnerships/${id}/answer`, BAKERY, { decision: 'accept', advantage: 'adv-cafe-offert' })).status).toBe(400);
    expect((await call('POST', `/api/customer/demo-bakery/partnerships/${id}/answer`, BAKERY, { decision: 'maybe' })).status).toBe(400);

    const incoming = (await call<Partnership[]>('GET', '/api/customer/demo-bakery/partnerships', BAKERY)).body?.data.find((p) => p.id === id);
    expect(incoming).toMatchObject({ direction: 'incoming', status: 'pending', partnerOffer: { tag: 'adv-cafe-offert' } });
    const offers = (await call<PartnerOffer[]>('GET', '/api/customer/demo-bakery/partnerships/offers', BAKERY)).body?.data.map((o) => o.tag);
    expect(offers).toEqual(['adv-free-cookie']);

    const accepted = await call<Partnership>('POST', `/api/customer/demo-bakery/partnerships/${id}/answer`, BAKERY, { decision: 'accept', advantage: 'adv-free-cookie' });
    expect(accepted.status).toBe(200);
    expect(accepted.body?.data).toMatchObject({ status: 'accepted', ownOffer: { tag: 'adv-free-cookie' }, partnerOffer: { tag: 'adv-cafe-offert' } });
    expect((await call('POST', `/api/customer/demo-bakery/partnerships/${id}/answer`, BAKERY, { decision: 'refuse' })).status).toBe(404);
    expect(await feedbackOffers('demo-bistro-lyon')).toContain('adv-free-cookie');

    // A visitor of the bistro takes the bakery's offer: the coupon is the bakery's.
    const posted = await app.inject({
      method: 'POST',
      url: '/api/public/feedback?customer=demo-bistro&establishment=demo-bistro-lyon',
      headers: { 'accept-language': 'fr', cookie: 'erep_vid=partnerVisitor000000001' },
      payload: { rating: 4, firstname: 'Lou', email: 'lou.partner@example.test', acceptTerms: true, advantage: 'adv-free-cookie' },
    });
    expect(posted.statusCode).toBe(201);
    const code = (posted.json() as { data: { coupon: { code: string } } }).data.coupon.code;
    const coupon = (await app.inject(`/api/public/coupons/${code}`)).json() as { data: PublicCoupon };
    expect(coupon.data).toMatchObject({ customer: { tag: 'demo-bakery', name: 'Baker Street Bakery' }, advantage: { tag: 'adv-free-cookie' }, issuedOn: { tag: 'demo-bistro' } });
  });

  it('names the partner giving an advantage on the feedback, thank-you and coupon pages, and only there', async () => {
    const context = (await app.inject('/api/public/feedback/context?customer=demo-bistro&establishment=demo-bistro-lyon')).json() as { data: FeedbackContext };
    const cookie = context.data.advantages.find((a) => a.tag === 'adv-free-cookie');
    expect(cookie?.offeredBy).toBe('Baker Street Bakery');
    // The bistro's own offers name no giver.
    expect(context.data.advantages.filter((a) => a.tag !== 'adv-free-cookie').every((a) => a.offeredBy === null)).toBe(true);
    const form = await app.inject({ url: '/public/demo-bistro/establishment/demo-bistro-lyon/feedback', headers: { 'accept-language': 'fr' } });
    expect(form.body).toContain('Offert par Baker Street Bakery');

    const posted = await app.inject({
      method: 'POST',
      url: '/api/public/feedback?customer=demo-bistro&establishment=demo-bistro-lyon',
      headers: { 'accept-language': 'en', cookie: 'erep_vid=partnerVisitor000000002' },
      payload: { rating: 5, firstname: 'Sam', email: 'sam.partner@example.test', acceptTerms: true, advantage: 'adv-free-cookie' },
    });
    expect(posted.statusCode).toBe(201);
    const code = (posted.json() as { data: { coupon: { code: string } } }).data.coupon.code;
    // The thank-you page of the bistro shows the bakery's coupon, named as the bakery's.
    const thanks = (await app.inject(`/api/public/feedback/thanks?customer=demo-bistro&establishment=demo-bistro-lyon&share=${code}`)).json() as { data: { coupon: PublicCoupon | null } };
    expect(thanks.data.coupon).toMatchObject({ code, customer: { name: 'Baker Street Bakery' }, issuedOn: { tag: 'demo-bistro', name: expect.any(String) } });
    const thanksHtml = await app.inject({ url: `/public/demo-bistro/establishment/demo-bistro-lyon/${code}/feedback-success`, headers: { 'accept-language': 'en' } });
    expect(thanksHtml.body).toContain(code);
    expect(thanksHtml.body).toContain('Offered by Baker Street Bakery');
    // The coupon page, reached from the bistro's link or the bakery's, is drawn from the first frame.
    for (const tag of ['demo-bistro', 'demo-bakery']) {
      const page = await app.inject({ url: `/public/customer/${tag}/advantagecontact/${code}`, headers: { 'accept-language': 'sp' } });
      expect(page.body).toContain('data-testid="public-coupon"');
      expect(page.body).toContain('Ofrecido por Baker Street Bakery');
    }
    // A third business's coupon path and thank-you page do not show it.
    expect((await app.inject(`/public/customer/nordic-cafe/advantagecontact/${code}`)).body).not.toContain('Baker Street Bakery');
    const elsewhere = (await app.inject(`/api/public/feedback/thanks?customer=nordic-cafe&establishment=nordic-cafe-gracia&share=${code}`)).json() as { data: { coupon: PublicCoupon | null } };
    expect(elsewhere.data.coupon).toBeNull();

    // The bistro's own coupons name no giver.
    const own = await app.inject({
      method: 'POST',
      url: '/api/public/feedback?customer=demo-bistro&establishment=demo-bistro-lyon',
      headers: { 'accept-language': 'en', cookie: 'erep_vid=partnerVisitor000000003' },
      payload: { rating: 5, firstname: 'Ann', email: 'ann.own@example.test', acceptTerms: true, advantage: 'adv-cafe-offert' },
    });
    const ownCode = (own.json() as { data: { coupon: { code: string } } }).data.coupon.code;
    expect(((await app.inject(`/api/public/coupons/${ownCode}`)).json() as { data: PublicCoupon }).data.issuedOn).toBeNull();
    expect((await app.inject(`/public/customer/demo-bistro/advantagecontact/${ownCode}`)).body).not.toContain('data-testid="offered-by"');
  });

  it('keeps each customer to its own partnerships', async () => {
    const [bakery] = await db.orm.select({ id: customers.id }).from(customers).where(eq(customers.tag, 'demo-bakery'));
    const [nordic] = await db.orm.select({ id: customers.id }).from(customers).where(eq(customers.tag, 'nordic-cafe'));
    const [row] = await db.orm.insert(partnerships).values({ customerId: bakery?.id ?? 0, partnerCustomerId: nordic?.id ?? 0 }).returning({ id: partnerships.id });
    // The bistro is neither side: not listed, cannot end or answer it.
    expect((await call<Partnership[]>('GET', '/api/customer/demo-bistro/partnerships', BISTRO)).body?.data.some((p) => p.id === row?.id)).toBe(false);
    expect((await call('DELETE', `/api/customer/demo-bistro/partnerships/${row?.id}`, BISTRO)).status).toBe(404);
    expect((await call('POST', `/api/customer/demo-bistro/partnerships/${row?.id}/answer`, BISTRO, { decision: 'accept' })).status).toBe(404);
    expect((await call('GET', '/api/customer/demo-bakery/partnerships', BISTRO)).status).toBe(403);
  });
});

describe('in-store screens', () => {
  it('creates a screen whose public page shows its rule, language, reviews and offers', async () => {
    const [lyon] = await db.orm.select({ id: establishments.id }).from(establishments).where(eq(establishments.tag, 'demo-bistro-lyon'));
    const created = await call<ScreenAdmin>('POST', '/api/customer/demo-bistro/screens', BISTRO, {
      name: 'Vitrine',
      establishment: lyon?.id,
      language: 'en',
      review_count: 5,
      min_rating: 4,
      offers: 'selected',
      advantages: ['adv-cafe-offert'],
      interval_seconds: 12,
    });
    expect(created.status).toBe(201);
    const screen = created.body?.data;
    expect(screen).toMatchObject({ name: 'Vitrine', language: 'en', review_count: 5, min_rating: 4, interval_seconds: 12 });
    expect(screen?.path).toBe(`/public/demo-bistro/screens/${screen?.tag}`);

    const data = ((await app.inject(`/api/public/customers/demo-bistro/screens/${screen?.tag}`)).json() as { data: ScreenData }).data;
    expect(data.screen.language).toBe('en');
    expect(data.rule).toEqual({ reviewCount: 5, minRating: 4 });
    expect(data.reviews.length).toBeLessThanOrEqual(5);
    expect(data.reviews.every((r) => r.rating >= 4)).toBe(true);
    expect(data.advantages.map((a) => a.tag)).toEqual(['adv-cafe-offert']);
    const html = (await app.inject(`/public/demo-bistro/screens/${screen?.tag}`)).body;
    expect(html).toContain('The 5 latest reviews rated 4 stars or more');

    const updated = await call<ScreenAdmin>('PUT', `/api/customer/demo-bistro/screens/${screen?.tag}`, BISTRO, { ...screen, establishment: lyon?.id, language: 'fr', min_rating: 1, offers: 'none' });
    expect(updated.status).toBe(200);
    const after = ((await app.inject(`/api/public/customers/demo-bistro/screens/${screen?.tag}`)).json() as { data: ScreenData }).data;
    expect(after.advantages).toEqual([]);
    expect((await app.inject(`/public/demo-bistro/screens/${screen?.tag}`)).body).toContain('Les 5 derniers avis, toutes notes confondues');

    expect((await call('DELETE', `/api/customer/demo-bistro/screens/${screen?.tag}`, BISTRO)).status).toBe(204);
    expect((await app.inject(`/api/public/customers/demo-bistro/screens/${screen?.tag}`)).statusCode).toBe(404);
  });

  it('validates the form and keeps screens to their customer', async () => {
    const bad = await call('POST', '/api/customer/demo-bistro/screens', BISTRO, { name: '', establishment: 'x', language: 'de', review_count: 7, min_rating: 2, offers: 'all', interval_seconds: 1 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body?.errors ?? {}).sort()).toEqual(['establishment', 'interval_seconds', 'language', 'min_rating', 'name', 'review_count']);
    // Another customer's establishment is refused.
    const [camden] = await db.orm.select({ id: establishments.id }).from(establishments).where(eq(establishments.tag, 'demo-bakery-camden'));
    const foreign = await call('POST', '/api/customer/demo-bistro/screens', BISTRO, { name: 'X', establishment: camden?.id, language: 'fr', review_count: 20, min_rating: 1, offers: 'all', interval_seconds: 8 });
    expect(foreign.status).toBe(400);
    expect(foreign.body?.errors).toEqual({ establishment: ['establishment'] });
    // The bakery neither sees nor changes the bistro's screens.
    const bakeryList = (await call<ScreenAdmin[]>('GET', '/api/customer/demo-bakery/screens', BAKERY)).body?.data ?? [];
    expect(bakeryList.every((s) => !s.tag.includes('bistro'))).toBe(true);
    expect((await call('DELETE', '/api/customer/demo-bakery/screens/screen-demo-bistro-lyon', BAKERY)).status).toBe(404);
    expect((await call('GET', '/api/customer/demo-bakery/screens/screen-demo-bistro-lyon', BAKERY)).status).toBe(404);
    expect((await call('GET', '/api/customer/demo-bistro/screens', BAKERY)).status).toBe(403);
  });
});

describe('QR codes', () => {
  it('lists the public pages each kind of code leads to, for the customer only', async () => {
    const list = async (kind: string) => (await call<QrTarget[]>('GET', `/api/customer/demo-bistro/qr-codes?kind=${kind}`, BISTRO)).body?.data ?? [];
    const [lyon] = await db.orm.select({ id: establishments.id }).from(establishments).where(eq(establishments.tag, 'demo-bistro-lyon'));
    expect((await list('establishments')).find((q) => q.establishment.id === lyon?.id)?.path).toBe(`/public/demo-bistro/establishment/${lyon?.id}/feedback`);
    expect((await list('gates')).every((q) => q.path.endsWith('/gates'))).toBe(true);
    expect((await list('external_url')).every((q) => q.path.endsWith('/external'))).toBe(true);
    const staff = await list('staff');
    expect(staff.length).toBeGreaterThan(0);
    expect(staff.every((q) => /^\/public\/demo-bistro\/establishment\/\d+\/staffs\/\d+\/feedback$/.test(q.path))).toBe(true);
    expect((await list('service')).every((q) => /\/units\/\d+\/feedback$/.test(q.path))).toBe(true);
    expect((await call('GET', '/api/customer/demo-bistro/qr-codes?kind=menu', BISTRO)).status).toBe(400);
    expect((await call('GET', '/api/customer/demo-bistro/qr-codes?kind=staff', BAKERY)).status).toBe(403);
  });
});

describe('funnel', () => {
  it('counts each step of the period and the conversion between steps, per establishment', async () => {
    const [lyon] = await db.orm.select({ id: establishments.id }).from(establishments).where(eq(establishments.tag, 'demo-bistro-lyon'));
    const [camden] = await db.orm.select({ id: establishments.id }).from(establishments).where(eq(establishments.tag, 'demo-bakery-camden'));
    const at = new Date('2020-03-10T10:00:00Z');
    const rows = (establishmentId: number, action: string, n: number, path?: string) =>
      Array.from({ length: n }, () => ({ establishmentId, action, payload: path ? { path } : {}, createdAt: at }));
    const path = `/public/demo-bistro/establishment/${lyon?.id}/feedback`;
    await db.orm.insert(visitorActions).values([
      ...rows(lyon?.id ?? 0, 'scan', 8, path),
      ...rows(lyon?.id ?? 0, 'page_view', 2),
      ...rows(lyon?.id ?? 0, 'rating_started', 5),
      ...rows(lyon?.id ?? 0, 'submitted', 4),
      ...rows(lyon?.id ?? 0, 'coupon_shown', 2),
      ...rows(lyon?.id ?? 0, 'platform_link_clicked', 1),
      // Another customer's actions never count.
      ...rows(camden?.id ?? 0, 'scan', 50),
    ]);
    const res = await call<Funnel>('GET', `/api/customer/demo-bistro/funnel?start_date=2020-03-10&end_date=2020-03-10&establishment=${lyon?.id}`, BISTRO);
    expect(res.status).toBe(200);
    expect(res.body?.data.steps).toEqual([
      { step: 'visit', count: 10, conversion: null },
      { step: 'rating_started', count: 5, conversion: 0.5 },
      { step: 'submitted', count: 4, conversion: 0.8 },
      { step: 'coupon_shown', count: 2, conversion: 0.5 },
      { step: 'coupon_validated', count: 0, conversion: 0 },
      { step: 'platform_link_clicked', count: 1, conversion: null },
    ]);
    expect(res.body?.data.sources).toEqual([{ path, scans: 8 }]);
    // The whole customer gives the same here; the bakery's establishment through the bistro gives nothing.
    const all = await call<Funnel>('GET', '/api/customer/demo-bistro/funnel?start_date=2020-03-10&end_date=2020-03-10', BISTRO);
    expect(all.body?.data.steps[0]?.count).toBe(10);
    const foreign = await call<Funnel>('GET', `/api/customer/demo-bistro/funnel?start_date=2020-03-10&end_date=2020-03-10&establishment=${camden?.id}`, BISTRO);
    expect(foreign.body?.data.steps.every((s) => s.count === 0)).toBe(true);
    expect((await call('GET', '/api/customer/demo-bistro/funnel?start_date=2020-03-11&end_date=2020-03-10', BISTRO)).status).toBe(400);
    expect((await call('GET', '/api/customer/demo-bistro/funnel?start_date=x&end_date=2020-03-10', BISTRO)).status).toBe(400);
    expect((await call('GET', '/api/customer/demo-bistro/funnel?start_date=2020-03-10&end_date=2020-03-10', BAKERY)).status).toBe(403);
  });
});

