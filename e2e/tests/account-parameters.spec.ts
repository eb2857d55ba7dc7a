import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import accountFr from '../../mf-account/src/i18n/fr.json' with { type: 'json' };
import visitorEn from '../../shared/src/visitor/i18n/en.json' with { type: 'json' };
import { fr as authFr, uniqueEmail } from './auth-helpers';
import { expectAccessible, signIn } from './helpers';

const LANGS = { fr: { account: accountFr, auth: authFr } } as const;
const MANAGER_PASSWORD = 'Lantern-Harbour-73';

const starts = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

async function establishmentId(request: APIRequestContext, customer: string, tag: string): Promise<number> {
  const res = await request.get(`/api/public/feedback/context?customer=${customer}&establishment=${tag}`);
  return ((await res.json()) as { data: { establishment: { id: number } } }).data.establishment.id;
}

const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('token') ?? '');

/*
 * Tabs and the establishment picker move through the address: the router renders the new panel in a
 * transition, the current one staying on screen meanwhile. As a person would, act once it shows.
 */
async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name, selected: true })).toBeVisible();
}

async function pickEstablishment(page: Page, label: string): Promise<void> {
  const picker = page.getByLabel(p.perEstablishment.establishment, { exact: true });
  await picker.selectOption({ label });
  await expect(picker.locator('option:checked')).toHaveText(label);
}

// Each walk once, in French; their English texts are component tests (mf-account
// parameters-walks.test.tsx, mf-auth invitation.test.tsx for the manager's welcome page).
const lang = 'fr';
const t = LANGS[lang].account;
const p = t.parameters;

