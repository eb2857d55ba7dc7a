import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './helpers';

// Fixed demo records of the seed (DEMO_FIXTURES in api/src/seed): an expired offer's coupon, a sold-out
// offer's coupon and a subscribed contact of the Lyon bistro.
const EXPIRED_COUPON = 'DESSERT1';
const SOLD_OUT_COUPON = 'APERO001';
const CONTACT = 'ct-demo-bistro-lyon';
const FEEDBACK = '/public/demo-bistro/establishment/demo-bistro-lyon/feedback';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

let seq = 0;
const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${(seq += 1)}@example.com`;

/** The pre-rendered page loads the remote on the first interaction; wait until it has taken over. */
async function takeOver(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).click();
  await expect(page.locator('[data-testid="public-feedback"]')).toBeVisible();
}

async function fillFeedback(page: Page, opts: { rating: RegExp; name: string; email?: string; advantage?: RegExp; terms: RegExp }) {
  await page.getByRole('radio', { name: opts.rating }).check();
  await page.getByLabel(/first name|prénom|nombre/i).fill(opts.name);
  if (opts.email) await page.getByLabel(/^(email|e-mail|correo electrónico)$/i).fill(opts.email);
  if (opts.advantage) await page.getByRole('radio', { name: opts.advantage }).check();
  await page.getByRole('checkbox', { name: opts.terms }).check();
}

test.describe('visitor journey on a phone, in English', () => {
  test.use({ ...PHONE, locale: 'en-GB' });

  test('scan, rate, choose an advantage, see the coupon; a seller validates it once', async ({ page, browser }) => {
    // Many pages, each checked with axe, on a shared two-core machine.
    test.setTimeout(60_000);
    await page.goto(FEEDBACK);
    // The server-rendered form is there at once, in the browser's language.
    await expect(page.getByRole('heading', { level: 1, name: 'How was your visit?' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectAccessible(page);
    // Nothing but the page itself until the visitor interacts; then only the public remote, never the back office.
    expect(await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.js')).length)).toBe(0);
    await takeOver(page);
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.endsWith('.js')));
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((src) => !src.includes('/mf-public/'))).toEqual([]);

    await page.getByRole('button', { name: 'Send my review' }).click();
    await expect(page.getByText('select a rating to express your opinion')).toBeVisible();
    await expect(page.getByText('You must accept the terms of sale to continue')).toBeVisible();

    await fillFeedback(page, { rating: /amazing/i, name: 'Emma', email: uniqueEmail('emma'), advantage: /free coffee/i, terms: /accept the terms/i });
    await page.getByLabel('Your comment').fill('Lovely lunch.');
    await page.getByRole('button', { name: 'Send my review' }).click();

    await expect(page).toHaveURL(/\/feedback-success/);
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    const code = (await page.getByTestId('coupon-code').innerText()).trim();
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    await expect(page.getByTestId('platform-links').getByRole('link')).toHaveCount(3);
    await expectAccessible(page);
    // The same page as the server renders it on a fresh load.
    await page.reload();
    await expect(page.getByTestId('coupon-code')).toHaveText(code);
    await expectAccessible(page);

    // Touching a link leaves the page as it is: no app starts while the browser navigates away.
    await page.getByRole('link', { name: 'Open my coupon' }).dispatchEvent('pointerdown');
    expect(await page.locator('script[src]').count()).toBe(0);
    await page.getByRole('link', { name: 'Open my coupon' }).click();
    await expect(page.getByTestId('coupon-state')).toHaveAttribute('data-state', 'active');
    await expect(page.getByTestId('qr-code')).toBeVisible();
    await expectAccessible(page);

    // The visitor is sent to the cashier, not to the seller code; the cashier's phone opens the QR code's address.
    await expect(page.getByTestId('coupon-cashier')).toContainText('Show this coupon to the cashier');
    await expect(page.getByRole('link', { name: /seller/i })).toHaveCount(0);
    const scanned = await page.getByTestId('qr-code').getAttribute('data-value');
    expect(scanned).toMatch(new RegExp(`/public/discount/validation/${code}$`));
    await page.goto(scanned ?? '');
    await expect(page).toHaveURL(new RegExp(`/public/customer/demo-bistro/discount/auth/${code}\\?redirect=`));
    await expectAccessible(page);
    await page.getByLabel('Seller code').fill('0000');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Wrong seller code');
    await page.getByLabel('Seller code').fill('2468');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(new RegExp(`/public/discount/validation/${code}$`));
    await page.getByRole('button', { name: 'Validate the coupon' }).click();
    await expect(page.getByTestId('validation-result')).toHaveText('Coupon validated');
    await expect(page.getByTestId('coupon-state')).toHaveAttribute('data-state', 'validated');

    // A second seller, on another device, is told at once: validated, nothing to validate.
    const other = await browser.newContext({ ...PHONE, locale: 'en-GB' });
    const second = await other.newPage();
    await second.goto(`/public/discount/code/validation/${code}`);
    await expect(second.getByTestId('coupon-state')).toHaveAttribute('data-state', 'validated');
    await expect(second.getByRole('button', { name: 'Validate the coupon' })).toHaveCount(0);
    await expect(second.getByLabel('Seller code')).toHaveCount(0);
    await other.close();

    // The visitor's coupon now says so too.
    await page.goto(`/public/customer/demo-bistro/advantagecontact/${code}`);
    await expect(page.getByTestId('coupon-state')).toContainText(/Validated on \d\d\/\d\d\/\d{4}, \d\d:\d\d at Le Petit Bistro/);
  });

  test('expired and sold-out coupons say so', async ({ page }) => {
    await page.goto(`/public/customer/demo-bistro/advantagecontact/${EXPIRED_COUPON}`);
    await expect(page.getByTestId('coupon-state')).toContainText('sorry, your coupon has expired');
    await page.goto(`/public/customer/demo-bistro/advantagecontact/${SOLD_OUT_COUPON}`);
    await expect(page.getByTestId('coupon-state')).toContainText('this benefit is sold out');
    await expectAccessible(page);
    await page.goto('/public/demo-bistro/establishment/demo-bistro-lyon/advantagecontact/adv-aperitif/enable');
    await expect(page.getByTestId('coupon-state')).toHaveText('this benefit is sold out');
  });

  test('a contact enables an advantage and gets a coupon', async ({ page }) => {
    await page.goto('/public/demo-bistro/establishment/demo-bistro-lyon/advantagecontact/adv-10-pourcent/enable');
    await page.getByLabel('Email').fill(uniqueEmail('enable'));
    await page.getByRole('button', { name: 'Get my coupon' }).click();
    await expect(page).toHaveURL(/\/public\/customer\/demo-bistro\/advantagecontact\/[A-Z0-9]{8}$/);
    await expect(page.getByTestId('coupon-state')).toHaveAttribute('data-state', 'active');
  });

  test('preview mode stores nothing', async ({ page, request }) => {
    await page.goto('/public/demo-bistro/establishment/demo-bistro-lyon/units/1/feedback/preview');
    await expect(page).toHaveURL(/\/units\/1\/feedback\/[A-Za-z0-9]{16}\?preview=true$/);
    await takeOver(page);
    await expect(page.getByText('Preview mode: nothing you send here is stored.')).toBeVisible();
    const email = uniqueEmail('preview');
    await fillFeedback(page, { rating: /good/i, name: 'Pat', email, terms: /accept the terms/i });
    await page.getByRole('button', { name: 'Send my review' }).click();
    await expect(page.getByText('Preview: this review was not stored.')).toBeVisible();
    // The same visitor can still send a real review today: nothing was stored.
    const res = await request.post('/api/public/feedback?customer=demo-bistro&establishment=demo-bistro-lyon', {
      data: { rating: 4, firstname: 'Pat', email, acceptTerms: true },
    });
    expect(res.status()).toBe(201);
  });

  test('the shop screen shows published reviews and survives the API going down', async ({ page }) => {
    await page.clock.install();
    await page.goto('/public/demo-bistro/screens/screen-demo-bistro-lyon');
    // The screen speaks the customer's language (French): 4,1.
    await expect(page.getByTestId('screen-average')).toHaveText(/^[1-5],\d$/);
    await expect(page.getByTestId('screen-review')).toBeVisible();
    await expect(page.getByTestId('qr-code')).toBeVisible();
    // (axe on the screen: visitor-first-day's TV test.)
    await page.route('**/api/public/customers/*/screens/*', (route) => route.abort());
    await page.clock.fastForward(61_000);
    await expect(page.getByTestId('screen-offline')).toBeVisible();
    await expect(page.getByTestId('screen-average')).toBeVisible();
  });

  test('gates, external, boost and the disclosure page', async ({ page }) => {
    await page.goto('/public/demo-bistro/establishment/demo-bistro-lyon/gates');
    await expect(page.getByTestId('platform-links').getByRole('link')).toHaveCount(3);
    await expectAccessible(page);
    await page.goto('/public/demo-bistro/establishment/demo-bistro-lyon/external');
    await expect(page.getByRole('link', { name: 'Visit the website' })).toHaveAttribute('href', /^https:/);
    await page.goto('/customer/demo-bistro/establishment/demo-bistro-lyon/boost');
    await expect(page.getByTestId('qr-code')).toBeVisible();
    await expectAccessible(page);
    await page.goto('/privacy-policy?customer=demo-bistro');
    await expect(page.getByTestId('disclosure-counterpart')).toContainText('whatever the rating');
    await expectAccessible(page);
  });
});

test.describe('other public pages, in English', () => {
  test.use({ ...PHONE, locale: 'en-US' });

  test('staff feedback lists the team and links each member', async ({ page, request }) => {
    const context = await (await request.get('/api/public/feedback/context?customer=demo-bistro&establishment=demo-bistro-lyon')).json();
    const id = context.data.establishment.id as number;
    await page.goto(`/public/demo-bistro/establishment/${id}/feedback`);
    await takeOver(page);
    const staffPage = await request.get(`/public/demo-bistro/establishment/${id}/staffs/1/feedback`);
    expect(staffPage.status()).toBe(200);
    await page.goto(`/public/demo-bistro/establishment/${id}/staffs/1/feedback`);
    const team = page.getByRole('navigation', { name: 'Our team' });
    await expect(team.getByRole('link').first()).toHaveAttribute('aria-current', 'page');
    await takeOver(page);
    await team.getByRole('link').nth(1).click();
    await expect(page).toHaveURL(new RegExp(`/staffs/\\d+/feedback$`));
    await expect(page.getByRole('navigation', { name: 'Our team' }).getByRole('link').nth(1)).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page);
  });

  test('an unknown establishment, the contact form and the files page', async ({ page }) => {
    const res = await page.goto('/public/demo-bistro/establishment/999999/feedback');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Establishment not found' })).toBeVisible();
    await page.goto('/customer/demo-bistro/establishment/notFound');
    await expect(page.getByRole('heading', { name: 'Establishment not found' })).toBeVisible();

    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Please provide all the needed information').first()).toBeVisible();
    await page.getByLabel('Name *').fill('Ana');
    await page.getByLabel('Email *').fill('ana@example.com');
    await page.getByLabel('Subject *').fill('Question');
    await page.getByLabel('Message *').fill('Do you open on Sundays?');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Thank you, your message has been sent.')).toBeVisible();
    await expectAccessible(page);

    await page.goto('/files');
    await expect(page.getByText('Not available yet')).toBeVisible();
  });
});

// One review a day is walked in visitor-first-day (Spanish); its French texts in mf-public's
// visitor-languages and the API's visitor-page-languages tests.
test.describe('visitor journey on a phone, in French and Spanish', () => {
  test.use({ ...PHONE, locale: 'fr-FR' });

  test('the visitor switches the page to Spanish', async ({ page }) => {
    await page.goto(FEEDBACK);
    await takeOver(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Comment s'est passée votre visite ?");
    await page.getByRole('button', { name: 'SP' }).click();
    await expect(page.getByRole('button', { name: 'Enviar mi opinión' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });

  test('unsubscribe: confirmation, then confirmed; repeating is harmless', async ({ page }) => {
    const url = `/public/demo-bistro-lyon/${CONTACT}/unsubscribe`;
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Me désinscrire' }).click();
    await expect(page.getByTestId('unsubscribe-done')).toContainText('ne vous enverra plus');
    await page.goto(url);
    await expect(page.getByTestId('unsubscribe-done')).toBeVisible();
  });

  test('the feedback form can be filled with the keyboard alone', async ({ page }) => {
    await page.goto(FEEDBACK);
    // The first key press loads the remote.
    await page.keyboard.press('Tab');
    await expect(page.locator('[data-testid="public-feedback"]')).toBeVisible();
    await page.locator('input[name="rating"]').first().focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: /correct/i })).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.type('Hugo');
    await expect(page.getByLabel(/prénom/i)).toHaveValue('Hugo');
    const terms = page.getByRole('checkbox', { name: /j'accepte les conditions/i });
    await terms.focus();
    await page.keyboard.press('Space');
    await expect(terms).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Envoyer mon avis' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Merci !' })).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ ...PHONE, locale: 'es-ES', javaScriptEnabled: false });

  test('the server-rendered form posts as a plain HTML form', async ({ page }) => {
    await page.goto(FEEDBACK);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('¿Qué tal su visita?');
    await page.getByRole('button', { name: 'Enviar mi opinión' }).click();
    await expect(page.getByText('seleccione una valoración para expresar su opinión')).toBeVisible();
    await page.getByRole('radio', { name: /excelente/i }).check();
    await page.getByLabel(/nombre/i).first().fill('Lucía');
    await page.getByRole('radio', { name: /café gratis/i }).check();
    await page.getByRole('checkbox', { name: /acepto las condiciones/i }).check();
    await page.getByRole('button', { name: 'Enviar mi opinión' }).click();
    await expect(page).toHaveURL(/\/feedback-success\?lang=sp$/);
    await expect(page.getByRole('heading', { name: '¡Gracias!' })).toBeVisible();
    await expect(page.getByTestId('coupon-code')).toHaveText(/^[A-Z0-9]{8}$/);
  });
});
