import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, signIn } from './helpers';

const CUSTOMER = 'customer@demo.test';
const AREA = '/home/leadgen/customer/demo-bistro';
// The campaign test's audience: no other test adds, answers for or unsubscribes the bakery's
// contacts, so its counts hold while the other worker posts feedback to the bistro.
const CAMPAIGN_CUSTOMER = 'bakery@demo.test';
const CAMPAIGN_AREA = '/home/leadgen/customer/demo-bakery';
const SITE = '/public/demo-bistro/establishment/demo-bistro-lyon/site';

/** Writes a campaign (French texts only), previews it, saves it, and sends it from the list. */
async function createAndSend(page: Page, name: string, subject: string): Promise<number> {
  await page.getByTestId('campaign-new').click();
  const form = page.getByTestId('campaign-form');
  await form.getByLabel('Nom').fill(name);
  await form.getByLabel('Objet').fill(subject);
  await form.getByLabel('Message').fill('Bonjour {{firstname}}, revenez nous voir ce mois-ci !');
  await form.getByRole('button', { name: 'Aperçu' }).click();
  const preview = page.getByTestId('campaign-preview');
  await expect(preview).toContainText(subject.replace('{{firstname}}', 'Camille'));
  const reaches = Number((await preview.locator('p').first().textContent())?.match(/\d+/)?.[0] ?? '0');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await row.getByRole('button', { name: 'Envoyer maintenant' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Envoyer maintenant' }).click();
  // The background sender finishes it; the list refreshes while it is on its way.
  await expect(row).toContainText('Envoyée', { timeout: 30_000 });
  return reaches;
}

test('emailing in French: consenting contacts only, unsubscribe link, frequency cap', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, CAMPAIGN_CUSTOMER, { language: 'fr', to: `${CAMPAIGN_AREA}/campaign` });
  await expect(page.getByRole('heading', { name: 'Emailing automatisé' })).toBeVisible();
  await expectAccessible(page);

  const stamp = Date.now().toString(36);
  const firstSubject = `Un café vous attend ${stamp}`;
  const reaches = await createAndSend(page, `Retour ${stamp}`, firstSubject);
  expect(reaches).toBeGreaterThan(0);
  const firstRow = page.getByRole('row', { name: new RegExp(`Retour ${stamp}`) });
  // Every contact the audience counted (consenting, subscribed) got it, and nobody else.
  await expect(firstRow.getByTestId('campaign-sent')).toHaveText(String(reaches));

  // Narrowed to this campaign: other tests' mails land in the same outbox meanwhile.
  await page.goto(`/dev/mailbox?subject=${encodeURIComponent(firstSubject)}`);
  const mails = page.locator('article', { hasText: firstSubject });
  await expect(mails.first()).toBeVisible();
  expect(await mails.count()).toBe(Math.min(reaches, 50));
  const link = mails.first().locator('a[href*="/unsubscribe"]');
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/\/public\/[^/]+\/[^/]+\/unsubscribe$/);
  await page.goto(href);
  await page.locator('button.pf-button').click();
  await expect(page.getByTestId('unsubscribe-done')).toBeVisible();

  // A second campaign within a week: the unsubscribed contact is not aimed at, the others are held back by the cap.
  await page.goto(`${CAMPAIGN_AREA}/campaign`);
  const secondSubject = `Encore un café ${stamp}`;
  const reachesNow = await createAndSend(page, `Relance ${stamp}`, secondSubject);
  expect(reachesNow).toBe(reaches - 1);
  const secondRow = page.getByRole('row', { name: new RegExp(`Relance ${stamp}`) });
  await expect(secondRow.getByTestId('campaign-sent')).toHaveText('0');
  await expect(secondRow.getByTestId('campaign-capped')).toHaveText(String(reaches - 1));
  await page.goto(`/dev/mailbox?subject=${encodeURIComponent(secondSubject)}`);
  await expect(page.locator('article', { hasText: secondSubject })).toHaveCount(0);
});

test('mobile site and files in English: a file uploaded becomes the menu of the five-section site', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, CUSTOMER, { language: 'en', to: `${AREA}/files` });
  await expect(page.getByRole('heading', { name: 'Files', exact: true })).toBeVisible();
  const name = `lunch-${Date.now().toString(36)}.pdf`;
  await page.getByTestId('file-input').setInputFiles({ name, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n') });
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('link', { name })).toBeVisible();
  // A file that is not what its name says is refused.
  await page.getByTestId('file-input').setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html>not a pdf</html>') });
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Only PDF, JPEG, PNG and WebP files can be published.')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Mobile site' }).click();
  const form = page.getByTestId('site-form');
  await expect(form).toBeVisible();
  await form.getByTestId('site-menu-file-select').selectOption({ label: name });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await expectAccessible(page);

  await page.goto(`${SITE}?lang=en`);
  for (const section of ['menus', 'infos', 'reviews', 'offers', 'follow']) await expect(page.getByTestId(`site-${section}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Follow us' })).toBeVisible();
  await expect(page.getByTestId('site-disclosure')).toContainText('whatever the rating');
  const menuLink = page.getByTestId('site-menu-file');
  await expect(menuLink).toContainText(name);
  const file = await page.request.get((await menuLink.getAttribute('href')) ?? '');
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect(await page.locator('script').count()).toBe(0);
  await expectAccessible(page);
  await page.goto(`${SITE}?lang=fr`);
  await expect(page.getByRole('heading', { name: 'Suivez-nous' })).toBeVisible();
});
