import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { useLanguage } from './auth-helpers';

// /sign-in is swept as a whole page in language-and-errors.
const PAGES = ['/sign-up?c=all-inclusive&n=All_inclusive', '/forgot-pwd', '/password/reset/abcdefghijklmnopqrstuvwxyz', '/expired/email', '/payment/checkout?code=x&email=a@b.test'];

test.describe('account pages accessibility', () => {
  for (const path of PAGES) {
    test(`${path} has no serious axe violations`, async ({ page }) => {
      await useLanguage(page, 'en');
      await page.goto(path);
      await expect(page.locator('[data-slot="mf_auth"] h1')).toBeVisible();
      const results = await new AxeBuilder({ page }).include('[data-slot="mf_auth"]').analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
