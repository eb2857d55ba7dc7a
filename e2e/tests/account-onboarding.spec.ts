import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import accountEn from '../../mf-account/src/i18n/en.json' with { type: 'json' };
import accountFr from '../../mf-account/src/i18n/fr.json' with { type: 'json' };
import accountSp from '../../mf-account/src/i18n/sp.json' with { type: 'json' };
import { activeAccount, en as authEn, fr as authFr, sp as authSp, uniqueEmail } from './auth-helpers';
import { expectAccessible, jpegSize, settled, signIn } from './helpers';

const PASSWORD = 'Harbour-Lantern-58';
const LANGS = { en: { auth: authEn, account: accountEn }, fr: { auth: authFr, account: accountFr }, sp: { auth: authSp, account: accountSp } } as const;
type Lang = keyof typeof LANGS;

/** Every text of a resource file, by its dotted key. */
function leaves(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}
const SP_TEXTS = new Map(leaves(accountSp));
/** English texts that are not also the Spanish ones (long enough not to be a name or a word both share). */
const ENGLISH_ONLY = leaves(accountEn).filter(([key, value]) => value.length > 12 && !value.includes('{{') && SP_TEXTS.get(key) !== value);

/** The account area reads in Spanish only: no key shown raw, no English text left. */
async function expectSpanishOnly(page: Page): Promise<void> {
  const text = await page.locator('[data-slot="mf_account"]').innerText();
  const raw = [...SP_TEXTS.keys()].filter((key) => key.includes('.') && text.includes(key));
  const english = ENGLISH_ONLY.filter(([, value]) => text.includes(value)).map(([key]) => key);
  expect({ raw, english }, page.url()).toEqual({ raw: [], english: [] });
}

const starts = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

async function signUpAndPay(page: Page, lang: Lang, email: string): Promise<void> {
  await page.goto('/sign-up?c=lead-gen&n=Lead-Gen');
  // By field name: some labels start alike in French (Nom, Nom de la société).
  const field = (name: string) => page.locator(`form [name="${name}"]`);
  await field('firstname').fill('Chloé');
  await field('lastname').fill('Martin');
  await field('email').fill(email);
  await field('password').fill(PASSWORD);
  await field('confirmPassword').fill(PASSWORD);
  await field('company').fill('Chez Chloé');
  await field('address1').fill('12 quai Saint-Antoine');
  await field('zipcode').fill('69002');
  await field('city').fill('Lyon');
  await field('country').selectOption('FR');
  await field('terms').check();
  await page.getByRole('button', { name: LANGS[lang].auth.signUp.submit }).click();
  const testPayment = page.getByTestId('test-payment');
  await expect(testPayment).toContainText(LANGS[lang].auth.payment.test.badge);
  await testPayment.getByRole('button', { name: LANGS[lang].auth.payment.test.complete }).click();
  await expect(page.getByText(LANGS[lang].auth.process.active)).toBeVisible();
}

