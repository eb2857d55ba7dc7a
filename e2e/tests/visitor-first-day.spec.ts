import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import en from '../../shared/src/visitor/i18n/en.json' with { type: 'json' };
import fr from '../../shared/src/visitor/i18n/fr.json' with { type: 'json' };
import sp from '../../shared/src/visitor/i18n/sp.json' with { type: 'json' };
import { expectAccessible } from './helpers';

/*
 * The visitor's journey as a new visitor meets it on a phone, and the shop's screen on a TV: offers in
 * the visitor's language, refusals where the eye is, nothing typed is lost, coupons that tell their
 * state before anyone taps, one seller sign-in per device, the customer's brand from the first paint.
 * Each test runs in one language; the texts of the others are checked by mf-public's
 * visitor-languages and the API's visitor-page-languages tests.
 */

// Each test walks several pages, each checked with axe, on a shared two-core machine.
test.describe.configure({ timeout: 90_000 });

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const FEEDBACK = '/public/demo-bistro/establishment/demo-bistro-lyon/feedback';
// Seeded coupons of an expired and of a sold-out offer (DEMO_FIXTURES in api/src/seed).
const EXPIRED_COUPON = 'DESSERT1';
const SOLD_OUT_COUPON = 'APERO001';
const SELLER_CODE = '2468';
const SCREEN = '/public/demo-bistro/screens/screen-demo-bistro-lyon';

