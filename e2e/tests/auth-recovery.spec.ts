import { expect, test } from '@playwright/test';
import apiErrorsEn from '../../shared/src/i18n/api-errors/en.json' with { type: 'json' };
import { activeAccount, en, uniqueEmail, useLanguage } from './auth-helpers';

const OLD = 'Orchard-Window-31';
const NEW = 'Granite-Compass-64';

// In English; the pages' French and Spanish texts are checked by mf-auth's languages test.
test.describe('password recovery', () => {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'en');
  });

  test('forgot page: 202 thanks, 404 warning and other errors in words people act on, closable', async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByRole('link', { name: en.signIn.forgot }).click();
    await expect(page).toHaveURL(/\/user-confirmation\/password\/reset$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.forgot.title);

    await page.getByLabel(en.forgot.email).fill('ghost@demo.test');
    await page.getByRole('button', { name: en.forgot.submit }).click();
    const warning = page.getByRole('alert').filter({ hasText: 'No account is registered with this email address.' });
    await expect(warning).toBeVisible();
    await warning.getByRole('button').click();
    await expect(warning).toHaveCount(0);

    // Any other failure: a text people can act on, never the developer message.
    await page.route('**/api/public/password/reset', (route) => route.fulfill({ status: 503, json: { status: 503, code: 'unavailable', message: 'Mail service down' } }));
    await page.getByRole('button', { name: en.forgot.submit }).click();
    await expect(page.getByRole('alert')).toHaveText(apiErrorsEn.unavailable);
    await page.unroute('**/api/public/password/reset');

    await page.getByLabel(en.forgot.email).fill('partner@nordic.test');
    await page.getByRole('button', { name: en.forgot.submit }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Thank you, an email containing the reset link has been sent to you.' })).toBeVisible();
    await page.getByRole('link', { name: en.forgot.back }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test('the full reset through the mailbox page: mismatch warning, new password works, old one and the link do not', async ({ page, request }) => {
    const email = uniqueEmail('reset');
    await activeAccount(request, email, OLD);
    await page.goto('/forgot-pwd');
    await page.getByLabel(en.forgot.email).fill(email);
    await page.getByRole('button', { name: en.forgot.submit }).click();
    await expect(page.getByText(en.forgot.sent)).toBeVisible();

    await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
    const mail = page.locator('article').filter({ hasText: email }).first();
    await expect(mail).toContainText('Réinitialisation de votre mot de passe');
    const link = mail.locator('a[href*="/password/reset/"]');
    const href = (await link.getAttribute('href')) ?? '';
    await link.click();
    await expect(page).toHaveURL(/\/password\/reset\/[A-Za-z0-9_-]{43}$/);
    await expect(page.getByRole('link', { name: en.reset.back })).toHaveAttribute('href', '/forgot-pwd');

    await page.getByLabel(new RegExp(`^${en.reset.password}`)).fill(NEW);
    await page.getByLabel(en.reset.confirmation).fill(`${NEW}x`);
    await page.getByRole('button', { name: en.reset.submit }).click();
    await expect(page.getByRole('alert')).toHaveText(new RegExp(en.reset.mismatch));
    await expect(page.getByRole('button', { name: en.reset.submit })).not.toHaveAttribute('aria-busy', 'true');

    await page.getByLabel(en.reset.confirmation).fill(NEW);
    await page.getByRole('button', { name: en.reset.submit }).click();
    // Success goes to the root path, which shows the login.
    await expect(page).toHaveURL(/\/sign-in$/);

    expect((await request.post('/api/login', { data: { email, password: OLD } })).status()).toBe(401);
    expect((await request.post('/api/login', { data: { email, password: NEW } })).status()).toBe(200);

    // The link is single-use: a second visit ends on the expired page.
    await page.goto(new URL(href).pathname);
    await page.getByLabel(new RegExp(`^${en.reset.password}`)).fill('Another-Compass-65');
    await page.getByLabel(en.reset.confirmation).fill('Another-Compass-65');
    await page.getByRole('button', { name: en.reset.submit }).click();
    await expect(page).toHaveURL(/\/expired\/email$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('401');
    await expect(page.getByText(en.expired.message)).toBeVisible();
    await expect(page.getByText(en.expired.validity)).toBeVisible();
    await page.getByRole('button', { name: en.expired.button }).click();
    await expect(page).toHaveURL(/\/forgot-pwd$/);
  });

  test('a weak new password gets a field error', async ({ page, request }) => {
    const email = uniqueEmail('weak');
    await activeAccount(request, email, OLD);
    expect((await request.post('/api/public/password/reset', { data: { email } })).status()).toBe(202);
    await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
    const href = (await page.locator('article').filter({ hasText: email }).first().locator('a').getAttribute('href')) ?? '';
    await page.goto(new URL(href).pathname);
    await page.getByLabel(new RegExp(`^${en.reset.password}`)).fill('password');
    await page.getByLabel(en.reset.confirmation).fill('password');
    await page.getByRole('button', { name: en.reset.submit }).click();
    await expect(page.getByText(en.validation.password_common)).toBeVisible();
  });
});
