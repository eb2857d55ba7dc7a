import { expect, test } from '@playwright/test';
import { useLanguage } from './auth-helpers';
import { expectAccessible, seriousViolations } from './helpers';

// /sign-in is swept as a whole page in language-and-errors.
const PAGES = ['/sign-up?c=all-inclusive&n=All_inclusive', '/forgot-pwd', '/password/reset/abcdefghijklmnopqrstuvwxyz', '/expired/email', '/payment/checkout?code=x&email=a@b.test'];

test.describe('account pages accessibility', () => {
  for (const path of PAGES) {
    test(`${path} has no serious axe violations`, async ({ page }) => {
      await useLanguage(page, 'en');
      await page.goto(path);
      await expect(page.locator('[data-slot="mf_auth"] h1')).toBeVisible();
      await expectAccessible(page, { include: '[data-slot="mf_auth"]' });
    });
  }

  // Every sweep in this suite relies on that check: it must still report what it is there to find.
  test('the check reports a serious and a critical violation put on the page', async ({ page }) => {
    await useLanguage(page, 'en');
    await page.goto('/forgot-pwd');
    await expect(page.locator('[data-slot="mf_auth"] h1')).toBeVisible();
    expect(await seriousViolations(page, { include: '[data-slot="mf_auth"]' })).toEqual([]);
    await page.locator('[data-slot="mf_auth"] h1').evaluate((h1) => {
      h1.insertAdjacentHTML('afterend', '<p id="faint" style="color:#bbb;background:#fff">Faint text</p><img id="unnamed" src="/favicon.ico">');
    });
    const found = await seriousViolations(page, { include: '[data-slot="mf_auth"]' });
    expect(found.find((v) => v.startsWith('color-contrast:'))).toContain('#faint');
    expect(found.find((v) => v.startsWith('image-alt:'))).toContain('#unnamed');
  });
});
