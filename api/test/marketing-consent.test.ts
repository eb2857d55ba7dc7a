import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultMigrationsFolder, openPglite, type Db } from '../src/db/client';
import { auditLog, contacts, customers, establishments, mailOutbox } from '../src/db/schema';
import { createMailer } from '../src/mail/index';
import { runCampaignSends } from '../src/modules/campaigns/service';
import { DEMO_USERS } from '../src/seed/index';
import { bearer, createTestApp, tokenFor } from './helpers';

// Sign-ins hash with scrypt and the migration test starts a database of its own: slow on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

let app: FastifyInstance;
let db: Db;
let bistroId = 0;
let lyonId = 0;

beforeAll(async () => {
  ({ app, db } = await createTestApp());
  const [bistro] = await db.orm.select({ id: customers.id }).from(customers).where(eq(customers.tag, 'demo-bistro'));
  bistroId = bistro?.id ?? 0;
  const [lyon] = await db.orm.select({ id: establishments.id }).from(establishments).where(eq(establishments.tag, 'demo-bistro-lyon'));
  lyonId = lyon?.id ?? 0;
});
afterAll(async () => {
  await app.close();
});

// The labels exactly as the visitor forms show them for this customer.
const WORDING = {
  fr: "J'accepte de recevoir par e-mail les offres et actualités de Le Petit Bistro (facultatif). Je peux retirer mon accord à tout moment grâce au lien de désabonnement présent dans chaque e-mail.",
  en: 'I agree to receive offers and news from Le Petit Bistro by e-mail (optional). I can withdraw my consent at any time through the unsubscribe link in every e-mail.',
  sp: 'Acepto recibir por correo electrónico las ofertas y novedades de Le Petit Bistro (opcional). Puedo retirar mi consentimiento en cualquier momento con el enlace de baja incluido en cada correo.',
};

const contactOf = async (email: string) => {
  const [row] = await db.orm.select().from(contacts).where(and(eq(contacts.customerId, bistroId), eq(contacts.email, email)));
  return row ?? null;
};

const feedback = (body: Record<string, unknown>, visitor: string) =>
  app.inject({
    method: 'POST',
    url: `/api/public/feedback?customer=demo-bistro&establishment=${lyonId}`,
    payload: { rating: 5, firstname: 'Test', acceptTerms: true, ...body },
    headers: { cookie: `erep_vid=${visitor}` },
  });

