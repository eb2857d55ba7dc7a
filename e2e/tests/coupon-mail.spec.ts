import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';

const FEEDBACK = '/public/demo-bistro/establishment/demo-bistro-lyon/feedback';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

let seq = 0;
const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${(seq += 1)}@example.com`;

/** Rates the visit and takes the free coffee, with an email when given, through the public remote. */
async function takeCoupon(page: Page, email?: string): Promise<string> {
  await page.goto(FEEDBACK);
  await page.getByRole('heading', { level: 1 }).click();
  await expect(page.locator('[data-testid="public-feedback"]')).toBeVisible();
  await page.getByRole('radio', { name: /amazing/i }).check();
  await page.getByLabel(/first name/i).fill('Noah');
  if (email) await page.getByLabel(/^email$/i).fill(email);
  await page.getByRole('radio', { name: /free coffee/i }).check();
  await page.getByRole('checkbox', { name: /accept the terms/i }).check();
  await page.getByRole('button', { name: 'Send my review' }).click();
  await expect(page).toHaveURL(/\/feedback-success/);
  const code = (await page.getByTestId('coupon-code').innerText()).trim();
  expect(code).toMatch(/^[A-Z0-9]{8}$/);
  return code;
}

test.describe('the visitor keeps the coupon', () => {
  test.use({ ...PHONE, locale: 'en-GB' });

  test('with an email, the coupon arrives by mail with its code and link', async ({ page }) => {
    const email = uniqueEmail('noah');
    const code = await takeCoupon(page, email);
    await expect(page.getByTestId('coupon-mailed')).toHaveText('We have also sent this coupon to your e-mail address.');
    await expect(page.getByTestId('coupon-only-here')).toHaveCount(0);

    await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
    const mail = page.locator('article').filter({ hasText: email }).first();
    await expect(mail).toContainText('Your coupon "Free coffee"');
    await expect(mail).toContainText(`Coupon code: ${code}`);
    await expect(mail).toContainText(`/public/customer/demo-bistro/advantagecontact/${code}`);
  });

  test('without an email, the page says the coupon lives only here and lets the visitor download it', async ({ page }) => {
    const code = await takeCoupon(page);
    await expect(page.getByTestId('coupon-only-here')).toContainText('this coupon lives only on this screen');
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download the coupon' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`coupon-${code}.html`);
    const file = await readFile(await download.path(), 'utf8');
    expect(file).toContain(code);
    expect(file).toContain('<svg');
    expect(file).toMatch(/Valid until \d\d\/\d\d\/\d{4}/);

    // The same device cannot take the same advantage twice the same day.
    await page.goto(FEEDBACK.replace('demo-bistro-lyon', 'demo-bistro-croix-rousse'));
    await page.getByRole('heading', { level: 1 }).click();
    await expect(page.locator('[data-testid="public-feedback"]')).toBeVisible();
    await page.getByRole('radio', { name: /amazing/i }).check();
    await page.getByLabel(/first name/i).fill('Noah');
    await page.getByRole('radio', { name: /free coffee/i }).check();
    await page.getByRole('checkbox', { name: /accept the terms/i }).check();
    await page.getByRole('button', { name: 'Send my review' }).click();
    await expect(page.getByTestId('feedback-error')).toHaveText('you have already received this advantage today on this device');
  });
});
