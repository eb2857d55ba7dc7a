import { expect, test } from '@playwright/test';
import erepEn from '../../mf-erep/src/i18n/en.json' with { type: 'json' };
import { en, uniqueEmail, useLanguage } from './auth-helpers';
import { expectAccessible, signIn } from './helpers';

const PASSWORD = 'Copper-Meadow-63';
const c = erepEn.customers;

test.describe("a partner's customers", () => {
  test('opens a Lead-Gen customer on its offers, creates a customer whose invited owner sets a password and pays, then lands in the product', async ({ page, browser }) => {
    await signIn(page, 'partner@demo.test', { language: 'en', to: '/home/erep/customers' });

    // demo-bakery is the demo partner's Lead-Gen customer: it opens on its offers.
    const bakery = page.getByTestId('customer-link').filter({ hasText: 'Baker Street Bakery' });
    await expect(bakery).toHaveAttribute('href', '/home/leadgen/customer/demo-bakery/advantage');
    await bakery.click();
    await expect(page).toHaveURL(/\/home\/leadgen\/customer\/demo-bakery\/advantage$/);
    await expect(page.getByTestId('advantage-new')).toBeVisible();

    await page.goto('/home/erep/customers');
    await page.getByTestId('create-customer-link').click();
    await expect(page).toHaveURL(/\/home\/erep\/customers\/new$/);
    await expect(page.getByRole('heading', { name: c.create.title })).toBeVisible();
    await expectAccessible(page);

    const email = uniqueEmail('invited-owner');
    const company = `Atelier ${Date.now().toString(36)}`;
    await page.getByTestId('new-customer-name').fill(company);
    await page.getByTestId('new-customer-address1').fill('8 rue de la République');
    await page.getByTestId('new-customer-zipcode').fill('69001');
    await page.getByTestId('new-customer-city').fill('Lyon');
    await page.getByTestId('new-customer-country').selectOption('FR');
    await page.getByTestId('new-customer-plan').selectOption('lead-gen');
    await page.getByTestId('new-customer-firstname').fill('Lucía');
    await page.getByTestId('new-customer-lastname').fill('Martín');
    await page.getByTestId('new-customer-email').fill(email);
    await page.getByTestId('new-customer-language').selectOption('sp');
    await page.getByTestId('new-customer-submit').click();
    await expect(page.getByTestId('new-customer-done')).toContainText(email);
    await expectAccessible(page);

    // In the list, awaiting its first payment.
    await page.goto('/home/erep/customers');
    await page.getByTestId('customers-search').fill(company);
    await page.getByRole('button', { name: c.searchButton }).click();
    const line = page.getByRole('row').filter({ hasText: company });
    await expect(line.getByTestId('payment-state')).toHaveText(c.paymentState.awaiting_first_payment);

    // The owner, in a browser of their own, follows the Spanish invitation.
    const owner = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const ownerPage = await owner.newPage();
    await useLanguage(ownerPage, 'en');
    await ownerPage.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
    const mail = ownerPage.locator('article').filter({ hasText: email }).first();
    await expect(mail).toContainText(`Su cuenta ${company} está lista`);
    const href = (await mail.locator('a[href*="/password/reset/"]').getAttribute('href')) ?? '';
    await ownerPage.goto(new URL(href).pathname);
    await ownerPage.getByLabel(new RegExp(`^${en.reset.password}`)).fill(PASSWORD);
    await ownerPage.getByLabel(en.reset.confirmation).fill(PASSWORD);
    await ownerPage.getByRole('button', { name: en.reset.submit }).click();
    await expect(ownerPage).toHaveURL(/\/sign-in$/);

    await ownerPage.getByLabel(en.signIn.email).fill(email);
    await ownerPage.getByLabel(en.signIn.password).fill(PASSWORD);
    await ownerPage.getByRole('button', { name: en.signIn.submit }).click();
    const notice = ownerPage.getByRole('status').filter({ hasText: en.signIn.errors['payment-pending'] });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: en.signIn.resumePayment }).click();
    await expect(ownerPage).toHaveURL(/\/payment\/checkout\?code=price_lead_gen_monthly/);
    await ownerPage.getByTestId('test-payment').getByRole('button', { name: en.payment.test.complete }).click();
    await expect(ownerPage.getByText(en.process.active)).toBeVisible();

    // Paid: the next sign-in lands in the product, on the new customer's first step.
    await ownerPage.getByRole('link', { name: en.process.toSignIn }).click();
    await ownerPage.getByLabel(en.signIn.email).fill(email);
    await ownerPage.getByLabel(en.signIn.password).fill(PASSWORD);
    await ownerPage.getByRole('button', { name: en.signIn.submit }).click();
    await expect(ownerPage).toHaveURL(/\/customer\/atelier-[a-z0-9-]+\/step-view$/);
    await owner.close();
  });
});
