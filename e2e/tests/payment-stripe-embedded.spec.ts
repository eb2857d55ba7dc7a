import { expect, test, type Page } from '@playwright/test';
import { fakeStripePort, stripePort } from '../ports';
import { en, submitSignUp, uniqueEmail, useLanguage } from './auth-helpers';
import { createFakeStripe } from '../../api/test/fake-stripe';
import accountEn from '../../mf-account/src/i18n/en.json' with { type: 'json' };
import { recordViolations, signIn } from './helpers';

// The server with Stripe keys (playwright.config.ts); its Stripe calls come to the stand-in below.
const baseURL = `http://127.0.0.1:${stripePort}`;
test.use({ baseURL });
// One stand-in on one port: these tests share it, so they run one after the other.
test.describe.configure({ mode: 'serial' });

const PASSWORD = 'Harbour-Lantern-58';

/**
 * Stripe.js as the browser would get it from js.stripe.com, reduced to what the page uses:
 * `Stripe(key).createEmbeddedCheckoutPage({ fetchClientSecret })`, then `mount` and `destroy`.
 * It records the key and the client secret, and mounts Stripe's frame from checkout.stripe.com.
 */
const STRIPE_JS = `(() => {
  const seen = (window.__stripeStub = { keys: [], secrets: [], destroyed: 0 });
  function Stripe(key) {
    seen.keys.push(key);
    return {
      _registerWrapper() {},
      async createEmbeddedCheckoutPage({ fetchClientSecret }) {
        const secret = await fetchClientSecret();
        seen.secrets.push(secret);
        let frame = null;
        return {
          mount(target) {
            const element = typeof target === 'string' ? document.querySelector(target) : target;
            frame = document.createElement('iframe');
            frame.title = 'Secure payment';
            frame.dataset.clientSecret = secret;
            frame.src = 'https://checkout.stripe.com/embedded-stub';
            frame.style.width = '100%';
            frame.style.height = '360px';
            frame.style.border = '0';
            element.appendChild(frame);
          },
          unmount() { frame && frame.remove(); },
          destroy() { frame && frame.remove(); seen.destroyed += 1; },
        };
      },
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();`;

const CHECKOUT_FRAME = '<!doctype html><meta charset="utf-8"><title>Checkout</title><p>Card number</p><button type="button">Subscribe</button>';

async function stubStripe(page: Page): Promise<void> {
  await page.route('https://js.stripe.com/**', (route) => route.fulfill({ contentType: 'application/javascript', body: STRIPE_JS }));
  await page.route('https://checkout.stripe.com/**', (route) => route.fulfill({ contentType: 'text/html', body: CHECKOUT_FRAME }));
}

async function signUp(page: Page, email: string): Promise<void> {
  await submitSignUp(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/payment\/checkout\?/);
}

const fake = createFakeStripe();
/** The parameters of the last Checkout Session the server asked for. */
const lastCheckout = () => fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions').at(-1)?.body;
const sessionWithSecret = (secret: string) => [...fake.sessions.values()].find((s) => s.client_secret === secret);
test.beforeAll(async () => {
  await fake.listen(fakeStripePort);
});
test.afterAll(async () => {
  await fake.close();
});

