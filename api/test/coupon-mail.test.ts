import { feedbackSchema, type FeedbackResult, type PublicCoupon } from '@erep/shared/schemas';
import { formatDay } from '@erep/shared/visitor';
import { eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { coupons, establishments, mailOutbox, reviews } from '../src/db/schema';
import { createMailer } from '../src/mail/index';
import { couponMail } from '../src/modules/coupons/mail';
import { submitFeedback } from '../src/modules/public-feedback/service';
import { createTestApp, fakeSmtp } from './helpers';

let app: FastifyInstance;
let db: Db;
let lyonId: number;
let croixId: number;
let counter = 0;
const uniqueEmail = () => `coupon${Date.now()}${(counter += 1)}@example.com`;
/** A fresh device: its first-party visitor cookie. */
const device = () => `erep_vid=couponMailDevice${String((counter += 1)).padStart(8, '0')}`;

beforeAll(async () => {
  ({ app, db } = await createTestApp({ limits: { feedback: { max: 10_000, timeWindowMs: 60_000 } } }));
  const rows = await db.orm.select({ id: establishments.id, tag: establishments.tag }).from(establishments);
  lyonId = rows.find((r) => r.tag === 'demo-bistro-lyon')?.id ?? 0;
  croixId = rows.find((r) => r.tag === 'demo-bistro-croix-rousse')?.id ?? 0;
  if (!lyonId || !croixId) throw new Error('seed: bistro establishments missing');
});
afterAll(async () => {
  await app.close();
});

const feedback = (establishment: number, cookie: string, body: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: `/api/public/feedback?customer=demo-bistro&establishment=${establishment}`,
    payload: { rating: 5, firstname: 'Léa', acceptTerms: true, advantage: 'adv-cafe-offert', ...body },
    headers: { cookie },
  });

const enable = (cookie: string, email: string, advantage = 'adv-cafe-offert', language = 'en') =>
  app.inject({
    method: 'POST',
    url: `/api/public/customers/demo-bistro/establishments/${lyonId}/advantages/${advantage}/enable`,
    payload: { email, language },
    headers: { cookie },
  });

const mailsOf = (code: string) => db.orm.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, `coupon:${code}`));
const resultOf = (res: { json: () => unknown }) => (res.json() as { data: FeedbackResult }).data;

describe('the coupon mail', () => {
  it('is queued once, in the language of the form, with the code, offer, conditions, expiry, establishment, link and QR code', async () => {
    const email = uniqueEmail();
    const res = await feedback(lyonId, device(), { email, language: 'en' });
    expect(res.statusCode).toBe(201);
    const coupon = resultOf(res).coupon;
    if (!coupon) throw new Error('no coupon');
    expect(coupon.mailed).toBe(true);
    const mails = await mailsOf(coupon.code);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.to).toBe(email);
    expect(mail?.subject).toBe('Your coupon "Free coffee" – Le Petit Bistro – Lyon Centre');
    expect(mail?.text).toContain(`Coupon code: ${coupon.code}`);
    expect(mail?.text).toContain('Conditions: A free coffee on your next visit.');
    expect(mail?.text).toContain(`Valid until ${formatDay(coupon.expiresAt, 'en')}`);
    expect(mail?.text).toContain('Establishment: Le Petit Bistro – Lyon Centre');
    expect(mail?.text).toMatch(new RegExp(`^https?://[^/]+/public/customer/demo-bistro/advantagecontact/${coupon.code}$`, 'm'));
    expect(mail?.html).toContain('src="cid:coupon-qr"');

    // Asked again (the advantage form with the same email): the same coupon, no second mail.
    const again = await enable(device(), email);
    expect(again.statusCode).toBe(201);
    expect((again.json() as { data: PublicCoupon }).data.code).toBe(coupon.code);
    expect(await mailsOf(coupon.code)).toHaveLength(1);

    const thanks = await app.inject({ url: `/api/public/feedback/thanks?customer=demo-bistro&establishment=${lyonId}&share=${coupon.code}` });
    expect((thanks.json() as { data: { mailed: boolean } }).data.mailed).toBe(true);
  });

  it.each([
    ['fr', 'Votre coupon « Café offert » – Le Petit Bistro – Lyon Centre', 'Code du coupon :', "Valable jusqu'au"],
    ['sp', 'Su cupón «Café gratis» – Le Petit Bistro – Lyon Centre', 'Código del cupón:', 'Válido hasta el'],
  ] as const)('speaks %s when the form was in it, the expiry dated for it', async (language, subject, codeLabel, valid) => {
    const res = await feedback(lyonId, device(), { email: uniqueEmail(), language });
    expect(res.statusCode).toBe(201);
    const coupon = resultOf(res).coupon;
    if (!coupon) throw new Error('no coupon');
    const [mail] = await mailsOf(coupon.code);
    expect(mail?.subject).toBe(subject);
    expect(mail?.text).toContain(`${codeLabel} ${coupon.code}`);
    expect(mail?.text).toContain(`${valid} ${formatDay(coupon.expiresAt, language)}`);
  });

  it('is sent by the advantage form too, once however often it is sent', async () => {
    const email = uniqueEmail();
    const cookie = device();
    const first = await enable(cookie, email, 'adv-10-pourcent', 'fr');
    const second = await enable(cookie, email, 'adv-10-pourcent', 'fr');
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const { code } = (first.json() as { data: PublicCoupon }).data;
    const mails = await mailsOf(code);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Conditions : Valable du lundi au jeudi, hors boissons.');
  });

  it('is not sent without an email, and the thank-you page says the coupon lives only on the screen', async () => {
    const res = await feedback(lyonId, device(), { language: 'en' });
    expect(res.statusCode).toBe(201);
    const coupon = resultOf(res).coupon;
    if (!coupon) throw new Error('no coupon');
    expect(coupon.mailed).toBe(false);
    expect(await mailsOf(coupon.code)).toHaveLength(0);
    expect(await db.orm.select().from(mailOutbox).where(like(mailOutbox.text, `%${coupon.code}%`))).toHaveLength(0);

    const thanks = await app.inject({ url: `/api/public/feedback/thanks?customer=demo-bistro&establishment=${lyonId}&share=${coupon.code}` });
    expect((thanks.json() as { data: { mailed: boolean } }).data.mailed).toBe(false);
    const page = await app.inject({ url: `/public/demo-bistro/establishment/${lyonId}/${coupon.code}/feedback-success?lang=en`, headers: { accept: 'text/html' } });
    expect(page.body).toContain('data-testid="coupon-only-here"');
    expect(page.body).toContain(`/api/public/coupons/${coupon.code}/download?lang=en`);

    const file = await app.inject({ url: `/api/public/coupons/${coupon.code}/download?lang=en` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="coupon-${coupon.code}.html"`);
    expect(file.body).toContain(coupon.code);
    expect(file.body).toContain(`Valid until ${formatDay(coupon.expiresAt, 'en')}`);
    expect(file.body).toContain('<svg');
    expect(file.body).toContain(`/public/customer/demo-bistro/advantagecontact/${coupon.code}`);
  });
});

describe('the coupon mail over SMTP', () => {
  it('carries the QR code as an inline PNG, and goes out once however often it is queued', async () => {
    const smtp = await fakeSmtp();
    const mailer = createMailer(db.orm, { smtpUrl: smtp.url, from: 'no-reply@demo.test' });
    try {
      const code = `SMTP${String((counter += 1)).padStart(4, '0')}`;
      const message = {
        customerId: null,
        ...couponMail('lea@example.com', 'en', {
          code,
          title: 'Free coffee',
          conditions: null,
          expiresAt: new Date('2030-06-30T10:00:00Z'),
          establishment: 'Le Petit Bistro – Lyon Centre',
          offeredBy: null,
          url: `https://app.example/public/customer/demo-bistro/advantagecontact/${code}`,
        }),
      };
      const first = await mailer.queue(message);
      expect(await mailer.queue(message)).toBe(first);
      await mailer.idle();
      expect(smtp.received).toHaveLength(1);
      const raw = smtp.received[0]?.text ?? '';
      expect(raw).toContain('Content-Type: image/png');
      expect(raw).toContain('Content-ID: <coupon-qr>');
      // The PNG signature, base64-encoded.
      expect(raw).toContain('iVBORw0KGgo');
      expect(raw).toContain(`https://app.example/public/customer/demo-bistro/advantagecontact/${code}`);
    } finally {
      mailer.close();
      await smtp.close();
    }
  });
});

