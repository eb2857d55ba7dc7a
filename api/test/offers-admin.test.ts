import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../src/db/client';
import { auditLog, contacts, customers, establishments, mailOutbox, reviews } from '../src/db/schema';
import { DEMO_USERS } from '../src/seed/index';
import { ADVANTAGE_HAS_COUPONS } from '../src/modules/offers-admin/service';
import { bearer, createTestApp, tokenFor } from './helpers';

// Sign-ins hash with scrypt: slow on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

let app: FastifyInstance;
let db: Db;
let lyonId = 0;
let croixId = 0;
let camdenId = 0;
const tokens = new Map<string, string>();

beforeAll(async () => {
  ({ app, db } = await createTestApp());
  const ids = await db.orm.select({ id: establishments.id, tag: establishments.tag }).from(establishments);
  const idOf = (tag: string) => ids.find((e) => e.tag === tag)?.id ?? 0;
  lyonId = idOf('demo-bistro-lyon');
  croixId = idOf('demo-bistro-croix-rousse');
  camdenId = idOf('demo-bakery-camden');
});
afterAll(async () => {
  await app.close();
});

type Body = { data?: unknown; total?: number; code?: string; errors?: Record<string, string[]> };

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, email: string | null, payload?: unknown) {
  let headers = {};
  if (email) {
    if (!tokens.has(email)) tokens.set(email, await tokenFor(app, email));
    headers = bearer(tokens.get(email) ?? '');
  }
  const res = await app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const json = res.headers['content-type']?.toString().includes('json') && res.body ? (res.json() as Body) : {};
  return { status: res.statusCode, body: json, text: res.body, headers: res.headers };
}

const form = {
  title_fr: '',
  description_fr: '',
  title_en: 'Free croissant',
  description_en: 'With any hot drink.',
  title_sp: 'Cruasán gratis',
  description_sp: '',
  kind: 'gift',
  value: '',
  establishments: [] as number[],
  validity_days: '30',
  ends_on: '',
  quantity_limit: '',
  active: true,
};

interface Adv {
  id: number;
  tag: string;
  title: string;
  state: string;
  issued: number;
  validated: number;
  remaining: number | null;
  establishments: number[];
  texts: Record<string, { title: string; description: string }>;
}

const feedbackContext = async (establishment: number) =>
  (await app.inject({ method: 'GET', url: `/api/public/feedback/context?customer=demo-bistro&establishment=${establishment}` })).json() as {
    data: { advantages: { tag: string; texts: { en: { title: string } } }[] };
  };

