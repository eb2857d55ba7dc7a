import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, recordViolations, signIn } from './helpers';

// Every seeded back-office role, and the pages its navbar offers.
const ACCOUNTS = [
  { email: 'admin@demo.test', role: 'admin' },
  { email: 'partner@demo.test', role: 'partner' },
  { email: 'customer@demo.test', role: 'All_inclusive customer' },
  { email: 'bakery@demo.test', role: 'Lead-Gen customer' },
];
const PARTNERS = ['demo', 'nordic'];

/** Waits until the page is the one a person would read: remote mounted, data loaded, theme applied. */
async function settled(page: Page, backColor: string): Promise<void> {
  await expect(page.locator('[data-slot][data-state="mounted"]')).toBeVisible();
  await expect(page.locator('[data-slot] h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim()))
    .toBe(backColor);
}

test.describe('back office accessibility', () => {
  for (const partner of PARTNERS) {
    for (const { email, role } of ACCOUNTS) {
      test(`${role} with the ${partner} brand: every page of the navbar has no serious axe violation and no policy violation`, async ({ page, request }) => {
        test.setTimeout(60_000);
        const violations = await recordViolations(page);
        const info = (await (await request.get(`/api/partner/info?code=${partner}`)).json()) as { back_color: string };
        // The brand is chosen by ?partner= and kept for the visit.
        await page.goto(`/sign-in?partner=${partner}`);
        await signIn(page, email);
        await settled(page, info.back_color);
        await expectAccessible(page);

        const links = page.locator('#main-nav a[data-nav]');
        await expect(links.first()).toBeVisible();
        const targets = await links.evaluateAll((as) => as.map((a) => a.getAttribute('data-nav') ?? ''));
        expect(targets.length).toBeGreaterThan(0);
        for (const id of targets) {
          await page.locator(`#main-nav a[data-nav="${id}"]`).click();
          await expect(page.locator(`#main-nav a[data-nav="${id}"]`)).toHaveAttribute('aria-current', 'page');
          await settled(page, info.back_color);
          await expectAccessible(page);
        }
        // The content security policy lets every page run.
        expect(violations).toEqual([]);
      });
    }
  }
});
