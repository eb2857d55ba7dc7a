import type { AdminAdvantage, AdminContact, AdminCoupon, CampaignSummary, Funnel, OffersPage, QrTarget, ScreenAdmin } from '@erep/shared/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { contacts, customers, establishments } from '../src/db/schema';
import { DEMO_USERS } from '../src/seed/index';
import { bearer, createTestApp, tokenFor } from './helpers';

/**
 * The seeded manager of demo-bistro (manager@demo.test) reaches Lyon Centre only: every list of the
 * offers program, the funnel and the customer list hold nothing of the bistro's other establishment.
 */
const MANAGER = 'manager@demo.test';
const OWNER = DEMO_USERS.customer;
const BASE = '/api/customer/demo-bistro';

let app: FastifyInstance;
let db: Db;
let lyonId: number;
let croixId: number;

async function call<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, email: string, payload?: unknown) {
  const res = await app.inject({ method, url, headers: bearer(await tokenFor(app, email)), ...(payload === undefined ? {} : { payload: payload as object }) });
  const body = res.body && res.headers['content-type']?.toString().includes('json') ? (res.json() as T & { code?: string; errors?: Record<string, string[]> }) : null;
  return { status: res.statusCode, body };
}
const get = async <T>(url: string, email: string): Promise<T> => {
  const res = await call<T>('GET', url, email);
  expect(res.status, url).toBe(200);
  return res.body as T;
};

const campaign = (establishmentId: number | null, name: string) => ({
  name,
  texts: { fr: { subject: 'Bonjour', body: 'Revenez nous voir' }, en: { subject: '', body: '' }, sp: { subject: '', body: '' } },
  audience: { establishment_id: establishmentId, last_visit_days: null, ratings: [] },
  advantage_id: null,
  scheduled_at: null,
});
const advantage = (establishments: number[], title: string) => ({
  title_fr: title,
  description_fr: '',
  title_en: '',
  description_en: '',
  title_sp: '',
  description_sp: '',
  kind: 'gift',
  value: '',
  establishments,
  validity_days: '30',
  ends_on: '',
  quantity_limit: '',
  active: true,
});
const screen = (establishment: number, name: string) => ({ name, establishment, language: 'fr', review_count: 20, min_rating: 1, offers: 'all', advantages: [], interval_seconds: 8 });

beforeAll(async () => {
  ({ app, db } = await createTestApp());
  const idOf = async (tag: string) => (await db.orm.select({ id: establishments.id }).from(establishments).where(eq(establishments.tag, tag)))[0]?.id ?? 0;
  lyonId = await idOf('demo-bistro-lyon');
  croixId = await idOf('demo-bistro-croix-rousse');
  // Rows of the other establishment, so that every list below has something to hide.
  const [bistro] = await db.orm.select({ id: customers.id }).from(customers).where(eq(customers.tag, 'demo-bistro'));
  await db.orm.insert(contacts).values({ customerId: bistro?.id ?? 0, establishmentId: croixId, tag: 'scope-croix-contact', email: 'scope-croix@example.com', consentAt: new Date(), consentText: 'J’accepte de recevoir par e-mail les offres et actualités de Bistro (facultatif).' });
  expect((await call('POST', `${BASE}/screens`, OWNER, screen(croixId, 'Croix screen'))).status).toBe(201);
  expect((await call('POST', `${BASE}/campaigns`, OWNER, campaign(croixId, 'Croix campaign'))).status).toBe(201);
  expect((await call('POST', `${BASE}/campaigns`, OWNER, campaign(null, 'Everyone campaign'))).status).toBe(201);
  expect((await call('POST', `${BASE}/campaigns`, OWNER, campaign(lyonId, 'Lyon campaign'))).status).toBe(201);
  expect((await call('POST', `${BASE}/advantages`, OWNER, advantage([croixId], 'Croix only'))).status).toBe(201);
});
afterAll(async () => {
  await app.close();
});

