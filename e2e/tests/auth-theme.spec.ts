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

  test('tells users who are not partners that they cannot customise', async ({ page }) => {
    await signIn(page, 'customer@demo.test', { language: 'en', to: '/partner/theme' });
    await expect(page.getByText(en.theme.forbidden)).toBeVisible();
  });
});