test.describe('payment with Stripe configured', () => {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'en');
  });

  test('the stepper mounts Stripe’s embedded Checkout with the session’s client secret, in the partner’s page, and the return activates the account', async ({ page }) => {
    const violations = await recordViolations(page);
    await stubStripe(page);
    const email = uniqueEmail('embedded');
    const session = page.waitForResponse((r) => r.url().endsWith('/api/payment/checkout') && r.request().method() === 'POST');
    await signUp(page, email);
    const { client_secret: clientSecret } = (await (await session).json()) as { mode: string; client_secret: string };
    expect(clientSecret).toMatch(/^cs_test_[0-9a-f]+_secret_[0-9a-f]+$/);

    // Step 2 of 3, no test payment on offer: Stripe's form instead, inside the product's page.
    await expect(page.locator('.erep-stepper__label')).toHaveText([new RegExp(`^${en.signUp.steps.account}`), en.signUp.steps.payment, en.signUp.steps.start]);
    await expect(page.getByRole('heading', { name: en.payment.card.title })).toBeVisible();
    await expect(page.getByTestId('test-payment')).toHaveCount(0);
    const frame = page.getByTestId('embedded-checkout').locator('iframe');
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute('data-client-secret', clientSecret);
    await expect(page.frameLocator('[data-testid="embedded-checkout"] iframe').getByRole('button', { name: 'Subscribe' })).toBeVisible();
    await expect(page.getByText(en.payment.card.loading)).toHaveCount(0);
    const seen = await page.evaluate(() => (window as unknown as { __stripeStub: { keys: string[]; secrets: string[]; destroyed: number } }).__stripeStub);
    expect(seen).toEqual({ keys: ['pk_test_e2e'], secrets: [clientSecret], destroyed: 0 });

    // The partner's brand stays around the form: its colour frames the card.
    const colours = await page.getByTestId('embedded-checkout').evaluate((form) => {
      const probe = document.createElement('span');
      probe.style.color = 'var(--color-primary)';
      document.body.append(probe);
      const primary = getComputedStyle(probe).color;
      probe.remove();
      return { primary, border: getComputedStyle(form.parentElement as HTMLElement).borderTopColor };
    });
    expect(colours.border).toBe(colours.primary);
    await page.screenshot({ path: '/tmp/payment-embedded.png', fullPage: true });

    // What the server asked Stripe for: an embedded session coming back to the product.
    const params = lastCheckout();
    expect(params?.get('ui_mode')).toBe('embedded');
    expect(params?.get('customer_email')).toBe(email);
    expect(params?.get('return_url')).toBe(`${baseURL}/payment/process?session_id={CHECKOUT_SESSION_ID}`);

    // The customer pays in Stripe's form; Stripe sends them to the return URL with the session id.
    const paid = sessionWithSecret(clientSecret);
    expect(paid).toBeDefined();
    fake.pay(paid?.id ?? '');
    await page.goto((params?.get('return_url') ?? '').replace('{CHECKOUT_SESSION_ID}', paid?.id ?? ''));
    await expect(page.getByText(en.process.active)).toBeVisible();
    const login = await page.request.post('/api/login', { data: { email, password: PASSWORD } });
    expect(((await login.json()) as { user: { is_active: boolean } }).user.is_active).toBe(true);
    expect(violations).toEqual([]);
  });

  test('once paid through Stripe, the account’s subscriptions page opens Stripe’s billing portal', async ({ page }) => {
    await stubStripe(page);
    const email = uniqueEmail('portal');
    const session = page.waitForResponse((r) => r.url().endsWith('/api/payment/checkout') && r.request().method() === 'POST');
    await signUp(page, email);
    const { client_secret: clientSecret } = (await (await session).json()) as { client_secret: string };
    const paid = sessionWithSecret(clientSecret);
    fake.pay(paid?.id ?? '');
    await page.goto((lastCheckout()?.get('return_url') ?? '').replace('{CHECKOUT_SESSION_ID}', paid?.id ?? ''));
    await expect(page.getByText(en.process.active)).toBeVisible();

    const login = (await (await page.request.post('/api/login', { data: { email, password: PASSWORD } })).json()) as { user: { customer: { tag: string } } };
    const tag = login.user.customer.tag;
    await signIn(page, email, { password: PASSWORD, language: 'en', to: `/customer/${tag}/account/subscriptions` });
    // Stripe's period, not a fixed year: the subscription renews at Stripe's period end.
    await expect(page.getByRole('table', { name: accountEn.subscriptions.caption })).toContainText('Renews on');
    await page.route('https://billing.stripe.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Billing portal</title><h1>Billing portal</h1>' }));
    const manage = page.getByRole('button', { name: accountEn.subscriptions.portal.action });
    await expect(manage).toBeVisible();
    await page.screenshot({ path: '/tmp/billing-portal-button.png', fullPage: true });
    await manage.click();
    await expect(page).toHaveURL(/^https:\/\/billing\.stripe\.com\/p\/session\/test_/);
    expect(fake.portalSessions.at(-1)).toMatchObject({ return_url: `${baseURL}/customer/${tag}/account/subscriptions` });
  });

  test('a new subscription from the account pays in the same embedded Checkout, for the signed-in customer', async ({ page }) => {
    await stubStripe(page);
    await signIn(page, 'customer@demo.test', { language: 'en', to: '/customer/demo-bistro/account/subscriptions/new' });
    await expect(page.getByRole('heading', { level: 1, name: accountEn.subscriptions.newTitle })).toBeVisible();
    const choose = page.getByRole('button', { name: new RegExp(`^${accountEn.subscriptions.choose.replace('{{plan}}', '')}`) }).first();
    await choose.click();
    const session = page.waitForResponse((r) => r.url().endsWith('/api/payment/checkout') && r.request().method() === 'POST');
    await page.getByRole('alertdialog').getByRole('button', { name: accountEn.subscriptions.confirmAction }).click();
    await expect(page).toHaveURL(/\/payment\/checkout\?code=[^&]+&email=customer%40demo\.test/);
    const { client_secret: clientSecret } = (await (await session).json()) as { client_secret: string };
    await expect(page.getByTestId('test-payment')).toHaveCount(0);
    await expect(page.getByTestId('embedded-checkout').locator('iframe')).toHaveAttribute('data-client-secret', clientSecret);
    const params = lastCheckout();
    expect(params?.get('ui_mode')).toBe('embedded');
    expect(params?.get('customer_email')).toBe('customer@demo.test');
    expect(params?.get('return_url')).toBe(`${baseURL}/payment/process?session_id={CHECKOUT_SESSION_ID}`);
  });

  test('when Stripe.js cannot load, the page says so and tries again on request', async ({ page }) => {
    await page.route('https://js.stripe.com/**', (route) => route.abort('connectionfailed'));
    await signUp(page, uniqueEmail('stripe-down'));
    const alert = page.getByRole('alert').filter({ hasText: en.payment.card.loadFailed });
    await expect(alert).toBeVisible();
    await page.unroute('https://js.stripe.com/**');
    await stubStripe(page);
    const retry = page.getByRole('button', { name: en.payment.card.retry });
    // Keyboard only: the retry button is reachable and works with Enter.
    await retry.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('embedded-checkout').locator('iframe')).toHaveAttribute('data-client-secret', /^cs_test_/);
    await expect(alert).toHaveCount(0);
  });
});
