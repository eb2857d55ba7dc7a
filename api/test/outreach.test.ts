import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { campaignRecipients, contacts, customers, establishments, mailOutbox } from '../src/db/schema';
import { createMailer, type Mailer } from '../src/mail/index';
import { claimDueCampaign } from '../src/modules/campaigns/queries';
import { runCampaignSends } from '../src/modules/campaigns/service';
import { DEMO_USERS } from '../src/seed/index';
import { bearer, createTestApp, holdWrites, tokenFor, watchOverlap, type Overlap, type TestDb } from './helpers';

let app: FastifyInstance;
let db: Db;
let testDb: TestDb;
let mailer: Mailer;
let bistroId = 0;
let estId = 0;
let estTag = '';
const auth = new Map<string, Record<string, string>>();

async function as(email: string) {
  if (!auth.has(email)) auth.set(email, bearer(await tokenFor(app, email)));
  return auth.get(email) ?? {};
}

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, email: string | null, payload?: unknown, headers: Record<string, string> = {}) {
  const res = await app.inject({ method, url, headers: { ...(email ? await as(email) : {}), ...headers }, ...(payload === undefined ? {} : { payload: payload as string }) });
  return res;
}

const campaign = (overrides: Record<string, unknown> = {}) => ({
  name: 'Come back this month',
  texts: {
    fr: { subject: 'Bonjour {{firstname}}', body: 'Revenez nous voir, {{firstname}} !' },
    en: { subject: 'Hello {{firstname}}', body: 'Come back and see us, {{firstname}}!' },
    sp: { subject: '', body: '' },
  },
  audience: { establishment_id: estId, last_visit_days: null, ratings: [] },
  advantage_id: null,
  scheduled_at: null,
  ...overrides,
});

/** A marketing consent as the visitor forms record it: a date and the wording ticked. */
const consented = (at: Date) => ({ consentAt: at, consentText: 'I agree to receive offers and news from Bistro by e-mail (optional).' });

async function addContact(tag: string, values: Partial<typeof contacts.$inferInsert>) {
  const [row] = await db.orm
    .insert(contacts)
    .values({ customerId: bistroId, establishmentId: estId, tag, email: `${tag}@example.com`, firstName: tag, language: 'en', ...values })
    .returning({ id: contacts.id });
  return row?.id ?? 0;
}

async function createAndSend(body: Record<string, unknown>) {
  const created = await call('POST', '/api/customer/demo-bistro/campaigns', DEMO_USERS.customer, body);
  expect(created.statusCode).toBe(201);
  const id = (created.json() as { data: { id: number } }).data.id;
  expect((await call('POST', `/api/customer/demo-bistro/campaigns/${id}/send`, DEMO_USERS.customer)).statusCode).toBe(200);
  return id;
}

const mailsTo = async (emails: string[]) => db.orm.select().from(mailOutbox).where(inArray(mailOutbox.to, emails));

beforeAll(async () => {
  ({ app, db, testDb } = await createTestApp());
  mailer = createMailer(db.orm, { smtpUrl: null, from: 'test@localhost', keepSecrets: true });
  const [bistro] = await db.orm.select({ id: customers.id }).from(customers).where(eq(customers.tag, 'demo-bistro'));
  bistroId = bistro?.id ?? 0;
  const [est] = await db.orm.insert(establishments).values({ customerId: bistroId, tag: 'outreach-test', name: 'Bistro Outreach', city: 'Lyon' }).returning({ id: establishments.id, tag: establishments.tag });
  estId = est?.id ?? 0;
  estTag = est?.tag ?? '';
});
afterAll(async () => {
  await mailer.idle();
  await app.close();
});

