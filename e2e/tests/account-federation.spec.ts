import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

// mf-leadgen's files, wherever the manifest points (its local build or a published release).
const LEADGEN_FILES = '**/mf-leadgen/**';
const ADVANTAGE = '/customer/demo-bistro/account/advantage';

function accountArea(page: Page) {
  const account = page.locator('[data-slot="mf_account"]');
  return { account, feature: account.locator('[data-feature="mf_leadgen/advantages"]') };
}

test.describe('account area showing pages mf-leadgen owns', () => {
  test('loads the advantages feature module of mf-leadgen through the federation runtime', async ({ page }) => {
    await signIn(page, 'customer@demo.test');
    const leadgenFiles: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/mf-leadgen/')) leadgenFiles.push(new URL(request.url()).pathname);
    });
    await page.goto(ADVANTAGE);
    const { account, feature } = accountArea(page);
    await expect(feature.locator('[data-testid="leadgen-advantage"] h1')).toHaveText(/^(Avantages|Advantages|Ventajas)$/);
    // The advantages page itself, built on the customer's data, not a placeholder.
    await expect(feature.getByRole('tab').first()).toBeVisible();
    await expect(feature.getByText(/Pas encore disponible|Not available yet|Aún no disponible/)).toHaveCount(0);
    await expect(feature).toHaveAttribute('data-state', 'mounted');

    // Through the runtime: mf-leadgen's entry and its `./advantages` chunk, not its whole `./app`.
    expect(leadgenFiles.some((file) => file.endsWith('/remoteEntry.js'))).toBe(true);
    expect(leadgenFiles.some((file) => /__federation_expose_advantages\.[^/]*\.js$/.test(file))).toBe(true);
    expect(leadgenFiles.some((file) => /__federation_expose_app\./.test(file))).toBe(false);
    await expect(page.locator('[data-slot="mf_leadgen"]')).toHaveCount(0);

    // Inside the account area's own chrome and breadcrumbs.
    await expect(account.getByTestId('account-nav')).toBeVisible();
    await expect(page.getByTestId('breadcrumb')).toContainText(/Mon compte|My account|Mi cuenta/);

    // Another page of the area, another feature module of the same owner.
    await account.getByTestId('account-nav').getByRole('link', { name: /Mes QR codes|My QR codes|Mis códigos QR/ }).click();
    await expect(page).toHaveURL(/\/customer\/demo-bistro\/account\/my_qrcodes$/);
    await expect(account.locator('[data-feature="mf_leadgen/qrcodes"] [data-testid="leadgen-qrcode"] h1')).toBeVisible();
  });

  test('keeps the account area working with a retry while mf-leadgen is down', async ({ page }) => {
    await signIn(page, 'customer@demo.test');
    await page.route(LEADGEN_FILES, (route) => route.abort());
    await page.goto(ADVANTAGE);
    const { account, feature } = accountArea(page);

    await expect(feature).toHaveAttribute('data-state', 'error');
    await expect(feature.getByRole('alert')).toBeVisible();
    // The account area and the shell stay up around the failed feature.
    await expect(account.getByTestId('account-nav')).toBeVisible();
    await expect(page.locator('[data-nav="account"]')).toBeVisible();
    await expect(page.getByTestId('breadcrumb')).toContainText(/Mon compte|My account|Mi cuenta/);

    await page.unroute(LEADGEN_FILES);
    await feature.getByRole('alert').getByRole('button').click();
    await expect(feature.locator('[data-testid="leadgen-advantage"] h1')).toBeVisible();
    await expect(feature.getByRole('alert')).toHaveCount(0);
  });

  test('shows an upgrade notice instead when the plan does not include mf-leadgen', async ({ page }) => {
    // The same session with a manifest that leaves mf-leadgen out, as a plan without it would.
    await page.route('**/api/mf/manifest**', async (route) => {
      const response = await route.fetch();
      const manifest = (await response.json()) as { remotes: { name: string }[] };
      manifest.remotes = manifest.remotes.filter((remote) => remote.name !== 'mf_leadgen');
      await route.fulfill({ response, json: manifest });
    });
    const leadgenFiles: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/mf-leadgen/')) leadgenFiles.push(request.url());
    });
    await signIn(page, 'customer@demo.test', { to: ADVANTAGE });
    const { account } = accountArea(page);
    await expect(account.getByTestId('account-upgrade')).toBeVisible();
    await expect(account.getByTestId('account-upgrade')).toContainText(/Non inclus dans votre offre|Not included in your plan|No incluido en su plan/);
    await expect(account.locator('[data-feature]')).toHaveCount(0);
    expect(leadgenFiles).toEqual([]);
  });
});
