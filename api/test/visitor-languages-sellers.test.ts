import type { FeedbackContext, PublicCoupon, ScreenData } from '@erep/shared/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Db } from '../src/db/client';
import { advantages, customers, establishments, screens, sellerKeys } from '../src/db/schema';
import { hashPassword } from '../src/lib/password';
import { DEMO_SELLER_CODE } from '../src/seed/index';
import { createTestApp, TEST_JWT_SECRET } from './helpers';

let app: FastifyInstance;
let db: Db;
let lyon: { id: number; customerId: number };

beforeAll(async () => {
  ({ app, db } = await createTestApp({ limits: { feedback: { max: 1000, timeWindowMs: 60_000 }, seller: { max: 1000, timeWindowMs: 60_000 } } }));
  const [row] = await db.orm
    .select({ id: establishments.id, customerId: establishments.customerId })
    .from(establishments)
    .where(eq(establishments.tag, 'demo-bistro-lyon'));
  if (!row) throw new Error('seed: lyon missing');
  lyon = row;
});
afterAll(async () => {
  await app.close();
});

let counter = 0;
const uniqueEmail = () => `lang${Date.now()}${(counter += 1)}@example.com`;

const context = async (lang: string) => {
  const res = await app.inject({ url: `/api/public/feedback/context?customer=demo-bistro&establishment=${lyon.id}`, headers: { 'accept-language': lang } });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: FeedbackContext }).data;
};