// In French, the product's default; the English texts of these pages are component tests
// (mf-auth sign-up and payment, mf-account onboarding).
test('fr: a new customer signs up, pays in test mode, goes through the three onboarding steps and the next sign-in lands on Home', async ({ page }) => {
  test.setTimeout(120_000);
  const lang = 'fr';
  const t = LANGS[lang].account;
  await page.addInitScript((lng) => localStorage.setItem('language', lng), lang);
  const email = uniqueEmail(`onboarding-${lang}`);
  await signUpAndPay(page, lang, email);

  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/customer\/chez-chloe-[0-9a-f]{6}\/step-view$/);
  const tag = /\/customer\/([^/]+)\//.exec(page.url())?.[1] ?? '';
  await expect(page.getByRole('heading', { level: 1, name: t.sections.stepView.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: t.onboarding.first.title })).toBeVisible();
  await expectAccessible(page);

  // Step 1: the draft survives leaving and coming back.
  await page.getByLabel(starts(t.fields.establishment)).fill('Le Quai de Chloé');
  await page.getByLabel(starts(t.fields.address)).fill('12 quai Saint-Antoine');
  await page.goto(`/customer/${tag}/account/personal_details`);
  await page.goto(`/customer/${tag}/step-view`);
  await expect(page.getByLabel(starts(t.fields.establishment))).toHaveValue('Le Quai de Chloé');
  await page.getByLabel(starts(t.fields.zipcode)).fill('69002');
  await page.getByLabel(starts(t.fields.city)).fill('Lyon');
  await page.getByRole('button', { name: t.onboarding.saveAndContinue }).click();
  // The new establishment's seller code, shown this once.
  await expect(page.getByTestId('seller-code')).toHaveText(/^[0-9]{6}$/);
  await page.getByRole('button', { name: t.onboarding.first.continue }).click();

  // Step 2: the public form with its live preview.
  await expect(page).toHaveURL(new RegExp(`/customer/${tag}/step-view/second-step$`));
  const preview = page.getByTestId('feedback-preview');
  await expect(preview).toContainText('Le Quai de Chloé');
  await page.getByLabel(starts(t.onboarding.second.title_color)).fill('#7a1f1f');
  await expect(page.getByTestId('preview-title')).toHaveCSS('color', 'rgb(122, 31, 31)');
  await expectAccessible(page);
  await page.getByRole('button', { name: t.onboarding.saveAndContinue }).click();

  // Step 3: platform ready; leaving and coming back resumes here.
  await expect(page).toHaveURL(new RegExp(`/customer/${tag}/step-view/third-step$`));
  await page.goto(`/customer/${tag}/step-view`);
  await expect(page.getByText(t.onboarding.third.ready)).toBeVisible();
  const link = await page.getByLabel(t.onboarding.third.link).inputValue();
  expect(link).toMatch(new RegExp(`/public/${tag}/establishment/\\d+/feedback$`));
  await expect(page.getByTestId('qr-code').locator('svg')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: t.onboarding.third.downloadSvg }).click();
  expect((await download).suggestedFilename()).toBe('le-quai-de-chloe.svg');
  const jpeg = page.waitForEvent('download');
  await page.getByRole('button', { name: t.onboarding.third.downloadJpeg }).click();
  expect((await jpeg).suggestedFilename()).toBe('le-quai-de-chloe.jpeg');
  expect(jpegSize(await readFile(await (await jpeg).path()))).toEqual({ width: 500, height: 500 });
  await expectAccessible(page);
  // The link is the real feedback page of the new establishment.
  expect((await page.request.get(`${link}?preview=true`)).status()).toBe(200);
  await page.getByRole('button', { name: t.onboarding.third.finish }).click();
  await expect(page).not.toHaveURL(/step-view/);

  // The establishment exists now: the next sign-in lands on Home, not on the Step.
  await page.goto('/sign-out');
  await expect(page).toHaveURL(/\/sign-in/);
  await signIn(page, email, PASSWORD);
  await expect(page).not.toHaveURL(/\/sign-in|step-view|first-step/);
});