describe('advantages', () => {
  it('creates, edits, pauses and deletes an advantage, which the feedback page offers only where and while it runs', async () => {
    const created = await call('POST', '/api/customer/demo-bistro/advantages', DEMO_USERS.customer, { ...form, establishments: [lyonId], quantity_limit: '50' });
    expect(created.status).toBe(201);
    const adv = created.body.data as Adv;
    // The customer writes in French: without a French title the first given language is stored as the main one.
    expect(adv).toMatchObject({ title: 'Free croissant', state: 'active', issued: 0, validated: 0, remaining: 50, establishments: [lyonId] });
    expect(adv.texts.sp?.title).toBe('Cruasán gratis');

    expect((await feedbackContext(lyonId)).data.advantages.map((a) => a.tag)).toContain(adv.tag);
    expect((await feedbackContext(croixId)).data.advantages.map((a) => a.tag)).not.toContain(adv.tag);

    const edited = await call('PUT', `/api/customer/demo-bistro/advantages/${adv.id}`, DEMO_USERS.customer, { ...form, title_fr: 'Croissant offert', kind: 'percent', value: 15, establishments: [] });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ title: 'Croissant offert', kind: 'percent', value: 15, establishments: [], remaining: null });
    expect((await feedbackContext(croixId)).data.advantages.find((a) => a.tag === adv.tag)?.texts.en.title).toBe('Free croissant');

    const paused = await call('PUT', `/api/customer/demo-bistro/advantages/${adv.id}/active`, DEMO_USERS.customer, { active: false });
    expect(paused.body.data).toMatchObject({ state: 'paused', active: false });
    expect((await feedbackContext(lyonId)).data.advantages.map((a) => a.tag)).not.toContain(adv.tag);

    expect((await call('DELETE', `/api/customer/demo-bistro/advantages/${adv.id}`, DEMO_USERS.customer)).status).toBe(204);
    expect((await call('GET', `/api/customer/demo-bistro/advantages/${adv.id}`, DEMO_USERS.customer)).status).toBe(404);
  });

  it('lists each state with issued and validated counts, and refuses to delete an advantage with coupons', async () => {
    const list = (await call('GET', '/api/customer/demo-bistro/advantages', DEMO_USERS.customer)).body.data as Adv[];
    const byTag = Object.fromEntries(list.map((a) => [a.tag, a]));
    expect(byTag['adv-dessert-ete']?.state).toBe('expired');
    expect(byTag['adv-aperitif']).toMatchObject({ state: 'sold_out', remaining: 0 });
    expect(byTag['adv-cafe-offert']?.state).toBe('active');
    expect(byTag['adv-cafe-offert']?.issued).toBeGreaterThan(0);
    const refused = await call('DELETE', `/api/customer/demo-bistro/advantages/${byTag['adv-cafe-offert']?.id}`, DEMO_USERS.customer);
    expect(refused).toMatchObject({ status: 409, body: { code: ADVANTAGE_HAS_COUPONS } });
  });

  it('answers 400 with field errors for a bad form, and for another customer’s establishment', async () => {
    const bad = await call('POST', '/api/customer/demo-bistro/advantages', DEMO_USERS.customer, { ...form, title_en: '', title_sp: '', kind: 'percent', value: '', validity_days: '0', quantity_limit: '-2', ends_on: '2026-13-40' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['ends_on', 'quantity_limit', 'title_fr', 'validity_days', 'value']);
    const noTitle = await call('POST', '/api/customer/demo-bistro/advantages', DEMO_USERS.customer, { ...form, title_en: '', title_sp: '', kind: 'percent', value: '' });
    expect(Object.keys(noTitle.body.errors ?? {}).sort()).toEqual(['title_fr', 'value']);
    const foreign = await call('POST', '/api/customer/demo-bistro/advantages', DEMO_USERS.customer, { ...form, establishments: [camdenId] });
    expect(foreign).toMatchObject({ status: 400, body: { errors: { establishments: ['establishment'] } } });
    expect((await call('POST', '/api/customer/demo-bistro/advantages', DEMO_USERS.customer, [1, 2])).status).toBe(400);
  });
});

