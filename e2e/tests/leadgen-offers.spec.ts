import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { expectAccessible, signIn } from './helpers';

const FEEDBACK = '/public/demo-bistro/establishment/demo-bistro-lyon/feedback';
const SCREEN = '/public/demo-bistro/screens/screen-demo-bistro-lyon';
const SHOTS = process.env.E2E_SHOTS ?? '';
const run = `${Date.now()}`.slice(-6);

async function downloaded(page: Page, click: () => Promise<void>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return readFile(await (download as Download).path(), 'utf8');
}

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test.describe('offers back office', () => {
  test('in French: an advantage created here is taken by a visitor, validated by hand, and the visitor’s data is exported then erased', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const titleEn = `Free glass of wine ${run}`;
    const email = `lucia.${run}@example.es`;
    const lastName = `Navarro${run}`;
    await signIn(page, 'customer@demo.test', { to: '/home/leadgen/customer/demo-bistro/advantage' });

    // The advantage, with its English title.
    await expect(page.getByRole('heading', { level: 1, name: 'Avantages' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Café offert/ })).toContainText('Actif');
    await page.getByTestId('advantage-new').click();
    await expect(page.getByText('Offert pour tout avis, quelle que soit la note')).toBeVisible();
    await page.getByTestId('advantage-title-fr').fill(`Verre de vin offert ${run}`);
    await page.getByTestId('advantage-title-en').fill(titleEn);
    await expect(page.getByTestId('advantage-preview')).toContainText(`Verre de vin offert ${run}`);
    await shot(page, 'advantage-form-fr');
    await expectAccessible(page);
    await page.getByTestId('advantage-save').click();
    await expect(page.getByText('Avantage créé.')).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(`Verre de vin offert ${run}`) })).toContainText('Actif');
    await shot(page, 'advantage-list-fr');

    // An English-speaking visitor sees it in English and takes it.
    const visitor = await browser.newContext({ locale: 'en-GB' });
    const v = await visitor.newPage();
    await v.goto(FEEDBACK);
    await v.getByRole('heading', { level: 1 }).click();
    await expect(v.locator('[data-testid="public-feedback"]')).toBeVisible();
    await v.getByRole('radio', { name: /amazing/i }).check();
    await v.getByLabel(/first name/i).fill('Lucía');
    await v.getByLabel(/last name/i).fill(lastName);
    await v.getByLabel(/^email$/i).fill(email);
    await v.getByRole('radio', { name: new RegExp(titleEn) }).check();
    await v.getByRole('checkbox', { name: /accept the terms/i }).check();
    // Marketing consent is a box of its own, unticked until the visitor ticks it.
    const consent = v.getByRole('checkbox', { name: /agree to receive offers and news from Le Petit Bistro/i });
    await expect(consent).not.toBeChecked();
    await consent.check();
    await v.getByLabel('Your comment').fill(`Lovely terrace ${run}.`);
    await v.getByRole('button', { name: 'Send my review' }).click();
    await expect(v).toHaveURL(/\/feedback-success/);
    const code = (await v.getByTestId('coupon-code').innerText()).trim();
    await visitor.close();

    // The coupon is in the list, validated by hand.
    await page.goto('/home/leadgen/customer/demo-bistro/discount-coupon');
    await page.getByTestId('coupons-q').fill(code);
    await page.getByTestId('coupons-search').click();
    const row = page.getByTestId('coupon-row').filter({ hasText: code });
    await expect(row).toContainText('Actif');
    await expect(row).toContainText(email);
    await row.getByRole('button', { name: `Valider le coupon ${code}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Valider' }).click();
    await expect(row).toContainText('Validé');
    await expect(row).toContainText('à la main');
    await shot(page, 'coupons-fr');
    await expectAccessible(page);

    // Contacts: the GDPR export holds the review and the coupon; the erasure removes the person everywhere.
    await page.goto('/home/leadgen/customer/demo-bistro/contact');
    await page.getByTestId('contacts-q').fill(email);
    await page.getByTestId('contacts-search').click();
    await expect(page.getByTestId('contact-row')).toHaveCount(1);
    await expect(page.getByTestId('contact-row')).toContainText('Lucía');
    // The consent with its date, and the English words the visitor ticked.
    await expect(page.getByTestId('contact-consent')).toContainText('Donné le');
    await page.getByTestId('contact-consent').getByText('Texte accepté').click();
    await expect(page.getByTestId('contact-consent')).toContainText('I agree to receive offers and news from Le Petit Bistro by e-mail (optional).');
    await shot(page, 'contacts-fr');
    await expectAccessible(page);
    const dump = JSON.parse(await downloaded(page, () => page.getByTestId('contact-gdpr-export').click())) as {
      contact: { email: string };
      reviews: { comment: string }[];
      coupons: { code: string }[];
    };
    expect(dump.contact.email).toBe(email);
    expect(dump.reviews.map((r) => r.comment)).toContain(`Lovely terrace ${run}.`);
    expect(dump.coupons.map((c) => c.code)).toContain(code);
    expect(await downloaded(page, () => page.getByTestId('contacts-export').click())).toContain(email);

    await page.getByTestId('contact-erase').click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Effacer' }).click();
    await expect(page.getByText('Aucun contact ne correspond à ces filtres.')).toBeVisible();
    await page.getByRole('button', { name: 'Réinitialiser' }).click();
    await expect(page.getByTestId('contacts-total')).toBeVisible();
    expect(await downloaded(page, () => page.getByTestId('contacts-export').click())).not.toContain(email);

    // The coupon and its counts stay, without the person.
    await page.goto('/home/leadgen/customer/demo-bistro/discount-coupon');
    await page.getByTestId('coupons-q').fill(code);
    await page.getByTestId('coupons-search').click();
    await expect(page.getByTestId('coupon-row').filter({ hasText: code })).toContainText('sans e-mail');
    await page.goto('/home/leadgen/customer/demo-bistro/advantage');
    const advantageRow = page.getByRole('row', { name: new RegExp(`Verre de vin offert ${run}`) });
    await expect(advantageRow.getByRole('cell').nth(5)).toHaveText('1');
    await expect(advantageRow.getByRole('cell').nth(6)).toHaveText('1');
    const screen = await page.request.get(SCREEN);
    expect(await screen.text()).not.toContain(email);
    expect(await screen.text()).not.toContain(lastName);
  });

  test('in English: the form explains its rules and errors, previews the offer and adds it to the list', async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, 'bakery@demo.test', { to: '/home/leadgen/customer/demo-bakery/advantage' });
    await expect(page.getByRole('heading', { level: 1, name: 'Advantages' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Free cookie with any coffee/ })).toContainText('Active');
    await expect(page.getByRole('row', { name: /15% off celebration cakes/ })).toContainText('Expired');
    // The list is swept with axe in each brand by backoffice-a11y.spec.ts.

    await page.getByRole('tab', { name: 'New advantage' }).click();
    await expect(page.getByText('Given for any feedback, whatever the rating')).toBeVisible();
    await page.getByTestId('advantage-save').click();
    await expect(page.getByTestId('advantage-form').getByText('Fill in this field.')).toBeVisible();
    await page.getByTestId('advantage-title-en').fill(`Birthday cake ${run}`);
    await page.getByLabel('Kind').selectOption('percent');
    await page.getByTestId('advantage-save').click();
    await expect(page.getByText('Enter a percentage between 0 and 100.')).toBeVisible();
    await page.getByLabel('Percentage (%)').fill('20');
    await page.getByLabel('Limited quantity').fill('30');
    const preview = page.getByTestId('advantage-preview');
    await expect(preview).toContainText(`Birthday cake ${run}`);
    await expect(preview).toContainText('20 % off');
    await expect(preview).toContainText('Only 30 left.');
    await page.getByTestId('advantage-save').click();
    const row = page.getByRole('row', { name: new RegExp(`Birthday cake ${run}`) });
    await expect(row).toContainText('Active');
    await expect(row).toContainText('30 left of 30');

    await row.getByRole('button', { name: `Pause Birthday cake ${run}` }).click();
    await expect(row).toContainText('Paused');
    await row.getByRole('button', { name: `Delete Birthday cake ${run}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(row).toHaveCount(0);
    await page.goto('/home/leadgen/customer/demo-bakery/discount-coupon');
    await expect(page.getByTestId('coupons-total')).toContainText('coupons');
    await shot(page, 'coupons-en');
  });
});