test('changing the language on personal details switches the interface at once (a Spanish pass included); every page passes axe', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('language');
  const { tag } = await activeAccount(request, email, PASSWORD);
  await signIn(page, email, { password: PASSWORD, language: 'en', to: `/customer/${tag}/account/personal_details` });
  await expect(page.getByRole('tab', { name: accountEn.personal.tabs.user })).toBeVisible();
  await expect(page.getByLabel(starts(accountEn.fields.first_name))).toHaveValue('Eva');
  // This tab is swept with axe in each brand by backoffice-a11y.spec.ts.

  // The account's language (French, the partner's) is preselected; the interface is in English.
  const language = page.getByTestId('account-personalDetails').getByLabel(accountEn.fields.language);
  await expect(language).toHaveValue('fr');
  await language.selectOption('sp');
  await page.getByRole('button', { name: accountEn.save }).click();
  await expect(page.getByRole('tab', { name: accountSp.personal.tabs.user })).toBeVisible();
  await expect(page.getByRole('navigation', { name: accountSp.nav.label })).toBeVisible();
  // The Spanish pass: the key pages of the area, in real Spanish.
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectSpanishOnly(page);
  await page.goto(`/customer/${tag}/account/parameters/establishments`);
  await expect(page.getByRole('heading', { level: 1, name: accountSp.sections.parameters.title })).toBeVisible();
  await expect(page.getByRole('tab', { name: accountSp.parameters.tabs.establishments, selected: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: accountSp.parameters.tabs.users })).toBeVisible();
  await expectSpanishOnly(page);
  await page.goto(`/customer/${tag}/account/personal_details`);
  await page.getByTestId('account-personalDetails').getByLabel(accountSp.fields.language).selectOption('fr');
  await page.getByRole('button', { name: accountSp.save }).click();
  // At once, without a reload: this page, the account navigation and the document language.
  await expect(page.getByRole('tab', { name: accountFr.personal.tabs.user })).toBeVisible();
  await expect(page.getByRole('navigation', { name: accountFr.nav.label })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('fr');
  // And it stays after a reload.
  await page.reload();
  await expect(page.getByRole('tab', { name: accountFr.personal.tabs.user })).toBeVisible();

  for (const tab of ['subscription', 'setting'] as const) {
    await page.getByRole('tab', { name: accountFr.personal.tabs[tab] }).click();
    await expect(page).toHaveURL(new RegExp(`/personal_details/${tab}$`));
    await expect(page.getByRole('tabpanel').getByRole('heading').first()).toBeVisible();
    await expectAccessible(page);
  }
  await expect(page.getByTestId('current-subscription')).toHaveCount(0);

  await page.goto(`/customer/${tag}/account/contact`);
  await expect(page.getByLabel(starts(accountFr.fields.company))).toHaveValue('Reset Cafe');
  await expectAccessible(page);
  await page.goto(`/customer/${tag}/account/subscriptions`);
  await expect(page.getByRole('table')).toContainText('Lead-Gen');
  await expectAccessible(page);
  await page.goto(`/customer/${tag}/account/subscriptions/new`);
  await expect(page.getByRole('heading', { level: 1, name: accountFr.subscriptions.newTitle })).toBeVisible();
  await expectAccessible(page);
  // Renewal goes through the sign-up payment pages (the labelled test mode here).
  await page.getByRole('button', { name: accountFr.subscriptions.choose.replace('{{plan}}', 'Lead-Gen') }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: accountFr.subscriptions.confirmAction }).click();
  await expect(page).toHaveURL(/\/payment\/checkout\?code=price_lead_gen_monthly&email=/);
  const testPayment = page.getByTestId('test-payment');
  await expect(testPayment).toContainText(authFr.payment.test.badge);
  await testPayment.getByRole('button', { name: authFr.payment.test.complete }).click();
  await expect(page.getByText(authFr.process.active)).toBeVisible();
  await page.goto(`/customer/${tag}/account/subscriptions`);
  await expect(page.getByRole('table').locator('tbody tr')).toHaveCount(2);
  await expect(page.getByRole('table').locator('tbody tr').first()).toContainText(accountFr.subscriptions.status.active);
  await page.goto('/customer/support');
  await expect(page.getByText(accountFr.support.faq.qr.q)).toBeVisible();
  await expectAccessible(page);
});

