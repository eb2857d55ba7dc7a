import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { expectAccessible, jpegSize, signIn } from './helpers';

const AREA = '/home/leadgen/customer';

// Each test walks a whole scenario across several pages and sessions.
test.describe.configure({ timeout: 90_000 });

async function loaded(page: Page, testId: string): Promise<void> {
  await expect(page.getByTestId(testId)).toBeVisible();
  await expect(page.locator('[data-slot] .erep-spinner, [data-slot] [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

/**
 * A downloaded image as a phone would see it: drawn by the browser (on a blank page, outside the
 * product's CSP) at 500 px wide, read by a QR decoder; with the light margin on each side in pixels.
 */
async function scanImage(page: Page, bytes: Buffer, type: string): Promise<{ text: string; modules: number; width: number; margins: number[] }> {
  const blank = await page.context().newPage();
  try {
    const { width, height, rgba } = await blank.evaluate(
      async ({ base64, mime }) => {
        const image = new Image();
        image.src = `data:${mime};base64,${base64}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = 500;
        canvas.height = Math.round((500 * image.naturalHeight) / image.naturalWidth);
        const context = canvas.getContext('2d');
        if (!context) throw new Error('canvas');
        context.fillStyle = '#ffffff';
        context.fillRect(0, 0, canvas.width, canvas.height);
        context.drawImage(image, 0, 0, canvas.width, canvas.height);
        const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
        let binary = '';
        for (let i = 0; i < data.length; i += 0x8000) binary += String.fromCharCode(...data.subarray(i, i + 0x8000));
        return { width: canvas.width, height: canvas.height, rgba: btoa(binary) };
      },
      { base64: bytes.toString('base64'), mime: type },
    );
    const data = new Uint8ClampedArray(Buffer.from(rgba, 'base64'));
    const code = jsQR(data, width, height, { inversionAttempts: 'dontInvert' });
    if (!code) throw new Error('no QR code found in the downloaded image');
    const margins = [width, width, height, height];
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const i = (y * width + x) * 4;
        if ((data[i] ?? 255) + (data[i + 1] ?? 255) + (data[i + 2] ?? 255) >= 3 * 128) continue;
        margins[0] = Math.min(margins[0] ?? width, x);
        margins[1] = Math.min(margins[1] ?? width, width - 1 - x);
        margins[2] = Math.min(margins[2] ?? height, y);
        margins[3] = Math.min(margins[3] ?? height, height - 1 - y);
      }
    }
    // Version v has 17 + 4v modules a side.
    return { text: code.data, modules: 17 + 4 * code.version, width, margins };
  } finally {
    await blank.close();
  }
}

/** Width and height of a baseline or progressive JPEG, read from its first SOF segment. */
test('a partnership proposed by the bistro (fr), accepted by the bakery (en), offers the bakery’s advantage on the bistro’s feedback page', async ({ page, browser }) => {
  await signIn(page, 'customer@demo.test', { language: 'fr', to: `${AREA}/demo-bistro/partnership` });
  await loaded(page, 'leadgen-partnership');
  await page.screenshot({ path: test.info().outputPath('partnerships-fr.png'), fullPage: true });
  await expectAccessible(page);

  // The demo partnership with the bakery ends, then the bistro proposes a new one.
  await page.getByRole('button', { name: /Mettre fin au partenariat avec Baker Street Bakery/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Mettre fin' }).click();
  await expect(page.getByText('Partenariat terminé.')).toBeVisible();
  await page.getByRole('tab', { name: 'Proposer un partenariat' }).click();
  await page.getByLabel('Trouver une entreprise').fill('bak');
  await page.getByLabel(/Baker Street Bakery \(demo-bakery/).check();
  await page.getByLabel('Message (facultatif)').fill('Un café chez nous, un cookie chez vous.');
  await page.getByRole('button', { name: 'Envoyer la proposition' }).click();
  await expect(page.getByText('Proposition envoyée à Baker Street Bakery.')).toBeVisible();
  await expect(page.getByRole('table')).toContainText('En attente de réponse');

  const bakery = await browser.newPage();
  await signIn(bakery, 'bakery@demo.test', { language: 'en', to: `${AREA}/demo-bakery/partnership` });
  await loaded(bakery, 'leadgen-partnership');
  await bakery.getByRole('tab', { name: 'Requests received (1)' }).click();
  const request = bakery.getByTestId('partnership-request');
  await expect(request).toContainText('Un café chez nous, un cookie chez vous.');
  await request.getByLabel('Your offer to their visitors').selectOption({ label: 'Free cookie with any coffee' });
  await request.getByRole('button', { name: 'Accept' }).click();
  await expect(bakery.getByText('Partnership accepted.')).toBeVisible();
  await bakery.getByRole('tab', { name: 'Partnerships' }).click();
  await expect(bakery.getByRole('table')).toContainText('Free cookie with any coffee');
  await bakery.close();

  // A visitor of the bistro may now choose the bakery's cookie.
  const visitor = await browser.newPage({ locale: 'en-GB' });
  await visitor.goto('/public/demo-bistro/establishment/demo-bistro-lyon/feedback');
  await expect(visitor.getByRole('radio', { name: /Free cookie with any coffee/ })).toBeVisible();
  await expect(visitor.locator('label', { has: visitor.getByRole('radio', { name: /Free cookie with any coffee/ }) })).toContainText('Offered by Baker Street Bakery');
  await visitor.close();
});

test('QR codes download as {name}.svg and a 500 x 500 {name}.jpeg (en)', async ({ page }) => {
  await signIn(page, 'customer@demo.test', { language: 'en', to: `${AREA}/demo-bistro/my-qrcode` });
  await loaded(page, 'leadgen-qrcode');
  // Other tests may add establishments: pick the seeded one by name.
  const card = page.getByTestId('qr-card').filter({ hasText: 'Le Petit Bistro – Croix-Rousse' }).first();
  await expect(card).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('qrcodes-en.png'), fullPage: true });
  await expectAccessible(page);

  const [svgDownload] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: /as SVG/ }).click()]);
  expect(svgDownload.suggestedFilename()).toBe('le-petit-bistro-croix-rousse.svg');
  const svg = await readFile(await svgDownload.path(), 'utf8');
  expect(svg).toMatch(/^<svg[^>]*viewBox="0 0 \d+ \d+"/);
  expect(svg).toContain('</svg>');
  // Both files scan to the page the card leads to, with a quiet zone of at least 4 modules on every side.
  const feedbackUrl = await card.getByRole('link').getAttribute('href');
  const svgScan = await scanImage(page, Buffer.from(svg), 'image/svg+xml');
  expect(svgScan.text).toBe(feedbackUrl);
  for (const side of svgScan.margins) expect(side).toBeGreaterThanOrEqual(Math.floor((4 * svgScan.width) / (svgScan.modules + 8)));

  const [jpegDownload] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: /as JPEG/ }).click()]);
  expect(jpegDownload.suggestedFilename()).toBe('le-petit-bistro-croix-rousse.jpeg');
  const jpeg = await readFile(await jpegDownload.path());
  expect(jpegSize(jpeg)).toEqual({ width: 500, height: 500 });
  const jpegScan = await scanImage(page, jpeg, 'image/jpeg');
  expect(jpegScan.text).toBe(feedbackUrl);
  // The spec's 20 px margin, on top of 4 modules of the code drawn in the 460 px inside it.
  for (const side of jpegScan.margins) expect(side).toBeGreaterThanOrEqual(20 + Math.floor((4 * 460) / (jpegScan.modules + 8)));

  // Staff codes lead to each person's feedback page.
  await page.getByRole('tab', { name: 'Staff' }).click();
  await expect(page.getByTestId('qr-card').first().getByRole('link')).toHaveAttribute('href', /\/public\/demo-bistro\/establishment\/\d+\/staffs\/\d+\/feedback$/);
});

test('a screen created here (fr) shows its rule on its public page; the statistics show the funnel', async ({ page }) => {
  await signIn(page, 'customer@demo.test', { language: 'fr', to: `${AREA}/demo-bistro/my-screen` });
  await loaded(page, 'leadgen-screen');
  await page.getByRole('tab', { name: 'Nouvel écran' }).click();
  const form = page.getByTestId('screen-form');
  await form.getByLabel('Nom', { exact: true }).fill('Vitrine du comptoir');
  await form.getByLabel('Établissement', { exact: true }).selectOption({ label: 'Le Petit Bistro – Lyon Centre' });
  await form.getByLabel("Langue de l'écran").selectOption('en');
  await form.getByLabel('Nombre de derniers avis').selectOption('10');
  await form.getByLabel('Notes', { exact: true }).selectOption('4');
  await expect(page.getByTestId('screen-form-rule')).toContainText('Les 10 derniers avis notés 4 étoiles ou plus');
  await form.getByRole('button', { name: "Créer l'écran" }).click();
  await expect(page.getByText('Écran créé.')).toBeVisible();
  // The preview speaks the screen's language.
  await expect(page.getByTestId('screen-preview')).toContainText('The 10 latest reviews rated 4 stars or more');
  await page.screenshot({ path: test.info().outputPath('screen-form-fr.png'), fullPage: true });
  await page.getByRole('tab', { name: 'Écrans' }).click();
  const row = page.getByRole('row', { name: /Vitrine du comptoir/ });
  await expect(row).toContainText('Les 10 derniers avis notés 4 étoiles ou plus');
  await page.screenshot({ path: test.info().outputPath('screens-fr.png'), fullPage: true });
  await expectAccessible(page);
  const href = await row.getByTestId('screen-link').getAttribute('href');
  expect(href).toMatch(/^\/public\/demo-bistro\/screens\/vitrine-du-comptoir-[0-9a-f]+$/);

  // The screen speaks its own language, whatever the back office's.
  await page.goto(href ?? '');
  await expect(page.getByTestId('screen-rule')).toHaveText('The 10 latest reviews rated 4 stars or more');

  await page.goto(`${AREA}/demo-bistro/establishment/analytic`);
  await loaded(page, 'leadgen-analytic');
  const chart = page.getByTestId('funnel-chart').getByRole('img', { name: 'Visiteurs à chaque étape du parcours' });
  await expect(chart).toBeAttached();
  await expect(chart).toContainText('Scans et visites');
  await expect(page.getByRole('table').first()).toContainText('Scans et visites');
  await page.screenshot({ path: test.info().outputPath('analytics-fr.png'), fullPage: true });
  await expectAccessible(page);
});
