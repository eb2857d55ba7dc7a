import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, recordViolations, signIn } from './helpers';

// Every seeded back-office role; each walks its landing page and every page of its navbar.
const ACCOUNTS = [
  { email: 'admin@demo.test', role: 'admin' },
  { email: 'partner@demo.test', role: 'partner' },
  { email: 'customer@demo.test', role: 'All_inclusive customer' },
  { email: 'bakery@demo.test', role: 'Lead-Gen customer' },
];
const PARTNERS = ['demo', 'nordic'];

/**
 * Each distinct page the navbars lead to, and the one account that sweeps it with axe in each brand:
 * the brands differ in colours, the roles only in which pages they reach. The All_inclusive customer
 * reaches every page of the Lead-Gen one, and its offers show every advantage state (active, ended,
 * sold out), so it sweeps them.
 */
const PAGES = [
  { page: 'admin home', route: /^\/home\/erep\/user$/, by: 'admin@demo.test' },
  { page: 'customer list', route: /^\/home\/erep\/customers$/, by: 'partner@demo.test' },
  { page: 'branding', route: /^\/partner\/theme$/, by: 'partner@demo.test' },
  { page: 'establishment list', route: /^\/home\/erep\/customer\/[^/]+$/, by: 'customer@demo.test' },
  { page: 'advantages', route: /^\/home\/leadgen\/customer\/[^/]+\/advantage$/, by: 'customer@demo.test' },
  { page: 'personal details', route: /^\/customer\/[^/]+\/account\/personal_details$/, by: 'customer@demo.test' },
];

/** Waits until the page is the one a person would read: remote mounted, data loaded, theme applied. */
async function settled(page: Page, backColor: string): Promise<void> {
  await expect(page.locator('[data-slot][data-state="mounted"]')).toBeVisible();
  await expect(page.locator('[data-slot] h1').first()).toBeVisible();
  await expect(page.locator('.erep-spinner, [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim()))
    .toBe(backColor);
}

test.describe('back office accessibility', () => {
  for (const partner of PARTNERS) {
    for (const { email, role } of ACCOUNTS) {
      // The walk and the policy do not depend on the brand: an account that sweeps nothing walks in one.
      if (partner !== PARTNERS[0] && !PAGES.some((p) => p.by === email)) continue;
      test(`${role} with the ${partner} brand: every page of the navbar runs under the policy; the pages this role sweeps have no serious axe violation`, async ({ page, request }) => {
        const violations = await recordViolations(page);
        const info = (await (await request.get(`/api/partner/info?code=${partner}`)).json()) as { back_color: string };
        // The brand is chosen by ?partner= and kept for the visit.
        await page.goto(`/sign-in?partner=${partner}`);
        await signIn(page, email);
        const swept = new Set<string>();
        const visit = async () => {
          // A navbar link may redirect (/home/erep to the role's home): wait for the page it ends on.
          const pageOf = () => PAGES.find((p) => p.route.test(new URL(page.url()).pathname));
          await expect.poll(() => pageOf()?.page, { message: `${page.url()}: a navbar page no account sweeps` }).toBeDefined();
          await settled(page, info.back_color);
          const known = pageOf();
          if (known?.by === email && !swept.has(known.page)) {
            await expectAccessible(page);
            swept.add(known.page);
          }
        };
        await visit();

        const links = page.locator('#main-nav a[data-nav]');
        await expect(links.first()).toBeVisible();
        const targets = await links.evaluateAll((as) => as.map((a) => a.getAttribute('data-nav') ?? ''));
        expect(targets.length).toBeGreaterThan(0);
        for (const id of targets) {
          await page.locator(`#main-nav a[data-nav="${id}"]`).click();
          await expect(page.locator(`#main-nav a[data-nav="${id}"]`)).toHaveAttribute('aria-current', 'page');
          await visit();
        }
        // This role's navbar reaches every page it is the one to sweep.
        expect([...swept].sort()).toEqual(PAGES.filter((p) => p.by === email).map((p) => p.page).sort());
        // The content security policy lets every page run.
        expect(violations).toEqual([]);
      });
    }
  }
});
