import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import account from '../../mf-account/src/i18n/en.json' with { type: 'json' };
import sp from '../../shared/src/visitor/i18n/sp.json' with { type: 'json' };
import { signIn } from './helpers';

/*
 * The blocker as the bakery met it: a 4-star "Otra vez, muy bien." sent its owner a "Negative
 * review" mail whose link led into a page its Lead-Gen plan does not include. The alert follows the
 * stars the setting names (1 or 2), and the mail's link opens what the plan has.
 */

// Two visitors, the mailbox polled for the worker, and the owner's pages, on a shared two-core machine.
test.describe.configure({ timeout: 90_000 });

const OWNER = 'bakery@demo.test';
const SETTINGS = '/customer/demo-bakery/account/personal_details/setting';
const FEEDBACK = '/public/demo-bakery/establishment/demo-bakery-camden/feedback';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const f = sp.feedback;

/** A first name no other test gives: the alert mail names the visitor, so it tells this test's reviews apart. */
const visitorName = (first: string) => `${first} ${Date.now().toString(36).replace(/\d/g, (d) => 'abcdefghij'.charAt(Number(d)))}`;

/** A Spanish visitor on a phone of their own (a device reviews once a day) leaves a review on the bakery's form. */
async function leaveReview(browser: Browser, stars: 2 | 4, firstname: string, comment: string): Promise<void> {
  const context = await browser.newContext({ ...PHONE, locale: 'es-ES' });
  const page = await context.newPage();
  await page.goto(FEEDBACK);
  // The server-rendered form, then the remote's once it took over.
  await page.getByRole('heading', { level: 1 }).click();
  await expect(page.getByTestId('public-feedback')).toBeVisible();
  const rating = page.getByRole('radio', { name: stars === 4 ? f.rating.good : f.rating.bad, exact: true });
  await expect(rating).toHaveAttribute('value', String(stars));
  await rating.check();
  await page.getByLabel(new RegExp(`^${f.firstname}`)).fill(firstname);
  await page.getByLabel(f.comment).fill(comment);
  await page.getByRole('checkbox', { name: f.acceptTerms }).check();
  await page.getByRole('button', { name: f.submit }).click();
  await expect(page).toHaveURL(/\/feedback-success/);
  await context.close();
}

/** The owner's mails about this visitor's review, as the development mailbox lists them. */
const mailsAbout = (mailbox: Page, firstname: string): Locator => mailbox.locator('article').filter({ hasText: `To: ${OWNER}` }).filter({ hasText: `— ${firstname}` });

async function mailCount(mailbox: Page, firstname: string): Promise<number> {
  await mailbox.goto(`/dev/mailbox?to=${encodeURIComponent(OWNER)}`);
  return mailsAbout(mailbox, firstname).count();
}

test('a 4-star "Otra vez, muy bien." alerts nobody; a 2-star review does, and its link opens a page the Lead-Gen plan has', async ({ page, browser }) => {
  // The owner keeps the alert the setting describes as 1 or 2 stars, whatever the comment says.
  const settings = page.waitForResponse((r) => r.url().endsWith('/customer/demo-bakery/account/settings') && r.request().method() === 'GET');
  await signIn(page, OWNER, { language: 'en', to: SETTINGS });
  const stored = ((await (await settings).json()) as { data: { alert_negative_reviews: boolean } }).data;
  const alert = page.getByRole('checkbox', { name: account.personal.settings.alertNegative });
  // The form shows the stored choice before anything is changed.
  await expect(alert).toBeChecked({ checked: stored.alert_negative_reviews });
  await expect(page.getByText(account.personal.settings.alertNegativeHint)).toBeVisible();
  if (!stored.alert_negative_reviews) {
    await alert.check();
    await page.getByRole('button', { name: account.save }).click();
    await expect(page.getByText(account.personal.settings.saved)).toBeVisible();
    await page.reload();
    await expect(alert).toBeChecked();
  }

  // Four stars with a short praise the text analyser scores below zero: no alert.
  const praising = visitorName('Lucía');
  await leaveReview(browser, 4, praising, 'Otra vez, muy bien.');
  const mailbox = await browser.newPage();
  expect(await mailCount(mailbox, praising)).toBe(0);

  // Two stars: the alert arrives within the worker's polling, once.
  const unhappy = visitorName('Marta');
  await leaveReview(browser, 2, unhappy, 'El pan estaba duro y nadie atendía.');
  await expect.poll(() => mailCount(mailbox, unhappy), { timeout: 30_000 }).toBe(1);
  const mail = mailsAbout(mailbox, unhappy);
  // The owner reads English.
  await expect(mail.locator('header strong')).toHaveText('Negative review (2/5) for Baker Street Bakery – Camden');
  await expect(mail).toContainText('El pan estaba duro y nadie atendía.');
  // The worker sends in order: the 4-star review, sent first, has been through it and got nothing.
  expect(await mailCount(mailbox, praising)).toBe(0);

  // The plan has no reviews area: the link is the plans on offer, never a page into /home/erep.
  const links = mail.locator('pre a');
  await expect(links).toHaveCount(1);
  const link = new URL((await links.getAttribute('href')) ?? '');
  expect(link.pathname).toBe('/customer/demo-bakery/account/subscriptions/new');
  await mailbox.close();

  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByTestId('account-subscriptions-new')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: account.subscriptions.newTitle })).toBeVisible();
  // The plan with the reviews area is there to choose; not the page that says the plan lacks what was asked.
  await expect(page.getByRole('button', { name: account.subscriptions.choose.replace('{{plan}}', 'All_inclusive_monthly') })).toBeEnabled();
  await expect(page.getByTestId('upgrade')).toHaveCount(0);
});