describe('a manager limited to some establishments', () => {
  it('lists coupons and contacts of their establishments only, with totals to match', async () => {
    const ownerCoupons = await get<OffersPage<AdminCoupon>>(`${BASE}/coupons?per_page=100`, OWNER);
    const coupons = await get<OffersPage<AdminCoupon>>(`${BASE}/coupons?per_page=100`, MANAGER);
    expect(ownerCoupons.data.some((c) => c.establishment?.id !== lyonId)).toBe(true);
    expect(coupons.data.length).toBeGreaterThan(0);
    expect(coupons.data.every((c) => c.establishment?.id === lyonId)).toBe(true);
    expect(coupons.total).toBe((await get<OffersPage<AdminCoupon>>(`${BASE}/coupons?establishment=${lyonId}`, OWNER)).total);
    expect(coupons.total).toBeLessThan(ownerCoupons.total);
    const csv = (await app.inject({ url: `${BASE}/coupons.csv`, headers: bearer(await tokenFor(app, MANAGER)) })).body;
    expect(csv).not.toMatch(/Croix/);

    const ownerContacts = await get<OffersPage<AdminContact>>(`${BASE}/contacts?per_page=100`, OWNER);
    const mine = await get<OffersPage<AdminContact>>(`${BASE}/contacts?per_page=100`, MANAGER);
    expect(ownerContacts.data.some((c) => c.establishment?.id === croixId)).toBe(true);
    expect(mine.data.every((c) => c.establishment?.id === lyonId)).toBe(true);
    expect(mine.total).toBe((await get<OffersPage<AdminContact>>(`${BASE}/contacts?establishment=${lyonId}`, OWNER)).total);
    // Another establishment's contact is as unknown: no export, no erasure.
    expect((await call('GET', `${BASE}/contacts/scope-croix-contact/export`, MANAGER)).status).toBe(404);
    expect((await call('DELETE', `${BASE}/contacts/scope-croix-contact`, MANAGER)).status).toBe(404);
    // Nor can a coupon of another establishment be validated by hand.
    const foreign = ownerCoupons.data.find((c) => c.establishment?.id === croixId && c.state === 'active');
    if (foreign) expect((await call('POST', `${BASE}/coupons/${foreign.code}/validate`, MANAGER, {})).status).toBe(404);
  });

  it('sees the advantages applying at their establishments and changes only those', async () => {
    const list = await get<{ data: AdminAdvantage[] }>(`${BASE}/advantages`, MANAGER);
    const croixOnly = (await get<{ data: AdminAdvantage[] }>(`${BASE}/advantages`, OWNER)).data.find((a) => a.title === 'Croix only');
    expect(list.data.find((a) => a.title === 'Croix only')).toBeUndefined();
    expect(list.data.every((a) => a.establishments.every((id) => id === lyonId))).toBe(true);
    expect((await call('GET', `${BASE}/advantages/${croixOnly?.id}`, MANAGER)).status).toBe(404);
    expect((await call('PUT', `${BASE}/advantages/${croixOnly?.id}/active`, MANAGER, { active: false })).status).toBe(404);
    // One for every establishment of the account (or for another one) is the owners' to create.
    expect(await call('POST', `${BASE}/advantages`, MANAGER, advantage([], 'Everywhere'))).toMatchObject({ status: 400, body: { errors: { establishments: ['establishment'] } } });
    expect((await call('POST', `${BASE}/advantages`, MANAGER, advantage([lyonId, croixId], 'Both'))).status).toBe(400);
    const created = await call<{ data: AdminAdvantage }>('POST', `${BASE}/advantages`, MANAGER, advantage([lyonId], 'Lyon only'));
    expect(created.status).toBe(201);
    expect((await call('PUT', `${BASE}/advantages/${created.body?.data.id}/active`, MANAGER, { active: false })).status).toBe(200);
    // An advantage the manager sees but that also applies elsewhere stays the owners'.
    const shared = list.data.find((a) => a.establishments.length === 0);
    if (shared) expect(await call('PUT', `${BASE}/advantages/${shared.id}/active`, MANAGER, { active: false })).toMatchObject({ status: 403, body: { code: 'owner_only' } });
  });

  it('lists campaigns aimed at their establishments and aims new ones there only', async () => {
    const owner = await get<{ data: CampaignSummary[] }>(`${BASE}/campaigns`, OWNER);
    const mine = await get<{ data: CampaignSummary[] }>(`${BASE}/campaigns`, MANAGER);
    expect(owner.data.map((c) => c.name)).toEqual(expect.arrayContaining(['Croix campaign', 'Everyone campaign', 'Lyon campaign']));
    expect(mine.data.map((c) => c.name)).toContain('Lyon campaign');
    expect(mine.data.every((c) => c.audience.establishment_id === lyonId)).toBe(true);
    const croix = owner.data.find((c) => c.name === 'Croix campaign');
    expect((await call('GET', `${BASE}/campaigns/${croix?.id}`, MANAGER)).status).toBe(404);
    expect((await call('POST', `${BASE}/campaigns/${croix?.id}/send`, MANAGER)).status).toBe(404);
    expect((await call('DELETE', `${BASE}/campaigns/${croix?.id}`, MANAGER)).status).toBe(404);
    expect(await call('POST', `${BASE}/campaigns`, MANAGER, campaign(null, 'To all'))).toMatchObject({ status: 400, body: { errors: { 'audience.establishment_id': ['establishment'] } } });
    expect((await call('POST', `${BASE}/campaigns`, MANAGER, campaign(croixId, 'To Croix'))).status).toBe(400);
    expect((await call('POST', `${BASE}/campaigns`, MANAGER, campaign(lyonId, 'To Lyon'))).status).toBe(201);
    expect((await call('PUT', `${BASE}/campaigns/settings`, MANAGER, { cap_days: 1 })).body).toMatchObject({ code: 'owner_only' });
    const advantages = await get<{ data: { id: number }[] }>(`${BASE}/campaigns/advantages`, MANAGER);
    const croixOnly = (await get<{ data: AdminAdvantage[] }>(`${BASE}/advantages`, OWNER)).data.find((a) => a.title === 'Croix only');
    expect(advantages.data.map((a) => a.id)).not.toContain(croixOnly?.id);
  });

  it('lists the QR codes and screens of their establishments only', async () => {
    for (const kind of ['establishments', 'staff', 'service', 'gates', 'external_url']) {
      const owner = await get<{ data: QrTarget[] }>(`${BASE}/qr-codes?kind=${kind}`, OWNER);
      const mine = await get<{ data: QrTarget[] }>(`${BASE}/qr-codes?kind=${kind}`, MANAGER);
      expect(owner.data.some((t) => t.establishment.id === croixId), kind).toBe(true);
      expect(mine.data.length, kind).toBeGreaterThan(0);
      expect(mine.data.every((t) => t.establishment.id === lyonId), kind).toBe(true);
    }
    const owner = await get<{ data: ScreenAdmin[] }>(`${BASE}/screens`, OWNER);
    const mine = await get<{ data: ScreenAdmin[] }>(`${BASE}/screens`, MANAGER);
    expect(mine.data.every((s) => s.establishment.id === lyonId)).toBe(true);
    const croix = owner.data.find((s) => s.name === 'Croix screen');
    expect((await call('GET', `${BASE}/screens/${croix?.tag}`, MANAGER)).status).toBe(404);
    expect((await call('PUT', `${BASE}/screens/${croix?.tag}`, MANAGER, screen(lyonId, 'Taken'))).status).toBe(404);
    expect((await call('DELETE', `${BASE}/screens/${croix?.tag}`, MANAGER)).status).toBe(404);
    expect(await call('POST', `${BASE}/screens`, MANAGER, screen(croixId, 'Mine now'))).toMatchObject({ status: 400, body: { errors: { establishment: ['establishment'] } } });
    expect((await call('POST', `${BASE}/screens`, MANAGER, screen(lyonId, 'Lyon screen'))).status).toBe(201);
  });

  it('counts the funnel of their establishments only and refuses another one', async () => {
    const range = 'start_date=2000-01-01&end_date=2100-01-01';
    const lyon = await get<{ data: Funnel }>(`${BASE}/funnel?${range}&establishment=${lyonId}`, OWNER);
    const all = await get<{ data: Funnel }>(`${BASE}/funnel?${range}`, OWNER);
    const mine = await get<{ data: Funnel }>(`${BASE}/funnel?${range}`, MANAGER);
    const visits = (f: Funnel) => f.steps.find((s) => s.step === 'visit')?.count ?? 0;
    expect(visits(all.data)).toBeGreaterThan(visits(lyon.data));
    expect(mine.data.steps.filter((s) => s.step !== 'coupon_validated')).toEqual(lyon.data.steps.filter((s) => s.step !== 'coupon_validated'));
    expect(mine.data.sources).toEqual(lyon.data.sources);
    expect((await call('GET', `${BASE}/funnel?${range}&establishment=${croixId}`, MANAGER)).status).toBe(404);
  });

  it('sees its customer in the customer list with the figures of their establishments', async () => {
    type Line = { tag: string; establishments: number; reviews: number };
    const owner = (await get<{ data: Line[] }>('/api/erep/customers?period=global', OWNER)).data.find((c) => c.tag === 'demo-bistro');
    const mine = await get<{ data: Line[] }>('/api/erep/customers?period=global', MANAGER);
    expect(mine.data.map((c) => c.tag)).toEqual(['demo-bistro']);
    expect(mine.data[0]?.establishments).toBe(1);
    expect(owner?.establishments).toBeGreaterThan(1);
    expect(mine.data[0]?.reviews).toBeLessThan(owner?.reviews ?? 0);
    const overview = await get<{ data: { reviews: number } }>(`${BASE}/reputation/overview?period=global`, MANAGER);
    expect(mine.data[0]?.reviews).toBe(overview.data.reviews);
  });

  it('leaves deleting published files and changing or deleting answer templates to the owners', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const upload = await app.inject({
      method: 'POST',
      url: `${BASE}/files?name=menu.pdf`,
      headers: { ...bearer(await tokenFor(app, OWNER)), 'content-type': 'application/pdf' },
      payload: pdf,
    });
    expect(upload.statusCode).toBe(201);
    const fileId = (upload.json() as { data: { id: number } }).data.id;
    expect(await call('DELETE', `${BASE}/files/${fileId}`, MANAGER)).toMatchObject({ status: 403, body: { code: 'owner_only' } });
    expect((await get<{ data: { id: number }[] }>(`${BASE}/files`, MANAGER)).data.map((f) => f.id)).toContain(fileId);
    expect((await call('DELETE', `${BASE}/files/${fileId}`, OWNER)).status).toBe(200);

    const template = { language: 'fr', sentiment: 'positive', title: 'Merci', body: 'Merci pour votre avis !' };
    const added = await call<{ data: { id: number } }>('POST', `${BASE}/reputation/answer-templates`, OWNER, template);
    expect(added.status).toBe(201);
    const templateId = added.body?.data.id ?? 0;
    expect(await call('PUT', `${BASE}/reputation/answer-templates/${templateId}`, MANAGER, { ...template, body: 'Changed' })).toMatchObject({ status: 403, body: { code: 'owner_only' } });
    expect(await call('DELETE', `${BASE}/reputation/answer-templates/${templateId}`, MANAGER)).toMatchObject({ status: 403, body: { code: 'owner_only' } });
    const kept = await get<{ data: { id: number; body: string }[] }>(`${BASE}/reputation/answer-templates`, OWNER);
    expect(kept.data.find((t) => t.id === templateId)?.body).toBe(template.body);
    // Adding one stays open to managers, and the owners still manage them all.
    expect((await call('POST', `${BASE}/reputation/answer-templates`, MANAGER, { ...template, title: 'Manager' })).status).toBe(201);
    expect((await call('DELETE', `${BASE}/reputation/answer-templates/${templateId}`, OWNER)).status).toBe(204);
  });

  it('reads the partnerships but leaves proposing and ending them to the owners', async () => {
    expect((await call('GET', `${BASE}/partnerships`, MANAGER)).status).toBe(200);
    expect((await call('POST', `${BASE}/partnerships`, MANAGER, { partner: 'demo-bakery', message: '', advantage: '' })).body).toMatchObject({ code: 'owner_only' });
    const offers = await get<{ data: { title: string }[] }>(`${BASE}/partnerships/offers`, MANAGER);
    expect(offers.data.map((o) => o.title)).not.toContain('Croix only');
  });
});