describe('tenant isolation', () => {
  it('gives another tenant’s rows as 404 under its own tag and refuses other tags with 403', async () => {
    const list = (await call('GET', '/api/customer/demo-bistro/advantages', DEMO_USERS.customer)).body.data as Adv[];
    const bistroAdv = list[0]?.id ?? 0;
    const [contact] = await db.orm.select({ tag: contacts.tag, email: contacts.email }).from(contacts).where(eq(contacts.tag, 'ct-demo-bistro-lyon'));
    expect(contact).toBeDefined();
    const coupons = (await call('GET', '/api/customer/demo-bistro/coupons?state=active', DEMO_USERS.customer)).body.data as { code: string }[];
    const code = coupons[0]?.code ?? 'NONE';

    for (const [method, url, payload] of [
      ['GET', `/api/customer/demo-bakery/advantages/${bistroAdv}`],
      ['PUT', `/api/customer/demo-bakery/advantages/${bistroAdv}`, form],
      ['PUT', `/api/customer/demo-bakery/advantages/${bistroAdv}/active`, { active: false }],
      ['DELETE', `/api/customer/demo-bakery/advantages/${bistroAdv}`],
      ['POST', `/api/customer/demo-bakery/coupons/${code}/validate`, {}],
      ['GET', `/api/customer/demo-bakery/contacts/ct-demo-bistro-lyon/export`],
      ['DELETE', `/api/customer/demo-bakery/contacts/ct-demo-bistro-lyon`],
    ] as const) {
      expect((await call(method, url, DEMO_USERS.bakery, payload)).status, `${method} ${url}`).toBe(404);
    }
    // Lists under one's own tag hold only one's own rows.
    const bakeryCoupons = (await call('GET', `/api/customer/demo-bakery/coupons?q=${code}`, DEMO_USERS.bakery)).body;
    expect(bakeryCoupons.total).toBe(0);
    const bakeryContacts = (await call('GET', '/api/customer/demo-bakery/contacts?per_page=100', DEMO_USERS.bakery)).body.data as { tag: string }[];
    expect(bakeryContacts.map((c) => c.tag)).not.toContain('ct-demo-bistro-lyon');
    const bistroCsv = (await call('GET', '/api/customer/demo-bistro/contacts.csv', DEMO_USERS.customer)).text;
    const bakeryCsv = (await call('GET', '/api/customer/demo-bakery/contacts.csv', DEMO_USERS.bakery)).text;
    // The bistro's user reads French (`;`), the bakery's English (`,`).
    expect(bistroCsv).toContain(`${contact?.email ?? 'none'};`);
    expect(bakeryCsv).not.toContain(`${contact?.email ?? 'none'}`);
    expect(bakeryCsv).not.toContain('Le Petit Bistro');
    // Another tenant's tag: refused before anything is read.
    for (const url of ['/api/customer/demo-bistro/advantages', '/api/customer/demo-bistro/coupons', '/api/customer/demo-bistro/contacts', '/api/customer/demo-bistro/contacts.csv']) {
      expect((await call('GET', url, DEMO_USERS.bakery)).status).toBe(403);
      expect((await call('GET', url, DEMO_USERS.nordicPartner)).status).toBe(403);
      expect((await call('GET', url, DEMO_USERS.partner)).status).toBe(200);
    }
    expect((await call('DELETE', '/api/customer/demo-bistro/contacts/ct-demo-bistro-lyon', DEMO_USERS.nordicPartner)).status).toBe(403);
    // The contact is still there.
    expect((await db.orm.select({ n: count() }).from(contacts).where(eq(contacts.tag, 'ct-demo-bistro-lyon')))[0]?.n).toBe(1);
  });
});

