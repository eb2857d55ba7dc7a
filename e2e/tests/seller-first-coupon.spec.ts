import { expect, test } from '@playwright/test';
import accountEn from '../../mf-account/src/i18n/en.json' with { type: 'json' };
import leadgenEn from '../../mf-leadgen/src/i18n/en.json' with { type: 'json' };
import visitorEn from '../../shared/src/visitor/i18n/en.json' with { type: 'json' };
import { activeAccount, uniqueEmail, useLanguage } from './auth-helpers';
import { expectAccessible, signIn } from './helpers';

const PASSWORD = 'Counter-Lantern-74';
const account = accountEn;
const visitor = visitorEn;
const starts = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

test('a new shop validates its first coupon: the seller code made with its establishment opens the seller page, where the cashier types the coupon', async ({ page, browser, request }) => {
  test.setTimeout(150_000);
  await useLanguage(page, 'en');
  const email = uniqueEmail('first-coupon');
  const { tag } = await activeAccount(request, email, PASSWORD);
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/step-view$/);

  // Step 1: the establishment is created, and its seller code shown once, there.
  await page.getByLabel(starts(account.fields.establishment)).fill('Le Comptoir de Léa');
  await page.getByLabel(starts(account.fields.address)).fill('4 rue Mercière');
  await page.getByLabel(starts(account.fields.zipcode)).fill('69002');
  await page.getByLabel(starts(account.fields.city)).fill('Lyon');
  await page.getByRole('button', { name: account.onboarding.saveAndContinue }).click();
  const shown = page.getByTestId('seller-code');
  await expect(shown).toHaveText(/^[0-9]{6}$/);
  const sellerCode = (await shown.innerText()).trim();
  await expect(page.getByText(account.onboarding.first.sellerCodeOnce)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: account.onboarding.first.continue }).click();

  await expect(page).toHaveURL(new RegExp(`/customer/${tag}/step-view/second-step$`));

  // The offers area: the notice says the establishment has its seller code; an advantage.
  await page.goto(`/home/leadgen/customer/${tag}/advantage`);
  await expect(page.getByText(leadgenEn.advantages.sellerCodes.title)).toBeVisible();
  await expect(page.getByTestId('seller-code-status')).toHaveAttribute('data-set', 'true');
  await page.getByTestId('advantage-new').click();
  for (const lang of ['fr', 'en', 'sp']) await page.getByTestId(`advantage-title-${lang}`).fill('Free dessert');
  await page.getByTestId('advantage-save').click();
  await expect(page.getByRole('row', { name: /Free dessert/ })).toBeVisible();
  await expectAccessible(page);

  // Step 2 offers it on the public form; step 3 says the code is set and where cashiers use it.
  await page.goto(`/customer/${tag}/step-view/second-step`);
  await page.getByLabel(starts(account.onboarding.second.advantage)).selectOption({ label: 'Free dessert' });
  await page.getByRole('button', { name: account.onboarding.saveAndContinue }).click();
  await expect(page).toHaveURL(new RegExp(`/customer/${tag}/step-view/third-step$`));
  const status = page.getByTestId('seller-code-status');
  await expect(status).toHaveAttribute('data-set', 'true');
  await expect(status.getByRole('link', { name: account.onboarding.third.sellerPage })).toHaveAttribute('href', `/public/customer/${tag}/seller`);
  await expectAccessible(page);
  const feedback = await page.getByLabel(account.onboarding.third.link).inputValue();
  expect(feedback).toMatch(new RegExp(`/public/${tag}/establishment/\\d+/feedback$`));
  await page.getByRole('button', { name: account.onboarding.third.finish }).click();
  await expect(page).not.toHaveURL(/step-view/);

  // A visitor leaves feedback, takes the coupon and is told to show it at the counter.
  const visitorContext = await browser.newContext({ locale: 'en-GB' });
  const v = await visitorContext.newPage();
  await v.goto(feedback);
  // The server's page loads the public remote at the first touch.
  await v.getByRole('heading', { level: 1 }).click();
  await expect(v.getByTestId('public-feedback')).toBeVisible();
  await v.getByRole('radio', { name: /amazing/i }).check();
  await v.getByLabel(/first name/i).fill('Sacha');
  await v.getByLabel(/last name/i).fill('Meyer');
  await v.getByLabel(/^email$/i).fill(uniqueEmail('first-coupon-visitor'));
  await v.getByRole('radio', { name: /Free dessert/ }).check();
  await v.getByRole('checkbox', { name: /accept the terms/i }).check();
  await v.getByRole('button', { name: 'Send my review' }).click();
  await expect(v).toHaveURL(/\/feedback-success/);
  const coupon = (await v.getByTestId('coupon-code').innerText()).trim();
  await v.getByRole('link', { name: visitor.thanks.showCoupon }).click();
  await expect(v.getByTestId('coupon-state')).toHaveAttribute('data-state', 'active');
  await expect(v.getByTestId('coupon-cashier')).toHaveText(visitor.coupon.showCashier);
  await expect(v.getByLabel(visitor.seller.code)).toHaveCount(0);
  await visitorContext.close();

  // The cashier, on the shop's tablet: signs in once with the seller code, types the coupon, validates it.
  const tablet = await browser.newContext({ locale: 'en-GB' });
  const till = await tablet.newPage();
  await till.goto(`/public/customer/${tag}/seller`);
  await expect(till.getByRole('heading', { level: 1, name: visitor.sections.sellerDesk.title })).toBeVisible();
  await till.getByLabel(visitor.seller.code).fill(sellerCode);
  await till.getByRole('button', { name: visitor.seller.submit }).click();
  await expect(till.getByTestId('seller-session')).toContainText('Le Comptoir de Léa');
  await expectAccessible(till);
  await till.getByLabel(visitor.desk.couponCode).fill(coupon.toLowerCase());
  await till.getByRole('button', { name: visitor.desk.lookUp }).click();
  await expect(till.getByTestId('coupon-state')).toHaveAttribute('data-state', 'active');
  await till.getByRole('button', { name: visitor.seller.validate }).click();
  await expect(till.getByTestId('validation-result')).toHaveText(visitor.seller.validated);
  await expect(till.getByTestId('coupon-state')).toHaveAttribute('data-state', 'validated');
  await expectAccessible(till);

  // The next customer's tablet reload keeps the session; the same coupon again is refused.
  await till.reload();
  await till.getByLabel(visitor.desk.couponCode).fill(coupon);
  await till.getByRole('button', { name: visitor.desk.lookUp }).click();
  await expect(till.getByTestId('coupon-state')).toHaveAttribute('data-state', 'validated');
  await expect(till.getByTestId('seller-nothing-to-do')).toHaveText(visitor.seller.nothingToDo);
  await tablet.close();
});