test(`${lang}: an owner sets up an establishment, its staff, unit and seller code (an open seller session ends), and invites a manager who reaches only their establishment`, async ({ page, browser, request }) => {
  test.setTimeout(150_000);
  await page.addInitScript((lng) => localStorage.setItem('language', lng), lang);
  await signIn(page, 'customer@demo.test', { to: '/customer/demo-bistro/account/parameters/establishments' });
  const name = `Bistro Gare ${lang} ${Date.now().toString(36)}`;
  const sellerCode = String(100000 + Math.floor(Math.random() * 899999));

  // A new establishment.
  await expect(page.getByRole('tab', { name: p.tabs.establishments, selected: true })).toBeVisible();
  await page.getByTestId('establishment-new').click();
  const form = page.getByTestId('establishment-form');
  await form.getByLabel(starts(p.establishments.name)).fill(name);
  await form.getByLabel(starts(p.establishments.category)).fill('Brasserie');
  await form.getByLabel(starts(t.fields.city)).fill('Lyon');
  await form.getByLabel(starts(p.establishments.openingHours)).fill('7:00–23:00');
  await expectAccessible(page);
  await form.getByRole('button', { name: t.save }).click();
  // Its seller code, shown once, where it is created.
  await expect(page.getByRole('dialog').getByTestId('seller-code')).toHaveText(/^[0-9]{6}$/);
  await page.getByRole('dialog').getByRole('button', { name: p.establishments.done }).click();
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();

  // Its staff and a unit.
  await openTab(page, p.tabs.staff);
  await pickEstablishment(page, `${name} (Lyon)`);
  const staff = page.getByTestId('staff-form');
  await staff.getByLabel(starts(t.fields.first_name)).fill('Lina');
  await staff.getByLabel(starts(t.fields.last_name)).fill('Roche');
  await staff.getByLabel(starts(p.staff.department)).fill('Salle');
  await staff.getByRole('button', { name: p.add }).click();
  await expect(page.getByRole('cell', { name: 'Lina Roche', exact: true })).toBeVisible();
  await openTab(page, p.tabs.units);
  await pickEstablishment(page, `${name} (Lyon)`);
  await page.getByTestId('unit-form').getByLabel(starts(p.units.name)).fill('Terrasse');
  await page.getByTestId('unit-form').getByRole('button', { name: p.add }).click();
  await expect(page.getByRole('cell', { name: 'Terrasse', exact: true })).toBeVisible();

  // Its seller code, chosen by the owner and shown once.
  await openTab(page, p.tabs.seller_codes);
  await pickEstablishment(page, `${name} (Lyon)`);
  await page.getByLabel(starts(p.seller.choose)).fill(sellerCode);
  await page.getByTestId('seller-rotate').click();
  await page.getByRole('alertdialog').getByRole('button', { name: p.seller.rotate }).click();
  await expect(page.getByTestId('seller-code')).toHaveText(sellerCode);

  // A seller signs in with it on another device, ready to validate a visitor's coupon.
  const coupon = await request.post('/api/public/customers/demo-bistro/establishments/demo-bistro-lyon/advantages/adv-cafe-offert/enable', {
    data: { email: uniqueEmail(`seller-${lang}`) },
  });
  const code = ((await coupon.json()) as { data: { code: string } }).data.code;
  const sellerContext = await browser.newContext({ locale: 'en-GB' });
  const seller = await sellerContext.newPage();
  await seller.goto(`/public/customer/demo-bistro/discount/auth/${code}?redirect=${encodeURIComponent(`/public/discount/validation/${code}`)}`);
  await seller.getByLabel(visitorEn.seller.code).fill(sellerCode);
  await seller.getByRole('button', { name: visitorEn.seller.submit }).click();
  await expect(seller.getByRole('button', { name: visitorEn.seller.validate })).toBeVisible();

  // A new code ends that session: the validation page asks for the code again.
  await page.getByLabel(starts(p.seller.choose)).fill('');
  await page.getByTestId('seller-rotate').click();
  await page.getByRole('alertdialog').getByRole('button', { name: p.seller.rotate }).click();
  await expect(page.getByTestId('seller-code')).not.toHaveText(sellerCode);
  await seller.getByRole('button', { name: visitorEn.seller.validate }).click();
  await expect(seller.getByText(visitorEn.seller.ended)).toBeVisible();
  await expect(seller.getByLabel(visitorEn.seller.code)).toBeVisible();
  await sellerContext.close();

  // A manager of the Lyon centre only, invited by email.
  const managerEmail = uniqueEmail(`manager-${lang}`);
  await openTab(page, p.tabs.users);
  await page.getByTestId('user-invite').click();
  const invite = page.getByTestId('user-form');
  await invite.getByLabel(starts(t.fields.email)).fill(managerEmail);
  await invite.getByLabel(starts(t.fields.first_name)).fill('Marc');
  await invite.getByLabel(starts(t.fields.last_name)).fill('Petit');
  await invite.getByLabel('Le Petit Bistro – Lyon Centre (Lyon)').check();
  await expectAccessible(page);
  await invite.getByRole('button', { name: p.users.send }).click();
  await expect(page.getByRole('cell', { name: managerEmail, exact: true })).toBeVisible();
  const invitedRow = page.getByRole('row').filter({ hasText: managerEmail });
  await expect(invitedRow.getByRole('cell', { name: p.users.pending, exact: true })).toBeVisible();

  // The manager opens the mailed link: a welcome to the business, a password to choose, and signed in.
  const managerContext = await browser.newContext();
  const manager = await managerContext.newPage();
  await manager.addInitScript((lng) => localStorage.setItem('language', lng), lang);
  await manager.goto(`/dev/mailbox?to=${encodeURIComponent(managerEmail)}`);
  await manager.locator('article').filter({ hasText: managerEmail }).first().locator('a[href*="/invitation/"]').click();
  const welcome = LANGS[lang].auth.invitation;
  await expect(manager.getByRole('heading', { level: 1, name: welcome.title.replace('{{business}}', 'Le Petit Bistro') })).toBeVisible();
  await expect(manager.getByText(welcome.leadNamed.replace('{{name}}', 'Marc').replace('{{business}}', 'Le Petit Bistro'))).toBeVisible();
  await expectAccessible(manager);
  await manager.getByLabel(new RegExp(`^${welcome.password}`)).fill(MANAGER_PASSWORD);
  await manager.getByLabel(new RegExp(`^${welcome.confirmation}`)).fill(MANAGER_PASSWORD);
  await manager.getByRole('button', { name: welcome.submit }).click();
  await expect(manager).not.toHaveURL(/\/sign-in|\/invitation\//);
  expect(await tokenOf(manager)).not.toBe('');
  // Accepted: the owner's list no longer shows the invitation.
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: managerEmail }).getByRole('cell', { name: p.users.active, exact: true })).toBeVisible();
  await manager.goto('/customer/demo-bistro/account/parameters/establishments');
  await expect(manager.getByRole('cell', { name: 'Le Petit Bistro – Lyon Centre', exact: true })).toBeVisible();
  await expect(manager.getByRole('cell', { name: 'Le Petit Bistro – Croix-Rousse', exact: true })).toHaveCount(0);
  await expect(manager.getByRole('cell', { name, exact: true })).toHaveCount(0);

  // And the API refuses the others, reputation included.
  const headers = { authorization: `Bearer ${await tokenOf(manager)}` };
  const croix = await establishmentId(request, 'demo-bistro', 'demo-bistro-croix-rousse');
  expect((await request.get(`/api/customer/demo-bistro/establishments/${croix}`, { headers })).status()).toBe(404);
  const overview = await request.get('/api/customer/demo-bistro/reputation/overview?period=global', { headers });
  const figures = ((await overview.json()) as { data: { establishments: { name: string }[] } }).data.establishments;
  expect(figures.map((e) => e.name)).toEqual(['Le Petit Bistro – Lyon Centre']);
  const search = await request.get(`/api/customer/demo-bistro/reputation/reviews/search?period=global&place=e${croix}`, { headers });
  expect(((await search.json()) as { total: number }).total).toBe(0);
  await managerContext.close();
});