describe('a visitor’s coupon, then their GDPR rights', () => {
  const email = 'marta.gomez@example.es';

  it('issues a coupon on the feedback page that the customer finds, validates by hand, exports and erases', async () => {
    const adv = (await call('POST', '/api/customer/demo-bistro/advantages', DEMO_USERS.customer, { ...form, title_en: 'Free tapas', establishments: [lyonId] })).body.data as Adv;
    const second = (await call('POST', '/api/customer/demo-bistro/advantages', DEMO_USERS.customer, { ...form, title_en: 'Free water' })).body.data as Adv;
    const posted = await app.inject({
      method: 'POST',
      url: `/api/public/feedback?customer=demo-bistro&establishment=${lyonId}`,
      payload: { rating: 4, firstname: 'Marta', lastname: 'Gómez', email, acceptTerms: true, marketingConsent: true, comment: 'Muy buena acogida, volveremos.', advantage: adv.tag, language: 'sp' },
      headers: { cookie: 'erep_vid=offersAdminVisitor0000001' },
    });
    expect(posted.statusCode).toBe(201);
    const code = (posted.json() as { data: { coupon: { code: string } } }).data.coupon.code;
    // A second, still open coupon: the erasure cancels it.
    const enabled = await app.inject({ method: 'POST', url: `/api/public/customers/demo-bistro/establishments/${lyonId}/advantages/${second.tag}/enable`, payload: { email } });
    expect(enabled.statusCode).toBe(201);
    const openCode = (enabled.json() as { data: { code: string } }).data.code;
    const [bistro] = await db.orm.select({ id: customers.id }).from(customers).where(eq(customers.tag, 'demo-bistro'));
    await db.orm.insert(mailOutbox).values({ customerId: bistro?.id, to: email, subject: 'Votre avantage', text: `Bonjour Marta, voici ${code}` });

    const found = await call('GET', `/api/customer/demo-bistro/coupons?q=${email}`, DEMO_USERS.customer);
    expect(found.body.total).toBe(2);
    expect(found.body.data).toContainEqual(expect.objectContaining({ code, state: 'active', email, name: 'Marta Gómez', establishment: { id: lyonId, name: expect.any(String) } }));
    const byAdvantage = await call('GET', `/api/customer/demo-bistro/coupons?advantage=${adv.id}&state=active&establishment=${lyonId}`, DEMO_USERS.customer);
    expect((byAdvantage.body.data as { code: string }[]).map((c) => c.code)).toEqual([code]);

    const validated = await call('POST', `/api/customer/demo-bistro/coupons/${code}/validate`, DEMO_USERS.customer, {});
    expect(validated.status).toBe(200);
    expect(validated.body.data).toMatchObject({ state: 'validated', validatedWhere: expect.any(String) });
    expect((await call('POST', `/api/customer/demo-bistro/coupons/${code}/validate`, DEMO_USERS.customer, {})).body).toMatchObject({ errors: { coupon: ['already_validated'] } });
    const listed = (await call('GET', `/api/customer/demo-bistro/coupons?q=${code}`, DEMO_USERS.customer)).body.data as { state: string; validated_how: string; validated_at: string | null }[];
    expect(listed[0]).toMatchObject({ state: 'validated', validated_how: 'manual' });
    const advAfter = (await call('GET', `/api/customer/demo-bistro/advantages/${adv.id}`, DEMO_USERS.customer)).body.data as Adv;
    expect(advAfter).toMatchObject({ issued: 1, validated: 1 });

    const csv = await call('GET', `/api/customer/demo-bistro/coupons.csv?q=${code}`, DEMO_USERS.customer);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.text.split('\n')[0]).toBe('\uFEFFCode;État;Avantage;E-mail;Nom;Établissement;Émis le (UTC);Expire le (UTC);Validé le (UTC);Validé à');
    expect(csv.text).toContain(`${code};validé;Free tapas;${email};Marta Gómez`);

    // Contacts: consent given with the marketing box of the feedback form, in the words she read.
    const people = (await call('GET', `/api/customer/demo-bistro/contacts?q=marta`, DEMO_USERS.customer)).body.data as { tag: string; email: string; consent_at: string | null; consent_text: string | null; reviews: number; coupons: number }[];
    expect(people).toHaveLength(1);
    const person = people[0];
    expect(person).toMatchObject({ email, reviews: 1, coupons: 2 });
    expect(person?.consent_at).not.toBeNull();
    expect(person?.consent_text).toMatch(/^Acepto recibir por correo electrónico las ofertas y novedades de .+ \(opcional\)\./);
    expect((await call('GET', '/api/customer/demo-bistro/contacts.csv', DEMO_USERS.customer)).text).toContain(email);
    const noConsent = (await call('GET', '/api/customer/demo-bistro/contacts?consent=no&per_page=100', DEMO_USERS.customer)).body.data as { email: string }[];
    expect(noConsent.map((c) => c.email)).not.toContain(email);

    const exported = await call('GET', `/api/customer/demo-bistro/contacts/${person?.tag}/export`, DEMO_USERS.customer);
    expect(exported.status).toBe(200);
    expect(exported.headers['content-disposition']).toContain('attachment');
    const dump = exported.body.data as { contact: { email: string }; reviews: { comment: string; email: string }[]; coupons: { code: string }[]; mails: { subject: string }[] };
    expect(dump.contact.email).toBe(email);
    expect(dump.reviews).toEqual([expect.objectContaining({ comment: 'Muy buena acogida, volveremos.', email, first_name: 'Marta' })]);
    expect(dump.coupons.map((c) => c.code).sort()).toEqual([code, openCode].sort());
    // Her coupon mails too: the feedback form's in Spanish, the advantage form's (no language sent) in French.
    expect(dump.mails).toHaveLength(3);
    expect(dump.mails).toContainEqual(expect.objectContaining({ subject: 'Votre avantage' }));
    expect(dump.mails).toContainEqual(expect.objectContaining({ subject: expect.stringMatching(/^Su cupón «.+» – /) as unknown }));
    expect(dump.mails).toContainEqual(expect.objectContaining({ subject: expect.stringMatching(/^Votre coupon « Free water » – /) as unknown }));

    const reviewCount = async () => (await db.orm.select({ n: count() }).from(reviews).where(eq(reviews.establishmentId, lyonId)))[0]?.n;
    const before = await reviewCount();
    const erased = await call('DELETE', `/api/customer/demo-bistro/contacts/${person?.tag}`, DEMO_USERS.customer);
    expect(erased.status).toBe(200);
    expect(erased.body.data).toEqual({ reviews_anonymised: 1, coupons_cancelled: 1, mails_redacted: 3 });

    // Gone everywhere: the list, the CSV, the reviews, the outbox; the figures stay.
    expect((await call('GET', `/api/customer/demo-bistro/contacts?q=${email}`, DEMO_USERS.customer)).body.total).toBe(0);
    expect((await call('GET', '/api/customer/demo-bistro/contacts.csv', DEMO_USERS.customer)).text).not.toContain(email);
    expect((await call('GET', `/api/customer/demo-bistro/coupons.csv?advantage=${adv.id}`, DEMO_USERS.customer)).text).not.toContain(email);
    expect(await reviewCount()).toBe(before);
    const [review] = await db.orm.select().from(reviews).where(and(eq(reviews.establishmentId, lyonId), eq(reviews.comment, 'Muy buena acogida, volveremos.')));
    expect(review).toMatchObject({ firstname: null, lastname: null, email: null, visitorKey: null, rating: 4 });
    expect((await db.orm.select().from(mailOutbox).where(eq(mailOutbox.to, email))).length).toBe(0);
    const coupons = (await call('GET', `/api/customer/demo-bistro/coupons?advantage=${second.id}`, DEMO_USERS.customer)).body.data as { code: string; state: string; email: string | null }[];
    expect(coupons).toEqual([expect.objectContaining({ code: openCode, state: 'expired', email: null })]);
    expect((await call('GET', `/api/customer/demo-bistro/advantages/${adv.id}`, DEMO_USERS.customer)).body.data).toMatchObject({ issued: 1, validated: 1 });
    // A screen's reviews carry no name any more.
    const screenReview = await db.orm.select({ firstname: reviews.firstname }).from(reviews).where(eq(reviews.comment, 'Muy buena acogida, volveremos.'));
    expect(screenReview).toEqual([{ firstname: null }]);

    const audit = await db.orm.select().from(auditLog).where(eq(auditLog.subject, `contact:${person?.tag}`));
    expect(audit.map((a) => a.action).sort()).toEqual(['contact.erase', 'contact.export']);
    expect(audit.every((a) => a.actorEmail === DEMO_USERS.customer && a.actorUserId !== null)).toBe(true);
    expect(JSON.stringify(audit)).not.toContain(email);

    expect((await call('DELETE', `/api/customer/demo-bistro/contacts/${person?.tag}`, DEMO_USERS.customer)).status).toBe(404);
  });

  it('pages and caps the lists, and refuses bad queries with 400', async () => {
    const page = await call('GET', '/api/customer/demo-bistro/coupons?per_page=5&page=2', DEMO_USERS.customer);
    expect(page.body).toMatchObject({ page: 2, per_page: 5 });
    expect((page.body.data as unknown[]).length).toBe(5);
    expect((await call('GET', '/api/customer/demo-bistro/coupons?state=lost', DEMO_USERS.customer)).status).toBe(400);
    expect((await call('GET', '/api/customer/demo-bistro/contacts?page=10000&per_page=100', DEMO_USERS.customer)).status).toBe(400);
    expect((await call('GET', '/api/customer/demo-bistro/contacts/bad%20tag/export', DEMO_USERS.customer)).status).toBe(400);
  });
});
