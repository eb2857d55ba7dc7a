import { expect, test } from '@playwright/test';
import { signIn } from './helpers';
import { en, useLanguage } from './auth-helpers';

const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

test.describe('partner theme', () => {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'en');
  });

  test('a partner changes brand, title, logo and colours; the shell wears them on the next load', async ({ page }) => {
    // The nordic partner: the demo brand stays as the other suites expect it.
    await signIn(page, 'partner@nordic.test', { to: '/partner/theme' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.theme.title);
    const t = en.theme.fields;
    await page.getByLabel(new RegExp(`^${t.brand}`)).fill('Fjord Reviews');
    await page.getByLabel(new RegExp(`^${t.title}`)).fill('Fjord Reviews — back office');

    await page.getByTestId('logo-input').setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(page.getByText(en.validation.logo_type)).toBeVisible();
    await page.getByTestId('logo-input').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(300 * 1024, 1) });
    await expect(page.getByText(en.validation.logo_too_large)).toBeVisible();
    await page.getByTestId('logo-input').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1PX, 'base64') });
    await expect(page.getByAltText(en.theme.logoPreview)).toHaveAttribute('src', /^data:image\/png;base64,/);

    await page.getByLabel(t.back_color).fill('#0a7d5a');
    await page.getByLabel(t.title_color).fill('#123456');
    await page.getByLabel(t.cgv).fill('<p>Nordic terms</p>');
    await page.screenshot({ path: '/tmp/auth-theme.png', fullPage: true });
    await page.getByRole('button', { name: en.theme.save }).click();
    await expect(page.getByText(en.theme.saved)).toBeVisible();

    await page.goto('/partner/theme?partner=nordic');
    await expect(page).toHaveTitle('Fjord Reviews — back office');
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim()))
      .toBe('#0a7d5a');
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', `data:image/png;base64,${PNG_1PX}`);
  });

  test('the seeded partner, whose logo is an SVG, changes only a colour and sees it applied', async ({ page, request }) => {
    const before = (await (await request.get('/api/partner/info?code=demo')).json()) as { logo: string | null };
    expect(before.logo).toMatch(/^data:image\/svg\+xml/);
    await signIn(page, 'partner@demo.test', { language: 'en', to: '/partner/theme' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.theme.title);
    // The title colour: the one the other suites' checks of the demo brand do not read.
    await page.getByLabel(en.theme.fields.title_color).fill('#2a0b4a');
    await page.getByRole('button', { name: en.theme.save }).click();
    await expect(page.getByText(en.theme.saved)).toBeVisible();
    await expect(page.getByTestId('logo-error')).toHaveCount(0);

    await page.reload();
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-title').trim().toLowerCase()))
      .toBe('#2a0b4a');
    await expect(page.getByLabel(en.theme.fields.title_color)).toHaveValue('#2a0b4a');
    // The stored SVG logo is untouched, and still the brand's icon.
    const after = (await (await request.get('/api/partner/info?code=demo')).json()) as { logo: string | null };
    expect(after.logo).toBe(before.logo);
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', before.logo ?? '');
  });

  test('tells users who are not partners that they cannot customise', async ({ page }) => {
    await signIn(page, 'customer@demo.test', { language: 'en', to: '/partner/theme' });
    await expect(page.getByText(en.theme.forbidden)).toBeVisible();
  });
});