// A partner acts on its own customer (the hotel), never on another partner's.
const c = { customer: 'demo-hotel-annecy', establishment: 'demo-hotel-annecy-lac', name: 'Hôtel du Lac – Restaurant', color: '#5d0b3a', rgb: 'rgb(93, 11, 58)' } as const;

test(`${lang}: a partner edits its customer's establishment and theme (shown on the public feedback page), and is refused on another partner's`, async ({ page, request }) => {
  test.setTimeout(90_000);
  await page.addInitScript((lng) => localStorage.setItem('language', lng), lang);
  await signIn(page, 'partner@demo.test', { to: `/customer/${c.customer}/account/parameters/establishments` });
  const id = await establishmentId(request, c.customer, c.establishment);

  await page.getByRole('button', { name: p.editNamed.replace('{{name}}', c.name) }).click();
  const form = page.getByTestId('establishment-form');
  await form.getByLabel(starts(t.fields.phone)).fill('+33 4 50 12 34 56');
  await form.getByRole('button', { name: t.save }).click();
  await expect(page.getByRole('cell', { name: '+33 4 50 12 34 56', exact: true }).first()).toBeVisible();

  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const nordic = await establishmentId(request, 'nordic-cafe', 'nordic-cafe-gracia');
  expect((await request.put(`/api/customer/nordic-cafe/establishments/${nordic}`, { headers, data: { name: 'Taken over' } })).status()).toBe(403);

  // The theme: a poor contrast is flagged, then fixed; the public page wears the saved colours.
  await openTab(page, p.tabs.theme);
  await page.getByTestId('theme-back_color').fill(c.color);
  await page.getByTestId('theme-font_color').fill('#6b6b6b');
  await expect(page.getByText(p.theme.contrastTitle)).toBeVisible();
  await page.getByTestId('theme-font_color').fill('#ffffff');
  await page.getByTestId('theme-title_color').fill('#1f2937');
  await expect(page.getByTestId('theme-contrast-ok')).toBeVisible();
  await expect(page.getByTestId('feedback-preview').locator('.account-preview__button')).toHaveCSS('background-color', c.rgb);
  await expectAccessible(page);
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(p.theme.saved)).toBeVisible();

  await page.goto(`/public/${c.customer}/establishment/${id}/feedback`);
  await expect(page.locator('form button[type="submit"]')).toHaveCSS('background-color', c.rgb);
});