async function customerCall(method: 'GET' | 'POST', url: string, payload?: object) {
  const headers = bearer(await tokenFor(app, DEMO_USERS.customer));
  return app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

describe('the feedback form', () => {
  it('keeps a visitor who only accepted the terms as a contact without consent', async () => {
    const email = 'terms.only@example.com';
    const before = Date.now();
    const res = await feedback({ email, advantage: 'adv-cafe-offert', language: 'en' }, 'consentTermsOnly00000001');
    expect(res.statusCode).toBe(201);
    const contact = await contactOf(email);
    expect(contact).not.toBeNull();
    expect(contact?.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(contact?.consentAt).toBeNull();
    expect(contact?.consentText).toBeNull();
  });

  it('stores the consent ticked in its own box: its date and the exact wording, in the visitor’s language', async () => {
    const email = 'Ticked.Box@example.com';
    const before = Date.now();
    const res = await feedback({ email, marketingConsent: true, advantage: 'adv-cafe-offert', language: 'sp' }, 'consentTicked00000000001');
    expect(res.statusCode).toBe(201);
    const contact = await contactOf(email.toLowerCase());
    expect(contact?.consentText).toBe(WORDING.sp);
    expect(contact?.consentAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(contact?.consentAt?.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('without an advantage, keeps a contact only for the visitor who ticked the box', async () => {
    expect((await feedback({ email: 'no.offer.no.box@example.com', language: 'en' }, 'consentNoOfferNoBox00001')).statusCode).toBe(201);
    expect(await contactOf('no.offer.no.box@example.com')).toBeNull();
    expect((await feedback({ email: 'no.offer.box@example.com', marketingConsent: true, language: 'en' }, 'consentNoOfferBox0000001')).statusCode).toBe(201);
    expect((await contactOf('no.offer.box@example.com'))?.consentText).toBe(WORDING.en);
  });

  it('takes the box from the server-rendered form, where it is offered unticked with the same wording', async () => {
    const page = await app.inject({ url: `/public/demo-bistro/establishment/${lyonId}/feedback?lang=fr` });
    const box = page.body.match(/<input type="checkbox" name="marketingConsent"[^>]*>/)?.[0] ?? '';
    expect(box).not.toBe('');
    expect(box).not.toContain('checked');
    expect(box).not.toContain('required');
    expect(page.body).toContain(WORDING.fr.replace("'", '&#39;'));

    const form = new URLSearchParams({ rating: '4', firstname: 'Léon', email: 'plain.form@example.com', acceptTerms: 'on', marketingConsent: 'on', language: 'fr', advantage: 'adv-cafe-offert' });
    const res = await app.inject({
      method: 'POST',
      url: `/public/demo-bistro/establishment/${lyonId}/feedback`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: 'erep_vid=consentPlainForm00000001' },
      payload: form.toString(),
    });
    expect(res.statusCode).toBe(303);
    expect((await contactOf('plain.form@example.com'))?.consentText).toBe(WORDING.fr);

    // A refused post shows the box as the visitor left it.
    const refused = await app.inject({
      method: 'POST',
      url: `/public/demo-bistro/establishment/${lyonId}/feedback`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: 'erep_vid=consentPlainForm00000002' },
      payload: new URLSearchParams({ firstname: 'Léon', marketingConsent: 'on', language: 'fr' }).toString(),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toMatch(/<input type="checkbox" name="marketingConsent"[^>]* checked/);
  });

  it('keeps a consent once given: a later form without the box ticked leaves its date and wording', async () => {
    const email = 'kept.consent@example.com';
    expect((await feedback({ email, marketingConsent: true, advantage: 'adv-cafe-offert', language: 'en' }, 'consentKept0000000000001')).statusCode).toBe(201);
    const first = await contactOf(email);
    const enabled = await app.inject({
      method: 'POST',
      url: `/api/public/customers/demo-bistro/establishments/${lyonId}/advantages/adv-cafe-offert/enable`,
      payload: { email, language: 'fr' },
    });
    expect(enabled.statusCode).toBe(201);
    const later = await contactOf(email);
    expect(later?.consentAt?.toISOString()).toBe(first?.consentAt?.toISOString());
    expect(later?.consentText).toBe(WORDING.en);
  });

  it('takes a new consent from a visitor who unsubscribed and ticks the box again', async () => {
    const email = 'came.back@example.com';
    expect((await feedback({ email, marketingConsent: true, advantage: 'adv-cafe-offert', language: 'en' }, 'consentCameBack000000001')).statusCode).toBe(201);
    const first = await contactOf(email);
    const tag = first?.tag ?? '';
    expect((await app.inject({ method: 'POST', url: `/api/public/unsubscribe/demo-bistro-lyon/${tag}` })).statusCode).toBe(200);
    expect((await contactOf(email))?.unsubscribedAt).not.toBeNull();

    // The terms alone do not bring them back.
    const enable = (payload: object) => app.inject({ method: 'POST', url: `/api/public/customers/demo-bistro/establishments/${lyonId}/advantages/adv-cafe-offert/enable`, payload });
    expect((await enable({ email, language: 'sp' })).statusCode).toBe(201);
    expect((await contactOf(email))?.unsubscribedAt).not.toBeNull();

    expect((await enable({ email, marketingConsent: true, language: 'sp' })).statusCode).toBe(201);
    const again = await contactOf(email);
    expect(again?.unsubscribedAt).toBeNull();
    expect(again?.consentText).toBe(WORDING.sp);
    expect(again?.consentAt?.getTime()).toBeGreaterThan(first?.consentAt?.getTime() ?? Infinity);
  });
});

describe('the advantage’s contact form', () => {
  const enable = (payload: object) =>
    app.inject({ method: 'POST', url: `/api/public/customers/demo-bistro/establishments/${lyonId}/advantages/adv-cafe-offert/enable`, payload });

  it('gives no consent unless its box is ticked, then stores the wording of the form’s language', async () => {
    expect((await enable({ email: 'enable.plain@example.com' })).statusCode).toBe(201);
    expect(await contactOf('enable.plain@example.com')).toMatchObject({ consentAt: null, consentText: null });
    expect((await enable({ email: 'enable.box@example.com', marketingConsent: true, language: 'en' })).statusCode).toBe(201);
    expect(await contactOf('enable.box@example.com')).toMatchObject({ consentAt: expect.any(Date), consentText: WORDING.en });
  });

  it('refuses a consent that is not a yes or no answer with a 400', async () => {
    const res = await enable({ email: 'enable.bad@example.com', marketingConsent: { yes: 1 } });
    expect(res.statusCode).toBe(400);
    expect(await contactOf('enable.bad@example.com')).toBeNull();
  });
});

describe('what the customer does with the contacts', () => {
  const consenting = 'audience.yes@example.com';
  const termsOnly = 'audience.terms@example.com';
  let establishment = 0;

  beforeAll(async () => {
    // An establishment of its own, so the audience counts only the two contacts below.
    const [row] = await db.orm.insert(establishments).values({ customerId: bistroId, tag: 'consent-audience', name: 'Bistro Consent', city: 'Lyon' }).returning({ id: establishments.id });
    establishment = row?.id ?? 0;
    const post = (body: Record<string, unknown>, visitor: string) =>
      app.inject({ method: 'POST', url: `/api/public/feedback?customer=demo-bistro&establishment=${establishment}`, payload: { rating: 5, firstname: 'Aud', acceptTerms: true, advantage: 'adv-cafe-offert', language: 'en', ...body }, headers: { cookie: `erep_vid=${visitor}` } });
    expect((await post({ email: consenting, marketingConsent: true }, 'consentAudienceYes000001')).statusCode).toBe(201);
    expect((await post({ email: termsOnly }, 'consentAudienceTerms0001')).statusCode).toBe(201);
  });

  it('aims a campaign only at the contact who ticked the box', async () => {
    const body = {
      name: 'Consent audience',
      texts: { fr: { subject: 'Bonjour', body: 'Revenez !' }, en: { subject: 'Hello', body: 'Come back!' }, sp: { subject: '', body: '' } },
      audience: { establishment_id: establishment, last_visit_days: null, ratings: [] },
      advantage_id: null,
      scheduled_at: null,
    };
    const preview = await customerCall('POST', '/api/customer/demo-bistro/campaigns/preview', body);
    expect(preview.statusCode).toBe(200);
    expect((preview.json() as { data: { audience: number } }).data.audience).toBe(1);
    const created = await customerCall('POST', '/api/customer/demo-bistro/campaigns', body);
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { data: { id: number } }).data.id;
    expect((await customerCall('POST', `/api/customer/demo-bistro/campaigns/${id}/send`)).statusCode).toBe(200);
    const mailer = createMailer(db.orm, { smtpUrl: null, from: 'test@localhost', keepSecrets: true });
    await runCampaignSends({ orm: db.orm, mailer });
    await mailer.idle();
    // The campaign's mails (their coupon mails, keyed, aside).
    const mails = await db.orm.select({ to: mailOutbox.to }).from(mailOutbox).where(and(inArray(mailOutbox.to, [consenting, termsOnly]), isNull(mailOutbox.dedupeKey)));
    expect(mails.map((m) => m.to)).toEqual([consenting]);
  });

  it('exports only the consenting contact, with the date and the wording agreed to', async () => {
    const csv = await customerCall('GET', `/api/customer/demo-bistro/contacts.csv?establishment=${establishment}&lang=en`);
    expect(csv.statusCode).toBe(200);
    const [header, ...lines] = csv.body.replace(/^\uFEFF/, '').trim().split('\n');
    expect(header).toBe('Email,First name,Last name,Language,Establishment,Consent,Consent at (UTC),Wording agreed to,First visit (UTC),Last visit (UTC),Reviews,Coupons');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(consenting);
    expect(lines[0]).toContain(WORDING.en);
    expect(csv.body).not.toContain(termsOnly);

    // The list tells both apart, each with its date when there is one.
    const list = await customerCall('GET', `/api/customer/demo-bistro/contacts?establishment=${establishment}`);
    const people = (list.json() as { data: { email: string; consent_at: string | null; consent_text: string | null }[] }).data;
    expect(people.find((p) => p.email === consenting)).toMatchObject({ consent_at: expect.any(String), consent_text: WORDING.en });
    expect(people.find((p) => p.email === termsOnly)).toMatchObject({ consent_at: null, consent_text: null });
  });
});

describe('the migration that separates consent from the terms', () => {
  it('withdraws every consent the terms box gave, logs each, and then holds consent to its wording', async () => {
    // The committed migrations up to the one before, then a contact consenting by the old rule.
    const full = defaultMigrationsFolder();
    const before = await mkdtemp(join(tmpdir(), 'consent-migration-'));
    const old = await openPglite({ migrationsFolder: before });
    try {
      const journal = JSON.parse(await readFile(join(full, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
      const index = journal.entries.findIndex((e) => e.tag.endsWith('_marketing_consent'));
      expect(index).toBeGreaterThan(0);
      const kept = journal.entries.slice(0, index);
      await cp(join(full, 'meta'), join(before, 'meta'), { recursive: true });
      await writeFile(join(before, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: kept }));
      for (const file of await readdir(full)) if (kept.some((e) => file === `${e.tag}.sql`)) await cp(join(full, file), join(before, file));
      await old.migrate();

      await old.client.exec(`
        insert into partners (code, brand, title, back_color, font_color, title_color) values ('old-rule', 'Old', 'Old', '#000000', '#ffffff', '#000000');
        insert into customers (tag, name, partner_id) select 'old-rule', 'Old Rule', id from partners where code = 'old-rule';
        insert into contacts (customer_id, tag, email, consent_at, created_at)
          select id, 'ct-terms', 'terms@example.com', '2026-03-01T10:00:00Z', '2026-03-01T10:00:00Z' from customers where tag = 'old-rule';
        insert into contacts (customer_id, tag, email) select id, 'ct-none', 'none@example.com' from customers where tag = 'old-rule';
      `);

      // The committed migrations in full, as a start-up applies them.
      await migratePglite(old.orm as Parameters<typeof migratePglite>[0], { migrationsFolder: full });

      const rows = await old.orm.select({ tag: contacts.tag, consentAt: contacts.consentAt, consentText: contacts.consentText }).from(contacts).where(sql`${contacts.tag} in ('ct-terms', 'ct-none')`);
      expect(rows.sort((a, b) => a.tag.localeCompare(b.tag))).toEqual([
        { tag: 'ct-none', consentAt: null, consentText: null },
        { tag: 'ct-terms', consentAt: null, consentText: null },
      ]);
      const logged = await old.orm.select().from(auditLog).where(eq(auditLog.action, 'contact.consent_withdrawn'));
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatchObject({ subject: 'contact:ct-terms', actorUserId: null, details: { consent_at: expect.stringMatching(/^2026-03-01T10:00:00/), reason: 'terms_acceptance_is_not_marketing_consent' } });

      // From now on a consent without its wording cannot be stored.
      await expect(old.client.query(`update contacts set consent_at = now() where tag = 'ct-none'`)).rejects.toThrow(/contacts_consent_worded/);
      await old.client.query(`update contacts set consent_at = now(), consent_text = 'I agree' where tag = 'ct-none'`);
    } finally {
      await old.close();
      await rm(before, { recursive: true, force: true });
    }
  });
});
