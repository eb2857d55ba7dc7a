import { expect, test } from '@playwright/test';
import { setLanguage, signIn } from './helpers';

test.describe('shell boot', () => {
  test('wears the partner brand and applies its theme', async ({ page, request }) => {
    const partner = await (await request.get('/api/partner/info?code=demo')).json();
    await page.goto('/sign-in');
    await expect(page).toHaveTitle(partner.title || partner.brand);
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim()))
      .toBe(partner.back_color);
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(icon).toBe(partner.logo);
  });

  test('another partner gets its own brand on the same server', async ({ page, request }) => {
    const partner = await (await request.get('/api/partner/info?code=nordic')).json();
    await page.goto('/sign-in?partner=nordic');
    await expect(page).toHaveTitle(partner.title || partner.brand);
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim()))
      .toBe(partner.back_color);
  });

  test('the root redirects to sign-in and unknown paths land on /404', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/sign-in$/);
    await page.goto('/this/does/not/exist');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByTestId('not-found')).toBeVisible();
    // From the shell's own page (no router yet) into an area: the home link, then the root's redirect.
    await page.goto('/404');
    await page.getByTestId('not-found').getByRole('link').click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.locator('[data-slot="mf_auth"] form')).toBeVisible();
    await page.goBack();
    await expect(page.getByTestId('not-found')).toBeVisible();
  });

  test('guarded areas send a visitor without a session to sign-in', async ({ page }) => {
    await page.goto('/home/erep/customer/demo-bistro');
    await expect(page).toHaveURL(/\/sign-in$/);
  });
});

test.describe('remotes composed at run time', () => {
  test('mf-auth and mf-public mount without a session', async ({ page }) => {
    await page.goto('/sign-in');
    await expect(page.locator('[data-slot="mf_auth"] form')).toBeVisible();
    await page.goto('/privacy-policy');
    await expect(page.locator('[data-slot="mf_public"] [data-testid="public-privacy"]')).toBeVisible();
  });

  test('mf-erep, mf-leadgen and mf-account mount for a signed-in customer', async ({ page }) => {
    await signIn(page, 'customer@demo.test');
    await expect(page).toHaveURL(/\/home\/erep\/customer\/demo-bistro$/);
    await expect(page.locator('[data-slot="mf_erep"] [data-testid="erep-establishments"] table')).toBeVisible();
    await page.goto('/home/leadgen/customer/demo-bistro/advantage');
    await expect(page.locator('[data-slot="mf_leadgen"] [data-testid="leadgen-advantage"]')).toBeVisible();
    await page.goto('/customer/demo-bistro/account/personal_details');
    await expect(page.locator('[data-slot="mf_account"] [data-testid="account-personalDetails"]')).toBeVisible();
  });

  test('a link inside one remote moves the shell and the back button returns across remotes', async ({ page }) => {
    await signIn(page, 'customer@demo.test');
    await expect(page.getByTestId('breadcrumb')).toContainText(/établissements|establishments|establecimientos/i);
    await page.getByTestId('to-offers').click();
    await expect(page).toHaveURL(/\/home\/leadgen\/customer\/demo-bistro\/advantage$/);
    await expect(page.locator('[data-slot="mf_leadgen"] [data-testid="leadgen-advantage"]')).toBeVisible();
    await expect(page.locator('[data-nav="offers"]')).toHaveClass(/active/);
    await expect(page.getByTestId('breadcrumb')).toContainText(/avantages|advantages|ventajas/i);
    await page.goBack();
    await expect(page).toHaveURL(/\/home\/erep\/customer\/demo-bistro$/);
    await expect(page.locator('[data-slot="mf_erep"] [data-testid="erep-establishments"]')).toBeVisible();
    await expect(page.locator('[data-nav="reputation"]')).toHaveClass(/active/);
  });

  test('an unreachable remote shows a retry while the others keep working', async ({ page }) => {
    await signIn(page, 'customer@demo.test');
    await page.route('**/mf-leadgen/**', (route) => route.abort());
    await page.getByTestId('to-offers').click();
    const slot = page.locator('[data-slot="mf_leadgen"]');
    await expect(slot.getByRole('alert')).toBeVisible();
    const retry = slot.getByRole('button');
    await expect(retry).toBeVisible();

    // Navigation and another remote still work.
    await page.locator('[data-nav="account"]').click();
    await expect(page.locator('[data-slot="mf_account"] [data-testid="account-personalDetails"]')).toBeVisible();

    // Back on the broken area, the retry succeeds once the remote is reachable again.
    await page.goBack();
    await expect(page.locator('[data-slot="mf_leadgen"]').getByRole('button')).toBeVisible();
    await page.unroute('**/mf-leadgen/**');
    await page.locator('[data-slot="mf_leadgen"]').getByRole('button').click();
    await expect(page.locator('[data-slot="mf_leadgen"] [data-testid="leadgen-advantage"]')).toBeVisible();
  });
});