// A language picked with a selector wins after sign-in; without one picked, the language saved on the
// user's record (personal details) wins over the one the device defaulted to. Once, Spanish and French;
// the other pairs, and saving a picked language on a record without one, are component tests (mf-auth
// saved-language.test.tsx, mf-account onboarding.test.tsx).
test('sp: a user whose saved language is sp reads the product in sp from a page defaulted to fr, and in fr once fr is picked', async ({ page, request }) => {
  const [saved, shown] = ['sp', 'fr'] as const;
  const email = uniqueEmail(`saved-${saved}`);
  const { tag } = await activeAccount(request, email, PASSWORD);
  const login = await request.post('/api/login', { data: { email, password: PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  const profile = { first_name: 'Eva', last_name: 'Marsh', email, language: saved };
  expect((await request.put(`/api/customer/${tag}/account/profile`, { headers: { authorization: `Bearer ${token}` }, data: profile })).status()).toBe(200);

  // The device's default (not a pick), there before the page's first script.
  await page.addInitScript((lng) => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', lng);
  }, shown);
  const signInIn = async (lang: Lang) => {
    await expect(page.getByRole('heading', { name: LANGS[lang].auth.signIn.title })).toBeVisible();
    await page.getByLabel(LANGS[lang].auth.signIn.email).fill(email);
    await page.getByLabel(LANGS[lang].auth.signIn.password).fill(PASSWORD);
    await page.getByRole('button', { name: LANGS[lang].auth.signIn.submit }).click();
    await expect(page).toHaveURL(new RegExp(`/customer/${tag}/step-view$`));
  };
  await page.goto('/sign-in');
  await signInIn(shown);
  await expect(page.getByRole('heading', { level: 1, name: LANGS[saved].account.sections.stepView.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: LANGS[saved].account.onboarding.first.title })).toBeVisible();
  await expect(page.getByText(LANGS[shown].account.onboarding.first.title)).toHaveCount(0);
  // The page's language tag is BCP 47: the product's 'sp' is 'es'.
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  // It replaces the device's default: the next visit opens in it too.
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe(saved);

  // Picked on the sign-in page, French stays after signing in, and this device remembers it.
  await page.goto('/sign-out');
  await expect(page).toHaveURL(/\/sign-in/);
  await page.getByTestId('language-selector').selectOption(shown);
  await signInIn(shown);
  await expect(page.getByRole('heading', { level: 1, name: LANGS[shown].account.sections.stepView.title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: LANGS[shown].account.sections.stepView.title })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe(shown);
  // The record had a language: it keeps it (signing out ended the first token).
  const again = (await (await request.post('/api/login', { data: { email, password: PASSWORD } })).json()) as { token: string };
  const saving = await request.get(`/api/customer/${tag}/account/profile`, { headers: { authorization: `Bearer ${again.token}` } });
  expect(((await saving.json()) as { data: { language: string } }).data.language).toBe(saved);
});

test('a password change signs out the other open session and keeps this one', async ({ page, browser, request }) => {
  const email = uniqueEmail('password');
  const { tag } = await activeAccount(request, email, PASSWORD);
  const details = `/customer/${tag}/account/personal_details`;
  await signIn(page, email, { password: PASSWORD, language: 'en', to: details });
  // Another device, signed in through the form on its own, with the same account page open.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await other.goto('/sign-in');
  await other.getByLabel(/e-?mail/i).fill(email);
  await other.getByLabel(/password/i).fill(PASSWORD);
  await other.locator('form button[type="submit"]').click();
  await expect(other).not.toHaveURL(/\/sign-in/);
  await other.goto(details);
  await expect(other.getByTestId('account-personalDetails')).toBeVisible();

  const changed = 'Copper-Meadow-73';
  await page.getByLabel(starts(accountEn.fields.current_password)).fill(PASSWORD);
  await page.getByLabel(starts(accountEn.fields.new_password)).fill(changed);
  await page.getByLabel(starts(accountEn.fields.confirmation)).fill(changed);
  await page.getByRole('button', { name: accountEn.personal.password.submit }).click();
  await expect(page.getByText(accountEn.personal.password.saved)).toBeVisible();

  const token = await other.evaluate(() => localStorage.getItem('token'));
  expect((await request.get('/api/me', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
  // The other page makes no request of its own: it stays on screen until its window gets the focus
  // back, when it asks whether its token still holds and, refused, goes to sign-in.
  await settled(other);
  await expect(other).toHaveURL(new RegExp(`${details}$`));
  await other.bringToFront();
  const asked = other.waitForResponse((response) => new URL(response.url()).pathname === '/api/me');
  await other.evaluate(() => window.dispatchEvent(new Event('focus')));
  expect((await asked).status()).toBe(401);
  await expect(other).toHaveURL(/\/sign-in/);
  expect(await other.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // This page holds the new token: its own check passes and it stays, also after a reload.
  await page.bringToFront();
  const confirmed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/me');
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  expect((await confirmed).status()).toBe(200);
  await expect(page.getByLabel(starts(accountEn.fields.current_password))).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${details}$`));
  await page.reload();
  await expect(page.getByLabel(starts(accountEn.fields.current_password))).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${details}$`));
  await elsewhere.close();
});
