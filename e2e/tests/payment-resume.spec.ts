import { expect, test, type Page } from '@playwright/test';
import { en, submitSignUp, uniqueEmail, useLanguage } from './auth-helpers';

const PASSWORD = 'Harbour-Lantern-58';

async function signUpUntilPayment(page: Page, email: string): Promise<void> {
  await submitSignUp(page, email, PASSWORD);
  await expect(page.getByTestId('test-payment')).toBeVisible();
}

test.describe('a payment left unfinished', () => {
  test('closing the tab before paying: sign-in resumes the payment, then the product opens, the subscription says what it costs and a receipt is mailed', async ({ browser }) => {
    const email = uniqueEmail('resume');

    const first = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const prospect = await first.newPage();
    await useLanguage(prospect, 'en');
    await signUpUntilPayment(prospect, email);
    // The tab is closed: its session storage (the pending payment) goes with it.
    await first.close();

    const second = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const page = await second.newPage();
    await useLanguage(page, 'en');
    await page.goto('/sign-in');
    await page.getByLabel(en.signIn.email).fill(email);
    await page.getByLabel(en.signIn.password).fill(PASSWORD);
    await page.getByRole('button', { name: en.signIn.submit }).click();
    const notice = page.getByRole('status').filter({ hasText: en.signIn.errors['payment-pending'] });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: en.signIn.resumePayment }).click();

    await expect(page).toHaveURL(new RegExp(`/payment/checkout\\?code=price_lead_gen_monthly&email=${encodeURIComponent(email).replace(/\./g, '\\.')}`));
    await expect(page.getByTestId('checkout-price')).toHaveText('€39 per month, billed monthly');
    await page.getByTestId('test-payment').getByRole('button', { name: en.payment.test.complete }).click();
    await expect(page.getByText(en.process.active)).toBeVisible();

    await page.getByRole('link', { name: en.process.toSignIn }).click();
    await page.getByLabel(en.signIn.email).fill(email);
    await page.getByLabel(en.signIn.password).fill(PASSWORD);
    await page.getByRole('button', { name: en.signIn.submit }).click();
    // In the product: the onboarding step of the new customer.
    await expect(page).toHaveURL(/\/customer\/chez-chloe-[0-9a-f]{6}\/step-view$/);
    const tag = /\/customer\/([^/]+)\//.exec(page.url())?.[1] ?? '';

    // Its subscription says what is charged, for which period and what happens at its end.
    await page.goto(`/customer/${tag}/account/subscriptions`);
    const row = page.getByRole('table').locator('tbody tr').first();
    await expect(row).toContainText('€39 per month, billed monthly');
    await expect(row).toContainText(/\d{1,2} \w{3,4} \d{4} – \d{1,2} \w{3,4} \d{4}/);
    await expect(row).toContainText(/Ends on \d{1,2} \w{3,4} \d{4}, not renewed automatically/);
    await expect(page.getByTestId('renewal-offer')).toHaveCount(0);

    // And the payment's receipt is in the mailbox, once, in the account's language (the partner's French).
    await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
    const receipts = page.locator('article').filter({ hasText: email }).filter({ hasText: 'Reçu de paiement' });
    await expect(receipts).toHaveCount(1);
    await expect(receipts).toContainText('Reçu de paiement – Avis Boost, formule Lead-Gen');
    await expect(receipts).toContainText(/Montant : 39\s€ par mois, facturé mensuellement/);
    await expect(receipts).toContainText(/Référence : cs_test_local_\d+/);
    await expect(receipts).toContainText(`/customer/${tag}/account/subscriptions`);
    await second.close();
  });

  test('signing up again with that address mails a link that resumes the payment, once', async ({ page }) => {
    const email = uniqueEmail('relink');
    await useLanguage(page, 'en');
    await signUpUntilPayment(page, email);
    await page.evaluate(() => sessionStorage.clear());

    // Someone who knows only the address.
    await submitSignUp(page, email, 'Another-Guess-42');
    // Said so, offered the sign-in; the payment itself is not handed out on the address alone.
    await expect(page.getByRole('status').filter({ hasText: en.signUp.pendingPayment })).toBeVisible();
    await expect(page.getByRole('link', { name: en.signUp.pendingSignIn })).toHaveAttribute('href', '/sign-in');
    await expect(page).toHaveURL(/\/sign-up\?/);

    await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
    const mail = page.locator('article').filter({ hasText: email }).first();
    await expect(mail).toContainText('Finalisez votre abonnement');
    const href = (await mail.locator('a[href*="/payment/resume/"]').getAttribute('href')) ?? '';
    await page.goto(href);
    await expect(page).toHaveURL(/\/payment\/checkout\?code=price_lead_gen_monthly/);
    await page.getByTestId('test-payment').getByRole('button', { name: en.payment.test.complete }).click();
    await expect(page.getByText(en.process.active)).toBeVisible();

    // Used once: opening it again says so.
    await page.goto(href);
    await expect(page.getByRole('alert')).toHaveText(en.payment.resume.expired);
  });
});