test.describe('navigation declared by the remotes', () => {
  test('a Lead-Gen customer lands on offers and its navbar lists what its plan enables, in its language', async ({ page }) => {
    await signIn(page, 'bakery@demo.test');
    await expect(page).toHaveURL(/\/home\/leadgen\/customer\/demo-bakery\/advantage$/);
    const nav = page.locator('#main-nav a[data-nav]');
    await expect(nav).toHaveCount(2);
    expect(await nav.evaluateAll((links) => links.map((a) => a.getAttribute('data-nav')))).toEqual(['offers', 'account']);
    await setLanguage(page, 'en');
    await expect(nav).toHaveText(['Offers', 'My account']);
    await setLanguage(page, 'sp');
    await expect(nav).toHaveText(['Ofertas', 'Mi cuenta']);
    // The brand leads home: the landing the enabled remotes declare.
    await page.locator('[data-nav="account"]').click();
    await expect(page).toHaveURL(/\/customer\/demo-bakery\/account\/personal_details$/);
    await page.getByRole('banner').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/home\/leadgen\/customer\/demo-bakery\/advantage$/);
  });

  test('a partner gets reputation and branding, and its reputation link leads to its customers', async ({ page }) => {
    await signIn(page, 'partner@demo.test');
    const nav = page.locator('#main-nav a[data-nav]');
    await expect(nav).toHaveCount(2);
    expect(await nav.evaluateAll((links) => links.map((a) => a.getAttribute('data-nav')))).toEqual(['reputation', 'branding']);
    await page.locator('[data-nav="branding"]').click();
    await expect(page).toHaveURL(/\/partner\/theme$/);
    await page.locator('[data-nav="reputation"]').click();
    await expect(page).toHaveURL(/\/home\/erep\/customers$/);
    await expect(page.locator('[data-nav="reputation"]')).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('failure isolation', () => {
  test('a remote slower than 4 s shows the timeout message and a retry', async ({ page }) => {
    await signIn(page, 'customer@demo.test');
    // Matches the local build and a published release (releases/mf-leadgen/<version>/), which the release suite may have promoted meanwhile.
    await page.route(/\/mf-leadgen\/(?:[^/]+\/)?remoteEntry\.js(?:\?|$)/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      await route.continue().catch(() => undefined);
    });
    const started = Date.now();
    await page.getByTestId('to-offers').click();
    const slot = page.locator('[data-slot="mf_leadgen"]');
    await expect(slot).toHaveAttribute('data-state', 'error', { timeout: 10_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(3_500);
    await expect(slot.getByRole('alert')).toContainText(/trop de temps|too long|demasiado/);
    // Navigation keeps working meanwhile.
    await page.locator('[data-nav="reputation"]').click();
    await expect(page.locator('[data-slot="mf_erep"] [data-testid="erep-establishments"]')).toBeVisible();
  });

  test('the shell boots from the last good manifest when the manifest call fails', async ({ page }) => {
    await signIn(page, 'customer@demo.test');
    await expect(page.locator('[data-slot="mf_erep"] [data-testid="erep-establishments"]')).toBeVisible();
    await page.route('**/api/mf/manifest**', (route) => route.abort());
    await page.reload();
    await expect(page.locator('[data-slot="mf_erep"] [data-testid="erep-establishments"]')).toBeVisible();
    await expect(page.locator('[data-nav="offers"]')).toBeVisible();
  });
});

test.describe('languages', () => {
  test('the language selector switches a remote to Spanish and English', async ({ page }) => {
    await page.goto('/sign-in');
    const title = page.locator('#sign-in-title');
    await setLanguage(page, 'sp');
    await expect(title).toHaveText('Conéctese a su cuenta');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await setLanguage(page, 'en');
    await expect(title).toHaveText('Connect to your account');
    await setLanguage(page, 'fr');
    await expect(title).toHaveText('Connectez-vous à votre compte');
    await page.reload();
    await expect(title).toHaveText('Connectez-vous à votre compte');
  });

  test('with nothing stored the selector starts in English', async ({ page }) => {
    await page.goto('/sign-in');
    await expect(page.locator('#sign-in-title')).toHaveText('Connect to your account');
    await expect(page.getByTestId('language-selector')).toHaveValue('en');
  });

  test('a signed-in back-office user reads the product in the customer language', async ({ page }) => {
    await signIn(page, 'customer@demo.test');
    await expect(page.getByTestId('erep-establishments').locator('h1')).toHaveText('Mes établissements');
  });
});
