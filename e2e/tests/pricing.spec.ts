import { expect, test, type Page } from '@playwright/test';
import { en, useLanguage } from './auth-helpers';
import { expectAccessible } from './helpers';

const PARTNERS = ['demo', 'nordic'];

/** Waits for the plans and for the partner's colours on the page, as a person would read it. */
async function readable(page: Page, backColor: string): Promise<void> {
  await expect(page.getByTestId('pricing-plan').first()).toBeVisible();
  await expect(page.locator('[data-slot] .erep-spinner')).toHaveCount(0);
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim()))
    .toBe(backColor);
}

test.describe('pricing page', () => {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'en');
  });

  test('a prospect goes from the sign-in page to the pricing page, picks Lead-Gen and lands on its sign-up form', async ({ page, request }) => {
    const info = (await (await request.get('/api/partner/info?code=demo')).json()) as { back_color: string };
    await page.goto('/sign-in');
    await page.getByRole('link', { name: en.signIn.noAccount }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { level: 1, name: en.pricing.title })).toBeVisible();
    await readable(page, info.back_color);

    const leadGen = page.getByTestId('pricing-plan').filter({ has: page.getByRole('heading', { level: 2, name: 'Lead-Gen', exact: true }) });
    await expect(leadGen.getByTestId('plan-price')).toHaveText('€39 per month, billed monthly');
    await expect(leadGen.getByTestId('plan-features').locator('li')).toHaveText([en.signUp.features.qr, en.signUp.features.mobile, en.signUp.features.offers]);
    // The plan nobody can buy (no price code) is not offered.
    await expect(page.getByRole('heading', { level: 2, name: 'Legacy' })).toHaveCount(0);
    await expectAccessible(page);

    await leadGen.getByRole('link', { name: 'Choose Lead-Gen' }).click();
    await expect(page).toHaveURL(/\/sign-up\?c=lead-gen&n=Lead-Gen$/);
    await expect(page.getByRole('heading', { level: 2, name: en.signUp.planLabel.replace('{{name}}', 'Lead-Gen') })).toBeVisible();
    await expect(page.getByLabel(new RegExp(`^${en.signUp.fields.firstname}`))).toBeVisible();
    await expect(page.getByRole('button', { name: en.signUp.submit })).toBeVisible();

    // And back: "Change plan" returns to the plans.
    await page.getByRole('link', { name: en.signUp.changePlan }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByTestId('pricing-plan').first()).toBeVisible();
  });

  for (const partner of PARTNERS) {
    test(`wears the ${partner} brand without a serious axe violation, down to a phone's width`, async ({ page, request }) => {
      const info = (await (await request.get(`/api/partner/info?code=${partner}`)).json()) as { back_color: string; title: string };
      await page.goto(`/pricing?partner=${partner}`);
      await readable(page, info.back_color);
      await expect(page).toHaveTitle(info.title);
      await expectAccessible(page);

      await page.setViewportSize({ width: 360, height: 740 });
      await readable(page, info.back_color);
      // One column, nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      const boxes = await page.getByTestId('pricing-plan').evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect().left));
      expect(new Set(boxes).size).toBe(1);
      await expectAccessible(page);
    });
  }

  test("the links lead to the partner's own pricing page when its theme names one", async ({ page }) => {
    const external = 'https://avisboost.example/tarifs';
    // Only this page sees the setting: the shared demo partner stays as the other suites expect it.
    await page.route('**/api/partner/info**', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...((await response.json()) as Record<string, unknown>), pricing_url: external } });
    });
    await page.goto('/sign-in');
    await expect(page.getByRole('link', { name: en.signIn.noAccount })).toHaveAttribute('href', external);
    await page.goto('/sign-up');
    await expect(page.getByRole('alert').getByRole('link', { name: en.signUp.pricingPage })).toHaveAttribute('href', external);
    await expect(page.getByRole('link', { name: en.signUp.changePlan })).toHaveAttribute('href', external);
  });
});