/** The partner's terms heading in each language (the seed's terms, not interface texts). */
const TERMS_HEADING = { fr: "Conditions générales d'utilisation et de vente", en: 'Terms of use and sale', sp: 'Condiciones generales de uso y venta' } as const;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let seq = 0;
const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${(seq += 1)}@example.com`;

/**
 * A fresh coupon of the bistro's free coffee, through the API, each from a device of its own (its
 * visitor cookie, sent before the one the request context keeps): a device takes one a day.
 */
async function newCoupon(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/public/customers/demo-bistro/establishments/demo-bistro-lyon/advantages/adv-cafe-offert/enable', {
    data: { email: uniqueEmail('coupon') },
    headers: { cookie: `erep_vid=firstDayDevice${Date.now()}${(seq += 1)}` },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: { code: string } }).data.code;
}

async function validatedCoupon(request: APIRequestContext): Promise<string> {
  const code = await newCoupon(request);
  const auth = await request.post('/api/public/customers/demo-bistro/seller/auth', { data: { code: SELLER_CODE } });
  const { token } = ((await auth.json()) as { data: { token: string } }).data;
  expect((await request.post(`/api/public/coupons/${code}/validate`, { headers: { 'x-seller-token': token } })).status()).toBe(200);
  return code;
}

async function bistroColour(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/public/feedback/context?customer=demo-bistro&establishment=demo-bistro-lyon');
  const colour = ((await res.json()) as { data: { customer: { theme: { back_color: string } } } }).data.customer.theme.back_color;
  expect(colour).toMatch(/^#[0-9a-f]{6}$/i);
  return colour.toLowerCase();
}

/**
 * The page as first painted: the server's document before any script (deferred scripts run before
 * DOMContentLoaded, so a page with scripts on could already show the remote's first render).
 */
async function firstPaint(page: Page, url: string): Promise<{ primary: string; brand: string | null; loadingOnly: boolean; qrDrawn: boolean }> {
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser');
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
  try {
    const bare = await context.newPage();
    await bare.goto(url, { waitUntil: 'domcontentloaded' });
    return await bare.evaluate(() => ({
      primary: getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim().toLowerCase(),
      brand: document.querySelector('[data-testid="brand-name"]')?.textContent ?? null,
      loadingOnly: document.querySelectorAll('#root h1, #root [data-testid="screen-average"]').length === 0,
      // A QR code's modules drawn (not an empty placeholder), at its full size.
      qrDrawn: (() => {
        const svg = document.querySelector('[data-testid="qr-code"] svg');
        const box = svg?.getBoundingClientRect();
        return Boolean(svg?.querySelector('path, rect') && box && box.width > 100);
      })(),
    }));
  } finally {
    await context.close();
  }
}

/** The pre-rendered form loads the remote on the first interaction; wait until it has taken over. */
async function takeOver(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).click();
  await expect(page.locator('[data-testid="public-feedback"]')).toBeVisible();
}

test.describe("a visitor's first day, on a phone in Spanish", () => {
  // Not the customer's language (French): only the browser's Accept-Language can make this page Spanish.
  test.use({ ...PHONE, locale: 'es-ES' });
  const f = sp.feedback;

  test('offers in the visitor language; "already sent" beside the button, announced; the draft survives the terms', async ({ page, context }) => {
    const coffee = { name: /Café gratis/ };
    const email = uniqueEmail('draft');
    const emailField = page.getByLabel(f.email, { exact: true });
    const firstname = page.getByLabel(new RegExp(`^${escape(f.firstname)}`));
    await page.goto(FEEDBACK);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    // Server-rendered, then the same once the remote took over.
    await expect(page.getByRole('radio', coffee)).toBeVisible();
    await expect(page.locator('main').getByText(/Café offert|Free coffee/)).toHaveCount(0);
    await takeOver(page);
    await expect(page.getByRole('radio', coffee)).toBeVisible();
    await expect(page.locator('main').getByText(/Café offert|Free coffee/)).toHaveCount(0);

    await page.getByRole('radio', { name: f.rating.amazing }).check();
    await firstname.fill('Alex');
    await page.getByLabel(f.comment).fill('Service au top');
    await page.getByRole('checkbox', { name: f.acceptTerms }).check();

    // The terms open beside the form, in the customer's brand and the visitor's language (axe on
    // that page: public-visitor's disclosure test).
    const [terms] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: new RegExp(`^${escape(f.terms)}`) }).click()]);
    await expect(terms.getByRole('heading', { level: 1, name: sp.sections.privacy.title })).toBeVisible();
    await expect(terms.getByRole('heading', { name: TERMS_HEADING.sp })).toBeVisible();
    await expect(terms.getByTestId('brand-name')).toHaveText(/Bistro/);
    await terms.close();
    await expect(page.getByLabel(f.comment)).toHaveValue('Service au top');

    // Leaving in the same tab and coming Back restores what was typed (the session draft).
    await page.goto('/privacy-policy?customer=demo-bistro');
    await expect(page.getByRole('heading', { level: 1, name: sp.sections.privacy.title })).toBeVisible();
    await page.goBack();
    await expect(page.getByLabel(f.comment)).toHaveValue('Service au top');
    await expect(firstname).toHaveValue('Alex');
    await expect(page.getByRole('radio', { name: f.rating.amazing })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: f.acceptTerms })).toBeChecked();

    await emailField.fill(email);
    await page.getByRole('button', { name: f.submit }).click();
    await expect(page).toHaveURL(/\/feedback-success/);
    await expect(page.getByRole('heading', { level: 1, name: sp.thanks.title })).toBeVisible();

    // The same visitor again today: told beside the button, and announced.
    await page.goto(FEEDBACK);
    await takeOver(page);
    await page.getByRole('radio', { name: f.rating.amazing }).check();
    await firstname.fill('Alex');
    await emailField.fill(email);
    await page.getByRole('checkbox', { name: f.acceptTerms }).check();
    const button = page.getByRole('button', { name: f.submit });
    await button.click();
    const message = page.getByTestId('feedback-error');
    await expect(message).toHaveText(f.errors.already_reviewed);
    await expect(message).toHaveAttribute('role', 'alert');
    await expect(message).toBeInViewport();
    await expect(button).toBeInViewport();
    const [m, b] = [await message.boundingBox(), await button.boundingBox()];
    expect(m && b ? b.y - (m.y + m.height) : Infinity).toBeLessThan(40);
    expect(m && b ? b.y - (m.y + m.height) : -1).toBeGreaterThanOrEqual(0);
    await expectAccessible(page);
  });
});

test.describe("a visitor's first day, on a phone in English", () => {
  // en-GB: a day is written dd/mm/yyyy, as in French and Spanish (en-US would not).
  test.use({ ...PHONE, locale: 'en-GB' });

  test("coupon, sign-in, validation and terms pages wear the customer's colours from the first paint", async ({ page, request }) => {
    const colour = await bistroColour(request);
    const code = await newCoupon(request);
    for (const url of [
      FEEDBACK,
      `/public/customer/demo-bistro/advantagecontact/${code}`,
      `/public/customer/demo-bistro/discount/auth/${code}?redirect=${encodeURIComponent(`/public/discount/validation/${code}`)}`,
      `/public/discount/validation/${code}`,
      // The terms page opened from the form.
      '/privacy-policy?customer=demo-bistro',
    ]) {
      const first = await firstPaint(page, url);
      expect(first.primary, url).toBe(colour);
      expect(first.brand, url).toMatch(/Bistro/);
      expect(first.loadingOnly, url).toBe(false);
    }
    // Once the remote rendered, still the customer's colours (no switch back to the default blue).
    // (axe on the active coupon: public-visitor's journey.)
    await page.goto(`/public/customer/demo-bistro/advantagecontact/${code}`);
    await expect(page.getByTestId('qr-code')).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim().toLowerCase())).toBe(colour);
    // Dates in the visitor's locale: dd/mm/yyyy.
    await expect(page.getByText(/\d\d\/\d\d\/\d{4}/).first()).toBeVisible();
  });
});

test.describe("a visitor's first day, on a phone in French", () => {
  test.use({ ...PHONE, locale: 'fr-FR' });

  test('coupons tell their state before anyone taps: no validate button on a validated, expired or sold-out coupon', async ({ page, request }) => {
    const used = await validatedCoupon(request);
    for (const [code, state] of [
      [used, 'validated'],
      [EXPIRED_COUPON, 'expired'],
      [SOLD_OUT_COUPON, 'sold_out'],
    ] as const) {
      await page.goto(`/public/discount/validation/${code}`);
      const shown = page.getByTestId('coupon-state');
      await expect(shown).toHaveAttribute('data-state', state);
      await expect(shown).toHaveClass(/pf-warning/);
      await expect(page.getByTestId('seller-nothing-to-do')).toHaveText(fr.seller.nothingToDo);
      // Not even a sign-in: there is nothing to validate.
      await expect(page.getByLabel(fr.seller.code)).toHaveCount(0);
      await expect(page.getByRole('button', { name: fr.seller.validate })).toHaveCount(0);
      await expectAccessible(page);
    }
    // When and where it was validated, in the visitor's locale.
    await page.goto(`/public/discount/validation/${used}`);
    await expect(page.getByTestId('coupon-state')).toContainText(/\d\d\/\d\d\/\d{4},? \d\d:\d\d/);
    await expect(page.getByTestId('coupon-state')).toContainText(/Bistro/);
    // The visitor's used coupon says it was used, not "show this code at the till".
    await page.goto(`/public/customer/demo-bistro/advantagecontact/${used}`);
    await expect(page.getByTestId('coupon-lead')).toContainText(/\d\d\/\d\d\/\d{4}/);
    await expect(page.getByTestId('qr-code')).toHaveCount(0);
    await expectAccessible(page);
  });

  test('a seller signs in once on the device and validates several coupons, in several tabs', async ({ page, context, request }) => {
    const codes = [await newCoupon(request), await newCoupon(request), await newCoupon(request)];
    await page.goto(`/public/discount/validation/${codes[0]}`);
    await expect(page).toHaveURL(/\/discount\/auth\//);
    await page.getByLabel(fr.seller.code).fill('0000');
    await page.getByRole('button', { name: fr.seller.submit }).click();
    await expect(page.getByRole('alert')).toHaveText(fr.seller.wrong);
    await expectAccessible(page);
    await page.getByLabel(fr.seller.code).fill(SELLER_CODE);
    await page.getByRole('button', { name: fr.seller.submit }).click();
    await page.getByRole('button', { name: fr.seller.validate }).click();
    await expect(page.getByTestId('coupon-state')).toHaveAttribute('data-state', 'validated');
    for (const [i, code] of codes.slice(1).entries()) {
      // A new tab, as a phone camera opens each scanned code: no code asked again.
      const tab = await context.newPage();
      await tab.goto(`/public/discount/validation/${code}`);
      await tab.getByRole('button', { name: fr.seller.validate }).click();
      await expect(tab.getByTestId('validation-result')).toHaveText(fr.seller.validated);
      await expect(tab.getByTestId('coupon-state')).toHaveAttribute('data-state', 'validated');
      await expect(tab.getByLabel(fr.seller.code)).toHaveCount(0);
      // The same page in the same state in every tab: one accessibility sweep.
      if (i === 0) await expectAccessible(tab);
      await tab.close();
    }
  });
});

test.describe('error states of the public routes, on a phone', () => {
  test.use({ ...PHONE, locale: 'en-GB' });

  test('an unknown coupon, an unknown establishment, an unknown screen and a refused form are accessible', async ({ page }) => {
    await page.goto('/public/customer/demo-bistro/advantagecontact/NOPE0000');
    await expect(page.getByRole('alert')).toHaveText(en.coupon.notFound);
    await expectAccessible(page);
    await page.goto('/public/discount/validation/NOPE0000');
    await expect(page.getByRole('alert')).toBeVisible();
    await expectAccessible(page);
    const res = await page.goto('/public/demo-bistro/establishment/999999/feedback');
    expect(res?.status()).toBe(404);
    await expectAccessible(page);
    await page.goto('/public/demo-bistro/screens/no-such-screen');
    await expect(page.getByRole('alert')).toBeVisible();
    await expectAccessible(page);
    await page.goto(FEEDBACK);
    await takeOver(page);
    await page.getByRole('button', { name: en.feedback.submit }).click();
    await expect(page.getByText(en.feedback.errors.rating)).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('the in-store screen on a TV', () => {
  test.use({ viewport: { width: 1920, height: 1080 }, locale: 'en-GB' });

  test('fills the display, readable from three metres, in its own language, without language buttons', async ({ page, request }) => {
    const colour = await bistroColour(request);
    const first = await firstPaint(page, SCREEN);
    expect(first.primary).toBe(colour);
    expect(first.loadingOnly).toBe(false);
    expect(first.qrDrawn).toBe(true);

    // The page's own clock, so the rotation below needs no real wait for its interval.
    await page.clock.install();
    await page.goto(SCREEN);
    await expect(page.getByTestId('qr-code')).toBeVisible();
    // The customer's language (French) whatever the browser's, the average with one decimal as the back office writes it.
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByTestId('screen-average')).toHaveText(/^[1-5],\d$/);
    await expect(page.getByTestId('screen-count')).toHaveText(/^\d+ avis$/);
    await expect(page.getByRole('button', { name: /^(FR|EN|SP)$/ })).toHaveCount(0);
    await expect(page.locator('.pf-langs')).toHaveCount(0);

    const sizes = await page.evaluate(() => {
      const px = (sel: string) => {
        const el = document.querySelector(sel);
        return el ? parseFloat(getComputedStyle(el).fontSize) : 0;
      };
      const qr = document.querySelector('[data-testid="qr-code"] svg')?.getBoundingClientRect();
      const main = document.querySelector('main')?.getBoundingClientRect();
      return {
        review: px('[data-testid="screen-review"]'),
        author: px('.pf-tv-author'),
        offers: px('.pf-tv-offers li'),
        qr: qr ? Math.min(qr.width, qr.height) : 0,
        mainWidth: main?.width ?? 0,
        mainHeight: main?.height ?? 0,
        scrolls: document.documentElement.scrollHeight > window.innerHeight + 1,
      };
    });
    expect(sizes.review).toBeGreaterThanOrEqual(40);
    expect(sizes.author).toBeGreaterThanOrEqual(40);
    expect(sizes.offers).toBeGreaterThanOrEqual(32);
    // Scannable from a metre: about 10 cm on a 55" TV.
    expect(sizes.qr).toBeGreaterThanOrEqual(340);
    expect(sizes.mainWidth).toBeGreaterThanOrEqual(1900);
    expect(sizes.mainHeight).toBeGreaterThanOrEqual(1070);
    expect(sizes.scrolls).toBe(false);
    await expect(page.getByTestId('screen-offers').getByRole('listitem').first()).toBeVisible();
    await expectAccessible(page);

    // Rotates the latest reviews (by review, not by text: other tests post identical comments); the
    // advantage mark stands apart from the author.
    const firstReview = await page.getByTestId('screen-review').getAttribute('data-review');
    // One interval of the screen (the seed's 8 s).
    await page.clock.fastForward(8_000);
    await expect.poll(async () => page.getByTestId('screen-review').getAttribute('data-review')).not.toBe(firstReview);
    const marked = page.locator('[data-testid="screen-review"][data-advantage="true"]');
    if ((await marked.count()) > 0) await expect(marked.getByTestId('screen-advantage')).toBeVisible();

    // A reload never shows a blank "Loading" frame: the content is there at the first paint.
    const again = await firstPaint(page, SCREEN);
    expect(again.loadingOnly).toBe(false);
    await page.reload();
    await expect(page.getByText(fr.loading)).toHaveCount(0);
  });
});