describe('campaigns', () => {
  it('mails only consenting, subscribed contacts, with a working one-click unsubscribe', async () => {
    const consent = new Date();
    await addContact('ok-anna', { ...consented(consent), language: 'fr' });
    await addContact('no-consent', {});
    await addContact('gone', { ...consented(consent), unsubscribedAt: consent });
    const erased = await addContact('erased', consented(consent));
    await db.orm.delete(contacts).where(eq(contacts.id, erased));

    const preview = await call('POST', '/api/customer/demo-bistro/campaigns/preview', DEMO_USERS.customer, campaign());
    expect(preview.statusCode).toBe(200);
    const previewed = (preview.json() as { data: { audience: number; previews: { language: string; subject: string }[] } }).data;
    expect(previewed.audience).toBe(1);
    expect(previewed.previews.map((p) => p.language)).toEqual(['fr', 'en']);

    const id = await createAndSend(campaign());
    const report = await runCampaignSends({ orm: db.orm, mailer });
    expect(report.sent).toBe(1);
    const mails = await mailsTo(['ok-anna@example.com', 'no-consent@example.com', 'gone@example.com', 'erased@example.com']);
    expect(mails.map((m) => m.to)).toEqual(['ok-anna@example.com']);
    const mail = mails[0];
    expect(mail?.subject).toBe('Bonjour ok-anna');
    const unsubscribeUrl = mail?.headers?.['List-Unsubscribe']?.replace(/^<|>$/g, '') ?? '';
    expect(unsubscribeUrl).toMatch(new RegExp(`/public/${estTag}/ok-anna/unsubscribe$`));
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail?.text).toContain(unsubscribeUrl);

    const summary = (await call('GET', `/api/customer/demo-bistro/campaigns/${id}`, DEMO_USERS.customer)).json() as { data: { status: string; figures: { sent: number } } };
    expect(summary.data).toMatchObject({ status: 'sent', figures: { sent: 1 } });
    // The open pixel counts an open once.
    const [recipient] = await db.orm.select().from(campaignRecipients).where(eq(campaignRecipients.campaignId, id));
    const pixel = await call('GET', `/api/public/campaigns/open/${recipient?.token ?? ''}`, null);
    expect(pixel.headers['content-type']).toBe('image/gif');
    expect(((await call('GET', `/api/customer/demo-bistro/campaigns/${id}`, DEMO_USERS.customer)).json() as { data: { figures: { opened: number } } }).data.figures.opened).toBe(1);

    // One-click unsubscribe (RFC 8058) as a mail program sends it.
    const path = new URL(unsubscribeUrl).pathname;
    const res = await call('POST', path, null, 'List-Unsubscribe=One-Click', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { data: { unsubscribed: boolean } }).data.unsubscribed).toBe(true);
    const [after] = await db.orm.select({ at: contacts.unsubscribedAt }).from(contacts).where(eq(contacts.tag, 'ok-anna'));
    expect(after?.at).not.toBeNull();
  });

  it('keeps to the frequency cap, which the customer can change', async () => {
    await addContact('cap-ben', consented(new Date()));
    const first = await createAndSend(campaign({ name: 'First' }));
    await runCampaignSends({ orm: db.orm, mailer });
    const second = await createAndSend(campaign({ name: 'Second' }));
    const report = await runCampaignSends({ orm: db.orm, mailer });
    expect(report).toMatchObject({ sent: 0, capped: 1 });
    expect((await mailsTo(['cap-ben@example.com'])).length).toBe(1);
    const figures = (id: number) => call('GET', `/api/customer/demo-bistro/campaigns/${id}`, DEMO_USERS.customer).then((r) => (r.json() as { data: { figures: { sent: number; capped: number } } }).data.figures);
    expect(await figures(first)).toMatchObject({ sent: 1, capped: 0 });
    expect(await figures(second)).toMatchObject({ sent: 0, capped: 1 });

    expect((await call('PUT', '/api/customer/demo-bistro/campaigns/settings', DEMO_USERS.customer, { cap_days: 0 })).statusCode).toBe(200);
    await createAndSend(campaign({ name: 'Third' }));
    expect((await runCampaignSends({ orm: db.orm, mailer })).sent).toBe(1);
    expect((await mailsTo(['cap-ben@example.com'])).length).toBe(2);
    await call('PUT', '/api/customer/demo-bistro/campaigns/settings', DEMO_USERS.customer, { cap_days: 7 });
    // A campaign that went out cannot be changed any more.
    expect((await call('PUT', `/api/customer/demo-bistro/campaigns/${first}`, DEMO_USERS.customer, campaign())).json()).toMatchObject({ status: 409, code: 'campaign_locked' });
  });

  it('two senders at once never mail a contact twice', async () => {
    const [est] = await db.orm.insert(establishments).values({ customerId: bistroId, tag: 'outreach-crowd', name: 'Bistro Crowd' }).returning({ id: establishments.id });
    const crowdEst = est?.id ?? 0;
    const emails: string[] = [];
    for (let i = 0; i < 30; i += 1) {
      await addContact(`crowd-${i}`, { ...consented(new Date()), establishmentId: crowdEst });
      emails.push(`crowd-${i}@example.com`);
    }
    await createAndSend(campaign({ name: 'Crowd', audience: { establishment_id: crowdEst, last_visit_days: null, ratings: [] } }));
    const send = () => runCampaignSends({ orm: db.orm, mailer });
    const setCap = (days: number) => call('PUT', '/api/customer/demo-bistro/campaigns/settings', DEMO_USERS.customer, { cap_days: days });
    // No frequency cap: the claim alone must keep the second sender off a contact (with a cap, the
    // contact's lock would turn a second claim into 'capped' and hide a double claim).
    expect((await setCap(0)).statusCode).toBe(200);
    let reports: Awaited<ReturnType<typeof send>>[];
    let overlap: Overlap | null = null;
    try {
      if (!testDb.url) {
        reports = await Promise.all([send(), send()]);
      } else {
        // The recipients are listed first, so that both senders find the same 30 pending. Each claim
        // of a batch stays uncommitted 400 ms, and the second sender starts while the first one's is in flight.
        expect(await claimDueCampaign(db.orm, new Date())).not.toBeNull();
        const claim = '%"claimed_at" =%';
        const unhold = await holdWrites(testDb, 'campaign_recipients', 400, { on: 'UPDATE', statement: claim });
        const watch = await watchOverlap(testDb, claim);
        try {
          const first = send();
          await watch.until(1);
          reports = await Promise.all([first, send()]);
        } finally {
          overlap = await watch.stop();
          await unhold();
        }
      }
    } finally {
      await setCap(7);
    }
    // The two senders' claims were running at the same instant.
    if (overlap) expect(overlap.most).toBeGreaterThanOrEqual(2);
    expect(reports.reduce((n, r) => n + r.sent, 0)).toBe(30);
    const mails = await mailsTo(emails);
    expect(mails.length).toBe(30);
    expect(new Set(mails.map((m) => m.to)).size).toBe(30);
  });

  it('lets requests in while a campaign is being sent', async () => {
    const [est] = await db.orm.insert(establishments).values({ customerId: bistroId, tag: 'outreach-busy', name: 'Bistro Busy' }).returning({ id: establishments.id });
    for (let i = 0; i < 20; i += 1) await addContact(`busy-${i}`, { ...consented(new Date()), establishmentId: est?.id ?? 0 });
    await createAndSend(campaign({ name: 'Busy', audience: { establishment_id: est?.id ?? 0, last_visit_days: null, ratings: [] } }));
    let finished = false;
    const sending = runCampaignSends({ orm: db.orm, mailer }).then((report) => {
      finished = true;
      return report;
    });
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(finished).toBe(false);
    expect((await sending).sent).toBe(20);
  });

  it('answers field errors for a bad campaign and keeps tenants apart', async () => {
    const bad = await call('POST', '/api/customer/demo-bistro/campaigns', DEMO_USERS.customer, { ...campaign(), name: '', audience: { establishment_id: null, last_visit_days: -1, ratings: [9] } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys((bad.json() as { errors: Record<string, string[]> }).errors)).toEqual(expect.arrayContaining(['name']));
    const created = await call('POST', '/api/customer/demo-bistro/campaigns', DEMO_USERS.customer, campaign({ name: 'Draft' }));
    const id = (created.json() as { data: { id: number } }).data.id;
    // The bakery's own scope does not reach the bistro's campaign, establishment or advantage.
    expect((await call('GET', `/api/customer/demo-bakery/campaigns/${id}`, DEMO_USERS.bakery)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/customer/demo-bakery/campaigns/${id}`, DEMO_USERS.bakery)).statusCode).toBe(404);
    expect((await call('GET', `/api/customer/demo-bistro/campaigns/${id}`, DEMO_USERS.bakery)).statusCode).toBe(403);
    const foreign = await call('POST', '/api/customer/demo-bakery/campaigns', DEMO_USERS.bakery, campaign());
    expect(foreign.statusCode).toBe(400);
    expect((await call('GET', '/api/customer/demo-bakery/campaigns', DEMO_USERS.bakery)).json()).toMatchObject({ data: expect.not.arrayContaining([expect.objectContaining({ id })]) });
    expect((await call('DELETE', `/api/customer/demo-bistro/campaigns/${id}`, DEMO_USERS.customer)).statusCode).toBe(200);
    // Each customer chooses among its own running advantages only.
    const own = (await call('GET', '/api/customer/demo-bistro/campaigns/advantages', DEMO_USERS.customer)).json() as { data: { id: number; titles: { en: string } }[] };
    const coffee = own.data.find((a) => a.titles.en === 'Free coffee');
    expect(coffee).toBeDefined();
    const theirs = (await call('GET', '/api/customer/demo-bakery/campaigns/advantages', DEMO_USERS.bakery)).json() as { data: { id: number }[] };
    expect(theirs.data.some((a) => a.id === coffee?.id)).toBe(false);
    expect((await call('POST', '/api/customer/demo-bakery/campaigns/preview', DEMO_USERS.bakery, campaign({ audience: { establishment_id: null, last_visit_days: null, ratings: [] }, advantage_id: coffee?.id }))).statusCode).toBe(400);
    const withOffer = (await call('POST', '/api/customer/demo-bistro/campaigns/preview', DEMO_USERS.customer, campaign({ advantage_id: coffee?.id }))).json() as { data: { previews: { language: string; text: string }[] } };
    expect(withOffer.data.previews.find((p) => p.language === 'en')?.text).toMatch(/Your advantage: Free coffee\nGet it: http.*\/advantagecontact\/adv-cafe-offert\/enable/);
  });
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32)]);

async function upload(customer: string, email: string, name: string, body: Buffer, type = 'application/octet-stream', kind = 'menu') {
  return app.inject({ method: 'POST', url: `/api/customer/${customer}/files?name=${encodeURIComponent(name)}&kind=${kind}`, headers: { ...(await as(email)), 'content-type': type }, payload: body });
}

describe('published files and the mobile site', () => {
  it('accepts PDF and images by their bytes, refuses other types and large files', async () => {
    const ok = await upload('demo-bistro', DEMO_USERS.customer, 'Carte été.pdf', PDF);
    expect(ok.statusCode).toBe(201);
    const file = (ok.json() as { data: { id: number; url: string; content_type: string; name: string } }).data;
    expect(file).toMatchObject({ content_type: 'application/pdf', name: 'Carte été.pdf' });
    const served = await call('GET', file.url, null);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toContain("filename*=UTF-8''Carte%20%C3%A9t%C3%A9.pdf");
    expect(served.rawPayload.equals(PDF)).toBe(true);

    expect((await upload('demo-bistro', DEMO_USERS.customer, 'photo.pdf', PNG, 'application/pdf')).json()).toMatchObject({ status: 201, data: { content_type: 'image/png', name: 'photo.png' } });
    const fake = await upload('demo-bistro', DEMO_USERS.customer, 'menu.pdf', Buffer.from('<html><script>alert(1)</script></html>'));
    expect(fake.statusCode).toBe(415);
    expect(fake.json()).toMatchObject({ code: 'file_type' });
    const big = await upload('demo-bistro', DEMO_USERS.customer, 'big.pdf', Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect((await upload('demo-bistro', DEMO_USERS.customer, '../x.pdf', PDF)).statusCode).toBe(400);

    // Tenants: the bakery neither lists nor deletes the bistro's file.
    const bakeryList = (await call('GET', '/api/customer/demo-bakery/files', DEMO_USERS.bakery)).json() as { data: { id: number }[] };
    expect(bakeryList.data.some((f) => f.id === file.id)).toBe(false);
    expect((await call('DELETE', `/api/customer/demo-bakery/files/${file.id}`, DEMO_USERS.bakery)).statusCode).toBe(404);
    expect((await call('GET', '/api/customer/demo-bistro/files', DEMO_USERS.bakery)).statusCode).toBe(403);
  });

  it('serves the five sections as plain HTML without any script, in the visitor language, with the menu file', async () => {
    const menu = (await upload('demo-bistro', DEMO_USERS.customer, 'menu.pdf', PDF)).json() as { data: { id: number; url: string } };
    const settings = {
      sections: ['menus', 'infos', 'reviews', 'offers', 'follow'],
      menu_items: [{ name: 'Soupe à l’oignon', description: 'Gratinée', price: 8.5 }],
      menu_file_id: menu.data.id,
      opening_hours: 'Tous les jours 12h–22h',
      phone: '+33 4 78 00 00 01',
      social_links: [{ name: 'Instagram', url: 'https://instagram.com/outreach' }],
    };
    const saved = await call('PUT', `/api/customer/demo-bistro/sites/${estId}`, DEMO_USERS.customer, settings);
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as { data: { url: string } }).data.url).toBe(`/public/demo-bistro/establishment/${estId}/site`);
    // Another customer's file cannot be the menu; another tenant cannot edit the site.
    const bakeryFile = (await upload('demo-bakery', DEMO_USERS.bakery, 'pain.pdf', PDF)).json() as { data: { id: number } };
    expect((await call('PUT', `/api/customer/demo-bistro/sites/${estId}`, DEMO_USERS.customer, { ...settings, menu_file_id: bakeryFile.data.id })).statusCode).toBe(400);
    expect((await call('GET', `/api/customer/demo-bakery/sites/${estId}`, DEMO_USERS.bakery)).statusCode).toBe(404);
    expect((await call('PUT', `/api/customer/demo-bistro/sites/${estId}`, DEMO_USERS.customer, { ...settings, social_links: [{ name: 'x', url: 'javascript:alert(1)' }] })).statusCode).toBe(400);

    const fr = await call('GET', `/public/demo-bistro/establishment/${estId}/site?lang=fr`, null);
    expect(fr.statusCode).toBe(200);
    expect(fr.headers['content-type']).toContain('text/html');
    for (const section of ['menus', 'infos', 'reviews', 'offers', 'follow']) expect(fr.body).toContain(`data-testid="site-${section}"`);
    expect(fr.body).not.toMatch(/<script/i);
    expect(fr.body).toContain('Soupe à l’oignon');
    expect(fr.body).toContain(menu.data.url);
    expect(fr.body).toContain('Suivez-nous');
    expect(fr.body).toContain('https://instagram.com/outreach');
    const en = await call('GET', `/public/demo-bistro/establishment/${estId}/site`, null, undefined, { 'accept-language': 'en-GB,en;q=0.8' });
    expect(en.body).toContain('Follow us');
    expect(en.body).toContain('whatever the rating');
    // Another customer's establishment under this customer's tag is not found.
    const [bakeryEst] = await db.orm.select({ id: establishments.id }).from(establishments).innerJoin(customers, eq(customers.id, establishments.customerId)).where(and(eq(customers.tag, 'demo-bakery')));
    expect((await call('GET', `/public/demo-bistro/establishment/${bakeryEst?.id ?? 0}/site`, null)).statusCode).toBe(404);
  });

  it("lists on the visitor's site every file the customer publishes, and only its own, with name, size and a download link", async () => {
    const brochure = (await upload('demo-bistro', DEMO_USERS.customer, 'Brochure printemps.pdf', PDF, 'application/pdf', 'leaflet')).json() as { data: { id: number; url: string } };
    const bread = (await upload('demo-bakery', DEMO_USERS.bakery, 'Tarifs boulangerie.pdf', PDF, 'application/pdf', 'leaflet')).json() as { data: { id: number; url: string } };
    const sections = { sections: ['menus', 'infos', 'reviews', 'offers', 'follow'], menu_items: [], menu_file_id: null, opening_hours: '', phone: '', social_links: [] };
    expect((await call('PUT', `/api/customer/demo-bistro/sites/${estId}`, DEMO_USERS.customer, sections)).statusCode).toBe(200);

    const fr = await call('GET', `/public/demo-bistro/establishment/${estId}/site?lang=fr`, null);
    expect(fr.body).toContain('Documents à télécharger');
    expect(fr.body).toContain(`<a href="${brochure.data.url}" download="Brochure printemps.pdf">Brochure printemps.pdf</a>`);
    expect(fr.body).toMatch(/Brochure printemps\.pdf<\/a><small>Brochure · PDF · 1\sko<\/small>/);
    expect(fr.body).not.toContain('Tarifs boulangerie');
    expect(fr.body).not.toContain(bread.data.url);
    expect(fr.body).not.toMatch(/<script/i);
    const sp = await call('GET', `/public/demo-bistro/establishment/${estId}/site?lang=sp`, null);
    expect(sp.body).toContain('Documentos para descargar');
    expect(sp.body).toMatch(/Folleto · PDF · 1\skB/);
    // The link downloads the file itself.
    const served = await call('GET', brochure.data.url, null);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PDF)).toBe(true);

    // The public list of each customer holds its own files only.
    const bistroFiles = (await call('GET', '/api/public/customers/demo-bistro/files', null)).json() as { data: { id: number }[] };
    expect(bistroFiles.data.map((f) => f.id)).toContain(brochure.data.id);
    expect(bistroFiles.data.map((f) => f.id)).not.toContain(bread.data.id);
    const bakeryFiles = (await call('GET', '/api/public/customers/demo-bakery/files', null)).json() as { data: { id: number }[] };
    expect(bakeryFiles.data.map((f) => f.id)).toEqual(expect.arrayContaining([bread.data.id]));
    expect(bakeryFiles.data.map((f) => f.id)).not.toContain(brochure.data.id);
    const [bakeryEst] = await db.orm.select({ id: establishments.id }).from(establishments).innerJoin(customers, eq(customers.id, establishments.customerId)).where(eq(customers.tag, 'demo-bakery'));
    const bakerySite = await call('GET', `/public/demo-bakery/establishment/${bakeryEst?.id ?? 0}/site?lang=en`, null);
    expect(bakerySite.body).toContain('Tarifs boulangerie.pdf');
    expect(bakerySite.body).not.toContain('Brochure printemps');

    // A deleted file leaves the site.
    expect((await call('DELETE', `/api/customer/demo-bistro/files/${brochure.data.id}`, DEMO_USERS.customer)).statusCode).toBe(200);
    expect((await call('GET', `/public/demo-bistro/establishment/${estId}/site?lang=fr`, null)).body).not.toContain('Brochure printemps');
  });
});
