import { expect, test, type Page } from '@playwright/test';
import { en, uniqueEmail, useLanguage } from './auth-helpers';

const PASSWORD = 'Harbour-Lantern-58';

async function fillForm(page: Page, email: string, overrides: { confirm?: string; terms?: boolean } = {}) {
  const f = en.signUp.fields;
  await page.getByLabel(f.firstname).fill('Chloé');
  await page.getByLabel(f.lastname).fill('Martin');
  await page.getByLabel(f.email).fill(email);
  await page.getByLabel(new RegExp(`^${f.password}`)).fill(PASSWORD);
  await page.getByLabel(f.confirmPassword).fill(overrides.confirm ?? PASSWORD);
  await page.getByLabel(f.company).fill('Chez Chloé');
  await page.getByLabel(new RegExp(`^${f.address1}(?! \\()`)).fill('12 quai Saint-Antoine');
  await page.getByLabel(f.zipcode).fill('69002');
  await page.getByLabel(f.city).fill('Lyon');
  await page.getByLabel(f.country).selectOption('FR');
  if (overrides.terms ?? true) await page.getByLabel(f.terms).check();
}

// In English; the page's French and Spanish texts are checked by mf-auth's languages test.
test.describe('sign-up', () => {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, 'en');
  });

  test('missing, unknown and unpriced plans are refused with their warnings', async ({ page }) => {
    await page.goto('/sign-up');
    await expect(page.getByRole('alert')).toHaveText(en.signUp.errors.tag_name_not_found);
    await page.goto('/sign-up?c=lead-gen');
    await expect(page.getByRole('alert')).toHaveText(en.signUp.errors.tag_name_not_found);
    await page.goto('/sign-up?c=gold&n=Gold');
    await expect(page.getByRole('alert')).toHaveText(en.signUp.errors.plan_not_found);
    await page.goto('/sign-up?c=legacy&n=Legacy');
    await expect(page.getByRole('alert')).toHaveText(en.signUp.errors.no_price_code);
    await expect(page.getByRole('link', { name: en.signUp.alreadySubscribed })).toHaveAttribute('href', '/sign-in');
  });

  test('shows the three steps, the plan features and the sanitised partner terms', async ({ page }) => {
    await page.goto('/sign-up?c=lead-gen&n=Lead-Gen');
    await expect(page.locator('.erep-stepper__label')).toHaveText([en.signUp.steps.account, en.signUp.steps.payment, en.signUp.steps.start]);
    const features = page.getByTestId('plan-features').locator('li');
    await expect(features).toHaveText([en.signUp.features.qr, en.signUp.features.mobile, en.signUp.features.offers]);
    await expect(page.getByRole('link', { name: en.signUp.changePlan })).toBeVisible();
    await expect(page.getByTestId('terms')).not.toContainText(en.loading);

    await page.route('**/api/partner/info**', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...body, cgv: '<p id="cgv-text">Binding terms</p><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>' } });
    });
    await page.goto('/sign-up?c=all-inclusive&n=All_inclusive_monthly');
    await expect(features).toHaveCount(5);
    await expect(features.nth(3)).toHaveText(en.signUp.features.reviews);
    await expect(features.nth(4)).toHaveText(en.signUp.features.competitors);
    // The shared allow-list keeps the paragraph's text, drops its id, the image and the script.
    await expect(page.getByTestId('terms').locator('p', { hasText: 'Binding terms' })).toBeVisible();
    await expect(page.locator('#cgv-text')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await expect(page.getByTestId('terms').locator('img, script')).toHaveCount(0);
    await page.screenshot({ path: '/tmp/auth-sign-up.png', fullPage: true });
  });

  test('validates: required fields, weak password, terms, mismatch, taken email — nothing sent until valid', async ({ page }) => {
    let creates = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/account/create')) creates += 1;
    });
    await page.goto('/sign-up?c=lead-gen&n=Lead-Gen');
    await page.getByRole('button', { name: en.signUp.submit }).click();
    // Ten required fields; the secondary address is optional.
    await expect(page.getByText(en.validation.required)).toHaveCount(10);

    await fillForm(page, uniqueEmail('terms'), { terms: false });
    await page.getByLabel(new RegExp(`^${en.signUp.fields.password}`)).fill('password123');
    await page.getByLabel(en.signUp.fields.confirmPassword).fill('password123');
    await page.getByRole('button', { name: en.signUp.submit }).click();
    await expect(page.getByText(en.validation.password_common)).toBeVisible();
    await page.getByLabel(new RegExp(`^${en.signUp.fields.password}`)).fill(PASSWORD);
    await page.getByLabel(en.signUp.fields.confirmPassword).fill(PASSWORD);
    await page.getByRole('button', { name: en.signUp.submit }).click();
    await expect(page.getByText(en.signUp.termsError)).toBeVisible();

    await page.getByLabel(en.signUp.fields.terms).check();
    await page.getByLabel(en.signUp.fields.confirmPassword).fill('Something-Else-99');
    await page.getByRole('button', { name: en.signUp.submit }).click();
    const toast = page.locator('.erep-toast, [role="status"], [role="alert"]').filter({ hasText: "Passwords don't match!" });
    await expect(toast.first()).toBeVisible();
    await expect(toast.first()).toContainText(en.signUp.savingErrors);
    expect(creates).toBe(0);

    await page.getByLabel(en.signUp.fields.confirmPassword).fill(PASSWORD);
    await page.getByLabel(en.signUp.fields.email).fill('customer@demo.test');
    await page.getByRole('button', { name: en.signUp.submit }).click();
    await expect(page.getByText('An account already exists with this email address.').first()).toBeVisible();
    expect(creates).toBe(1);
    await expect(page).toHaveURL(/\/sign-up\?/);
  });

  test('sign-up, test payment and first login land on the onboarding step', async ({ page }) => {
    const email = uniqueEmail('signup');
    await page.goto('/sign-up?c=lead-gen&n=Lead-Gen');
    await fillForm(page, email);
    await page.getByRole('button', { name: en.signUp.submit }).click();
    await expect(page).toHaveURL(new RegExp(`/payment/checkout\\?code=price_lead_gen_monthly&email=${encodeURIComponent(email).replace(/\./g, '\\.')}`));
    const testPayment = page.getByTestId('test-payment');
    await expect(testPayment).toContainText(en.payment.test.badge);
    // The price and the term before paying; the internal price key is never shown.
    await expect(page.getByTestId('checkout-price')).toHaveText('€39 per month, billed monthly');
    await expect(page.getByTestId('checkout-term')).toContainText('366-day subscription');
    await expect(page.getByTestId('checkout')).not.toContainText('price_lead_gen_monthly');
    await page.screenshot({ path: '/tmp/auth-checkout.png', fullPage: true });

    // Not active before paying: sign-in offers the payment to resume, no session.
    const before = await page.request.post('/api/login', { data: { email, password: PASSWORD } });
    expect(before.status()).toBe(403);
    expect(((await before.json()) as { code: string }).code).toBe('payment_pending');

    await testPayment.getByRole('button', { name: en.payment.test.complete }).click();
    await expect(page).toHaveURL(/\/payment\/process\?subscription_id=\d+/);
    await expect(page.getByText(en.process.active)).toBeVisible();
    await page.getByRole('link', { name: en.process.toSignIn }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await page.getByLabel(en.signIn.email).fill(email);
    await page.getByLabel(en.signIn.password).fill(PASSWORD);
    await page.getByRole('button', { name: en.signIn.submit }).click();
    // No establishment yet: the Step route with the new customer's tag.
    await expect(page).toHaveURL(/\/customer\/chez-chloe-[0-9a-f]{6}\/step-view$/);
    expect(await page.evaluate(() => localStorage.getItem('planName'))).toBe('Lead-Gen');
  });

  test('the payment page without a pending sign-up says so', async ({ page }) => {
    await page.goto('/payment/checkout?code=price_lead_gen_monthly&email=a@b.test');
    await expect(page.getByText(en.payment.errors.nothingPending)).toBeVisible();
    await page.goto('/payment/process');
    await expect(page.getByText(en.payment.errors.nothingPending)).toBeVisible();
  });
});