describe('one coupon per advantage, device and day', () => {
  it('refuses a second coupon of the same advantage on the same device the same day, even without an email', async () => {
    const cookie = device();
    const first = await feedback(lyonId, cookie, { language: 'en' });
    expect(first.statusCode).toBe(201);
    const reviewsBefore = await db.orm.$count(reviews, eq(reviews.establishmentId, croixId));
    // Another establishment where the same advantage applies: the review itself would pass.
    const second = await feedback(croixId, cookie, { language: 'en' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ message: 'you have already received this advantage today on this device', errors: { advantage: ['coupon_today'] } });
    // Refused as a whole: no review stored without its coupon.
    expect(await db.orm.$count(reviews, eq(reviews.establishmentId, croixId))).toBe(reviewsBefore);
    // With an email on the same device, still refused; in French for a French form.
    const withEmail = await enable(cookie, uniqueEmail(), 'adv-cafe-offert', 'fr');
    expect(withEmail.statusCode).toBe(409);
    expect((withEmail.json() as { message: string }).message).toBe("vous avez déjà reçu cet avantage aujourd'hui sur cet appareil");
  });

  it('lets the same device take another advantage the same day', async () => {
    const cookie = device();
    expect((await feedback(lyonId, cookie, {})).statusCode).toBe(201);
    expect((await enable(cookie, uniqueEmail(), 'adv-10-pourcent')).statusCode).toBe(201);
  });

  it('lets the same device take the same advantage again another day', async () => {
    const cookieId = `couponMailDay${String((counter += 1)).padStart(8, '0')}`;
    const input = v.parse(feedbackSchema, { rating: 4, firstname: 'Léa', acceptTerms: true, advantage: 'adv-cafe-offert' });
    const target = { customer: 'demo-bistro', establishment: String(lyonId) };
    const today = new Date();
    const first = await submitFeedback(db.orm, { target, input, cookieId, language: 'en', now: today });
    const tomorrow = new Date(today.getTime() + 24 * 60 * 60 * 1000);
    const next = await submitFeedback(db.orm, { target: { ...target, establishment: String(croixId) }, input, cookieId, language: 'en', now: tomorrow });
    expect(next.coupon?.code).toBeDefined();
    expect(next.coupon?.code).not.toBe(first.coupon?.code);
    const rows = await db.orm.select({ day: coupons.issueDay }).from(coupons).where(eq(coupons.deviceKey, `vid:${cookieId}`));
    expect(rows.map((r) => r.day).sort()).toEqual([today.toISOString().slice(0, 10), tomorrow.toISOString().slice(0, 10)]);
  });

  it('lets only one of two simultaneous posts from one device through', async () => {
    const cookie = device();
    const results = await Promise.all([feedback(lyonId, cookie, {}), feedback(croixId, cookie, {})]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});
