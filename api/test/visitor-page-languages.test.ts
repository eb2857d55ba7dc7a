import type { FeedbackContext, LanguageCode } from '@erep/shared/schemas';
import { VISITOR_TEXTS } from '@erep/shared/visitor';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { customers } from '../src/db/schema';
import { escapeHtml } from '../src/lib/html';
import { DEMO_CGV, DEMO_CGV_EN, DEMO_CGV_SP } from '../src/seed/content';
import { createTestApp } from './helpers';

/*
 * The QR feedback page and the terms it links to, as the server paints them before any script, for
 * each language a visitor's browser asks for: the browser suite reads them in one language only.
 */

let app: FastifyInstance;
let db: Db;
let offers: FeedbackContext['advantages'];

const FEEDBACK = '/public/demo-bistro/establishment/demo-bistro-lyon/feedback';
const heading = (html: string) => /<h2>([^<]+)<\/h2>/.exec(html)?.[1] ?? '';
const LOCALES = [
  { header: 'fr-FR', code: 'fr', lang: 'fr', terms: heading(DEMO_CGV) },
  { header: 'en-GB', code: 'en', lang: 'en', terms: heading(DEMO_CGV_EN) },
  { header: 'es-ES', code: 'sp', lang: 'es', terms: heading(DEMO_CGV_SP) },
] as const satisfies readonly { header: string; code: LanguageCode; lang: string; terms: string }[];

beforeAll(async () => {
  ({ app, db } = await createTestApp({ limits: { feedback: { max: 1000, timeWindowMs: 60_000 } } }));
  const res = await app.inject('/api/public/feedback/context?customer=demo-bistro&establishment=demo-bistro-lyon');
  offers = (res.json() as { data: FeedbackContext }).data.advantages;
});
afterAll(async () => {
  await app.close();
});

/** What a person reads in the page's `<main>`: its text without tags, entities decoded, spaces collapsed. */
function visibleText(html: string): string {
  const main = /<main[^>]*>([^]*)<\/main>/.exec(html)?.[1] ?? '';
  return main
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

describe.each(LOCALES)('a browser asking for $header', ({ header, code, lang, terms }) => {
  const t = VISITOR_TEXTS[code];

  it('gets the feedback form with its lang, its labels and its offers in that language only', async () => {
    const res = await app.inject({ url: FEEDBACK, headers: { 'accept-language': header } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(new RegExp(`^<!doctype html><html lang="${lang}" style="--color-primary:#`));
    expect(res.body).toContain(`<input type="hidden" name="language" value="${code}">`);
    const text = visibleText(res.body);
    for (const label of [t.sections.feedback.title, t.feedback.rating.amazing, `${t.feedback.firstname} *`, t.feedback.email, t.feedback.comment, t.feedback.acceptTerms, t.feedback.terms, t.feedback.submit]) {
      expect(text, label).toContain(label);
    }
    const coffee = offers.find((a) => a.tag === 'adv-cafe-offert');
    if (!coffee) throw new Error('seed: the free coffee offer is missing');
    expect(res.body).toContain(`<b>${escapeHtml(coffee.texts[code].title)}</b>`);
    for (const other of LOCALES.filter((l) => l.code !== code)) {
      expect(text).not.toContain(coffee.texts[other.code].title);
    }
  });

  it('is told "already sent today" in that language, beside the send button and announced; the first review thanks it in that language', async () => {
    const post = () =>
      app.inject({
        method: 'POST',
        url: FEEDBACK,
        headers: { 'accept-language': header, 'content-type': 'application/x-www-form-urlencoded', cookie: `erep_vid=languageVisitor-${code}-00001` },
        payload: new URLSearchParams({ rating: '5', firstname: 'Alex', comment: 'Service au top', acceptTerms: 'on', language: code }).toString(),
      });
    const first = await post();
    expect(first.statusCode).toBe(303);
    const thanksUrl = String(first.headers.location);
    expect(thanksUrl).toMatch(new RegExp(`/feedback-success\\?lang=${code}$`));
    const thanks = await app.inject({ url: thanksUrl, headers: { 'accept-language': header } });
    expect(thanks.body).toContain(`<h1>${escapeHtml(t.thanks.title)}</h1>`);

    const again = await post();
    expect(again.statusCode).toBe(409);
    expect(again.body).toMatch(new RegExp(`^<!doctype html><html lang="${lang}"`));
    expect(again.body).toContain(
      `<div class="pf-submit"><div aria-live="assertive" aria-atomic="true"><p class="pf-alert" role="alert" id="feedback-error" data-testid="feedback-error">${escapeHtml(t.feedback.errors.already_reviewed)}</p></div><button class="pf-button" type="submit" aria-describedby="feedback-error">${escapeHtml(t.feedback.submit)}</button>`,
    );
  });

  it("reads the terms opened from the form in that language, in the customer's brand, from the first byte", async () => {
    const [bistro] = await db.orm.select({ back: customers.backColor, name: customers.name }).from(customers).where(eq(customers.tag, 'demo-bistro'));
    if (!bistro?.back) throw new Error('seed: bistro colours missing');
    const res = await app.inject({ url: '/privacy-policy?customer=demo-bistro', headers: { 'accept-language': header } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(new RegExp(`^<!doctype html><html lang="${lang}" style="--color-primary:${bistro.back}`));
    expect(res.body).toContain(`data-testid="brand-name">${escapeHtml(bistro.name)}</b>`);
    expect(res.body).toMatch(new RegExp(`<h1>${escapeHtml(t.sections.privacy.title)}</h1>`));
    // The terms come with the page for the remote to show, in that language.
    const embedded = /<script type="application\/json" id="erep-public-data">([^<]*)<\/script>/.exec(res.body)?.[1] ?? 'null';
    const data = JSON.parse(embedded) as { lang: string; disclosure: { terms: { html: string; language: string } | null } } | null;
    expect(data?.lang).toBe(code);
    expect(data?.disclosure.terms?.language).toBe(code);
    expect(terms).not.toBe('');
    expect(data?.disclosure.terms?.html).toContain(`<h2>${terms}</h2>`);
  });
});