async function freshCoupon(advantage: string, establishment = lyon.id): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/public/customers/demo-bistro/establishments/${establishment}/advantages/${advantage}/enable`,
    payload: { email: uniqueEmail() },
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { data: PublicCoupon }).data.code;
}

async function signIn(target: FastifyInstance = app, code = DEMO_SELLER_CODE) {
  return target.inject({ method: 'POST', url: '/api/public/customers/demo-bistro/seller/auth', payload: { code } });
}

const validate = (target: FastifyInstance, code: string, token: string) =>
  target.inject({ method: 'POST', url: `/api/public/coupons/${code}/validate`, headers: { 'x-seller-token': token, 'accept-language': 'en' } });

describe('offer texts per language', () => {
  it("gives each offer's title and description in fr, en and sp, the customer's language filling the gaps", async () => {
    const { advantages: offers } = await context('en-GB');
    const coffee = offers.find((a) => a.tag === 'adv-cafe-offert');
    expect(coffee?.texts.en).toEqual({ title: 'Free coffee', description: 'A free coffee on your next visit.' });
    expect(coffee?.texts.sp.title).toBe('Café gratis');
    expect(coffee?.texts.fr.title).toBe('Café offert');

    // An offer with no English text: the English visitor reads the customer's (French) text, never nothing.
    const [created] = await db.orm
      .insert(advantages)
      .values({ customerId: lyon.customerId, tag: `adv-fr-only-${Date.now()}`, title: 'Croissant offert', description: 'Le matin seulement.', attribute: 'gift', validityDays: 7, translations: { sp: { title: 'Cruasán gratis' } } })
      .returning({ tag: advantages.tag });
    const fresh = (await context('en')).advantages.find((a) => a.tag === created?.tag);
    expect(fresh?.texts.en).toEqual({ title: 'Croissant offert', description: 'Le matin seulement.' });
    expect(fresh?.texts.sp).toEqual({ title: 'Cruasán gratis', description: null });
  });

  it('renders the server feedback page with offers in the visitor language', async () => {
    const en = await app.inject({ url: `/public/demo-bistro/establishment/demo-bistro-lyon/feedback`, headers: { 'accept-language': 'en-GB' } });
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain('Free coffee');
    expect(en.body).not.toContain('<b>Café offert</b>');
    const sp = await app.inject({ url: `/public/demo-bistro/establishment/demo-bistro-lyon/feedback`, headers: { 'accept-language': 'es-ES' } });
    expect(sp.body).toContain('Café gratis');
    const fr = await app.inject({ url: `/public/demo-bistro/establishment/demo-bistro-lyon/feedback`, headers: { 'accept-language': 'fr-FR' } });
    expect(fr.body).toContain('<b>Café offert</b>');
  });

  it('gives the coupon and the feedback result in the visitor language', async () => {
    const code = await freshCoupon('adv-cafe-offert');
    const coupon = (await app.inject(`/api/public/coupons/${code}`)).json() as { data: PublicCoupon };
    expect(coupon.data.advantage.texts.en.title).toBe('Free coffee');
    expect(coupon.data.customer).toMatchObject({ tag: 'demo-bistro', language: 'fr' });
    const sent = await app.inject({
      method: 'POST',
      url: `/api/public/feedback?customer=demo-bistro&establishment=${lyon.id}`,
      payload: { rating: 5, firstname: 'Amy', acceptTerms: true, email: uniqueEmail(), advantage: 'adv-cafe-offert', language: 'en' },
    });
    expect(sent.statusCode).toBe(201);
    expect((sent.json() as { data: { coupon: { title: string } } }).data.coupon.title).toBe('Free coffee');
  });

  it("gives the partner's terms in the visitor language, else in the partner's own", async () => {
    const terms = async (lang: string) =>
      ((await app.inject({ url: '/api/public/customers/demo-bistro/disclosure', headers: { 'accept-language': lang } })).json() as {
        data: { terms: { html: string; language: string } | null; customer: { theme: { back_color: string | null } } };
      }).data;
    expect((await terms('en')).terms).toMatchObject({ language: 'en' });
    expect((await terms('en')).terms?.html).toContain('Terms of use and sale');
    expect((await terms('es')).terms?.html).toContain('Condiciones generales');
    expect((await terms('fr')).terms?.html).toContain("Conditions générales d'utilisation");
    // The page wears the customer's brand.
    expect((await terms('fr')).customer.theme.back_color).toMatch(/^#/);
  });
});

describe('screens', () => {
  it("shows the screen in its own language setting, else the customer's", async () => {
    const read = async () => ((await app.inject('/api/public/customers/demo-bistro/screens/screen-demo-bistro-lyon')).json() as { data: ScreenData }).data;
    expect((await read()).screen.language).toBe('fr');
    const [screen] = await db.orm.select().from(screens).where(eq(screens.tag, 'screen-demo-bistro-lyon'));
    await db.orm
      .update(screens)
      .set({ settings: { ...screen?.settings, language: 'sp' } })
      .where(eq(screens.tag, 'screen-demo-bistro-lyon'));
    const data = await read();
    expect(data.screen.language).toBe('sp');
    expect(data.advantages[0]?.texts.sp.title).toBeTruthy();
  });
});

describe('seller sessions', () => {
  it('keep working on another API instance sharing the database, and after a restart', async () => {
    const res = await signIn();
    expect(res.statusCode).toBe(200);
    const { token, expiresAt } = (res.json() as { data: { token: string; expiresAt: string } }).data;
    // A shift: about 8 hours.
    expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(7.9 * 60 * 60 * 1000);
    expect((await db.orm.select().from(sellerKeys)).length).toBeGreaterThan(0);

    const other = await buildApp({ db, jwtSecret: TEST_JWT_SECRET, logger: false, staticRoot: null, closeDbOnClose: false });
    await other.ready();
    try {
      // One sign-in, several coupons, on either instance.
      for (const target of [other, app, other]) {
        const code = await freshCoupon('adv-cafe-offert');
        const done = await validate(target, code, token);
        expect(done.statusCode).toBe(200);
        expect((done.json() as { data: PublicCoupon }).data).toMatchObject({ state: 'validated', validatedWhere: expect.stringMatching(/\S/) });
      }
    } finally {
      await other.close();
    }
  });

  it('end when the seller code of the establishment changes', async () => {
    const { token } = ((await signIn()).json() as { data: { token: string } }).data;
    const [establishment] = await db.orm
      .select({ id: establishments.id, hash: establishments.sellerCodeHash })
      .from(establishments)
      .innerJoin(customers, eq(customers.id, establishments.customerId))
      .where(eq(customers.tag, 'demo-bistro'))
      .orderBy(establishments.id)
      .limit(1);
    if (!establishment?.hash) throw new Error('seed: seller code missing');
    const before = await freshCoupon('adv-cafe-offert');
    expect((await validate(app, before, token)).statusCode).toBe(200);

    try {
      // The seller's establishment is the first one whose code matched; every bistro shop shares the demo code.
      await db.orm.update(establishments).set({ sellerCodeHash: await hashPassword('4321') }).where(eq(establishments.customerId, lyon.customerId));
      const after = await freshCoupon('adv-cafe-offert');
      const refused = await validate(app, after, token);
      expect(refused.statusCode).toBe(401);
      expect(((await app.inject(`/api/public/coupons/${after}`)).json() as { data: PublicCoupon }).data.state).toBe('active');
      // The old code no longer opens a session; the new one does.
      expect((await signIn(app, DEMO_SELLER_CODE)).statusCode).toBe(401);
      expect((await signIn(app, '4321')).statusCode).toBe(200);
    } finally {
      await db.orm.update(establishments).set({ sellerCodeHash: establishment.hash }).where(eq(establishments.customerId, lyon.customerId));
    }
  });

  it('refuse forged, tampered and unknown-key tokens', async () => {
    const { token } = ((await signIn()).json() as { data: { token: string } }).data;
    const [body = '', sig = ''] = token.split('.');
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
    const code = await freshCoupon('adv-cafe-offert');
    const tampered = `${Buffer.from(JSON.stringify({ ...payload, exp: Date.now() + 1e9 })).toString('base64url')}.${sig}`;
    const otherKey = `${Buffer.from(JSON.stringify({ ...payload, v: 999 })).toString('base64url')}.${sig}`;
    for (const bad of [tampered, otherKey, 'x.y', `${body}.`]) expect((await validate(app, code, bad)).statusCode).toBe(401);
    expect((await validate(app, code, token)).statusCode).toBe(200);
  });

  it("validate only coupons of offers valid at the seller's establishment", async () => {
    const signedIn = (await signIn()).json() as { data: { token: string; establishment: string } };
    const [sellerShop] = await db.orm.select({ id: establishments.id }).from(establishments).where(eq(establishments.name, signedIn.data.establishment));
    const elsewhere = (await db.orm.select({ id: establishments.id }).from(establishments).where(eq(establishments.customerId, lyon.customerId))).find(
      (e) => e.id !== sellerShop?.id,
    );
    if (!sellerShop || !elsewhere) throw new Error('seed: the bistro needs two establishments');
    const tag = `adv-only-${Date.now()}`;
    await db.orm.insert(advantages).values({ customerId: lyon.customerId, establishmentId: elsewhere.id, tag, title: 'Réservé', attribute: 'gift', validityDays: 7 });
    const code = await freshCoupon(tag, elsewhere.id);
    const refused = await validate(app, code, signedIn.data.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'This offer is not valid in your establishment', errors: { coupon: ['other_establishment'] } });
    expect(((await app.inject(`/api/public/coupons/${code}`)).json() as { data: PublicCoupon }).data.state).toBe('active');
  });
});

describe('server-rendered visitor pages', () => {
  it("paint coupon, validation and seller sign-in pages in the customer's colours, with its name, from the first byte", async () => {
    const code = await freshCoupon('adv-cafe-offert');
    const [bistro] = await db.orm.select({ back: customers.backColor, name: customers.name }).from(customers).where(eq(customers.tag, 'demo-bistro'));
    if (!bistro?.back) throw new Error('seed: bistro colours missing');
    for (const url of [
      `/public/customer/demo-bistro/advantagecontact/${code}`,
      `/public/customer/demo-bistro/discount/auth/${code}`,
      `/public/discount/validation/${code}`,
      `/public/discount/code/validation/${code}`,
    ]) {
      const res = await app.inject({ url, headers: { 'accept-language': 'en-GB' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toMatch(new RegExp(`<html lang="en" style="--color-primary:${bistro.back}`));
      expect(res.body, url).toContain(`data-testid="brand-name">${bistro.name.replace(/'/g, '&#39;')}</b>`);
      expect(res.body, url).toContain('id="erep-public-data"');
    }
    // Another customer's path, or an unknown coupon: no brand, the remote says what is wrong.
    const other = await app.inject(`/public/customer/demo-bakery/advantagecontact/${code}`);
    expect(other.body).not.toContain('<html lang="fr" style=');
    expect(other.body).not.toContain('data-testid="brand-name"');
  });

  it('puts "already sent today" beside the send button, announced', async () => {
    const post = () =>
      app.inject({
        method: 'POST',
        url: `/public/demo-bistro/establishment/${lyon.id}/feedback`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: 'erep_vid=alreadySentVisitor000001' },
        payload: new URLSearchParams({ rating: '4', firstname: 'Zoé', acceptTerms: 'on', language: 'en' }).toString(),
      });
    expect((await post()).statusCode).toBe(303);
    const again = await post();
    expect(again.statusCode).toBe(409);
    expect(again.body).toMatch(
      /<div class="pf-submit"><div aria-live="assertive" aria-atomic="true"><p class="pf-alert" role="alert" id="feedback-error" data-testid="feedback-error">you have already sent your review today<\/p><\/div><button class="pf-button" type="submit" aria-describedby="feedback-error">/,
    );
  });

  it('renders the shop screen with its content in its language, never a bare "Loading"', async () => {
    await db.orm.update(screens).set({ settings: { interval_seconds: 8, language: 'en' } }).where(eq(screens.tag, 'screen-demo-bistro-lyon'));
    const res = await app.inject({ url: '/public/demo-bistro/screens/screen-demo-bistro-lyon', headers: { 'accept-language': 'fr' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en"');
    expect(res.body).toContain('data-testid="screen-average">');
    expect(res.body).toContain('data-testid="screen-review"');
    expect(res.body).toContain('Free coffee');
    expect(res.body).not.toContain('class="pf-langs"');
    expect(res.body).not.toContain('Loading…');
    // The QR code is drawn on the server, so the first frame is the whole screen.
    expect(res.body).toMatch(/<div class="pf-qr" role="img" aria-label="[^"]+" data-testid="qr-code" data-value="http:\/\/localhost(:\d+)?\/public\/demo-bistro\/[^"]+"><svg [^>]*viewBox/);
    expect(res.body).toMatch(/data-testid="qr-code"[^>]*><svg[^]*<path [^>]*d="M/);
  });

  it("paints the terms page reached from a customer's form in that customer's brand, from the first byte", async () => {
    const [bistro] = await db.orm.select({ back: customers.backColor, name: customers.name }).from(customers).where(eq(customers.tag, 'demo-bistro'));
    if (!bistro?.back) throw new Error('seed: bistro colours missing');
    const res = await app.inject({ url: '/privacy-policy?customer=demo-bistro', headers: { 'accept-language': 'sp' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toMatch(new RegExp(`<html lang="es" style="--color-primary:${bistro.back}`));
    expect(res.body).toContain(`data-testid="brand-name">${bistro.name.replace(/'/g, '&#39;')}</b>`);
    expect(res.body).toContain('Política de privacidad');
    expect(res.body).toContain('id="erep-public-data"');
    // No customer, or an unknown one: not this page (the application's own, unbranded).
    for (const url of ['/privacy-policy', '/privacy-policy?customer=nobody-here', '/privacy-policy?customer=../admin']) {
      const other = await app.inject(url);
      expect(other.body, url).not.toContain('data-testid="brand-name"');
    }
  });

  it('opens the terms from the feedback form in a new tab and restores a session draft', async () => {
    const res = await app.inject({ url: `/public/demo-bistro/establishment/${lyon.id}/feedback`, headers: { 'accept-language': 'en' } });
    expect(res.body).toMatch(/href="\/privacy-policy\?customer=demo-bistro" target="_blank" rel="noopener">Terms of use<span class="pf-sr"> \(opens in a new tab\)/);
    expect(res.body).toContain("sessionStorage.getItem(\"erep_feedback_draft:\"+location.pathname)");
  });
});
