import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, signIn } from './helpers';

/** The pages built on seeded data (social, weather and sales come later). */
const PAGES = [
  ['reviews', 'estab-reviews'],
  ['staffsranking', 'estab-staffsranking'],
  ['services', 'estab-services'],
  ['trends', 'estab-trends'],
  ['events', 'estab-events'],
  ['qr', 'estab-qr'],
  ['analysis', 'estab-analysis'],
] as const;
const NOT_READY = /Pas encore disponible|Not available yet|Aún no disponible/;

async function loaded(page: Page, testId: string): Promise<void> {
  await expect(page.getByTestId(testId)).toBeVisible();
  await expect(page.locator('[data-slot] .erep-spinner, [data-slot] [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

/** Pages of a PDF: its page objects (not the /Pages tree). */
const pdfPages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;

/** From the customer's establishment list (the page must be on it), the first establishment named so. */
async function openFirstEstablishment(page: Page, name: RegExp): Promise<number> {
  await loaded(page, 'erep-establishments');
  await page.getByRole('link', { name }).first().click();
  // The layout's index is the analysis.
  await expect(page).toHaveURL(/\/establishment\/\d+\/analysis$/);
  return Number(/establishment\/(\d+)\//.exec(page.url())?.[1]);
}

async function visitEveryPage(page: Page): Promise<void> {
  for (const [nav, testId] of PAGES) {
    await page.getByTestId(`estab-nav-${nav}`).click();
    await loaded(page, testId);
    await expect(page.getByTestId('estab-layout')).not.toContainText(NOT_READY);
    if (nav === 'reviews') await expect(page.getByTestId('review-card').first()).toBeVisible();
    if (nav === 'staffsranking') await expect(page.getByTestId('staff-link').first()).toBeVisible();
    if (nav === 'services') await expect(page.getByTestId('qr-code').first()).toBeVisible();
    if (nav === 'trends') await expect.poll(() => page.getByTestId('estab-trends-chart').locator('svg[role="img"] path').count()).toBeGreaterThan(1);
    if (nav === 'analysis') await expect.poll(() => page.getByTestId('density-chart').locator('path').count()).toBeGreaterThan(3);
  }
}

test('a customer in French: every page on seeded data, an event on the trends, the QR poster on one page, reviews by type', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'customer@demo.test', { language: 'fr', to: '/home/erep/customer/demo-bistro' });
  const id = await openFirstEstablishment(page, /Lyon Centre/);
  await loaded(page, 'estab-analysis');
  await expect(page.getByTestId('estab-name')).toContainText('Lyon Centre');
  await expect(page.getByTestId('score-bar')).toBeVisible();
  // All time, so the figures never depend on the day the tests run.
  await page.getByTestId('range-global').click();
  await expect(page.getByTestId('range-global')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => page.getByTestId('density-chart').locator('path').count()).toBeGreaterThan(3);
  await expect(page.getByTestId('density-summary')).toContainText('Heure de visite');
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/establishment-analysis.png', fullPage: true });

  await visitEveryPage(page);

  // Reviews by type: the type is in the URL.
  await page.getByTestId('estab-nav-reviews').click();
  await page.getByTestId('reviews-type').selectOption('negative');
  await expect(page).toHaveURL(new RegExp(`/establishment/${id}/reviews/negative$`));
  await expect(page.getByTestId('reviews-summary')).toContainText('avis');
  await expectAccessible(page);

  // A staff member's reviews from the services page.
  await page.getByTestId('estab-nav-services').click();
  await page.getByTestId('service-reviews-link').first().click();
  await loaded(page, 'estab-subject-reviews');
  await expect(page.getByTestId('review-card').first()).toBeVisible();

  // An event is recorded, then marked on the trends, then removed after a confirmation.
  await page.getByTestId('estab-nav-events').click();
  await loaded(page, 'estab-events');
  await page.getByTestId('event-add').click();
  await page.getByTestId('event-kind').selectOption('renovation');
  await page.getByTestId('event-title').fill('Nouvelle terrasse chauffée');
  await page.getByTestId('event-day').fill('2026-01-10');
  await page.getByTestId('event-end-day').fill('2026-01-05');
  await page.getByTestId('event-save').click();
  await expect(page.getByTestId('event-form')).toContainText('La date de fin doit être égale ou postérieure à la date de début.');
  await page.getByTestId('event-end-day').fill('2026-01-20');
  await page.getByTestId('event-save').click();
  await expect(page.getByTestId('event-row-title').filter({ hasText: 'Nouvelle terrasse chauffée' })).toBeVisible();
  await expectAccessible(page);
  await page.getByTestId('estab-nav-trends').click();
  await loaded(page, 'estab-trends');
  await expect(page.getByTestId('trend-events')).toContainText('Nouvelle terrasse chauffée');
  await expect(page.getByTestId('estab-trends-chart')).toContainText('Nouvelle terrasse chauffée');
  await page.screenshot({ path: 'test-results/establishment-trends.png', fullPage: true });
  await page.getByTestId('estab-nav-events').click();
  await page.getByRole('button', { name: 'Supprimer — Nouvelle terrasse chauffée' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByTestId('event-row-title').filter({ hasText: 'Nouvelle terrasse chauffée' })).toHaveCount(0);

  // The QR poster prints on one sheet, in A4 and in A5.
  await page.getByTestId('estab-nav-qr').click();
  await loaded(page, 'estab-qr');
  await expect(page.getByTestId('qr-poster')).toContainText('Votre avis compte');
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/establishment-qr.png', fullPage: true });
  for (const paper of ['A4', 'A5'] as const) {
    await page.getByTestId('qr-paper').selectOption(paper);
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    expect(pdfPages(pdf), paper).toBe(1);
  }
});

test('a partner in English: another customer\'s establishment id is not found; the pages of a Spanish customer', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'partner@demo.test', { language: 'en', to: '/customer/demo-bistro/establishment/999999/trends' });
  await loaded(page, 'estab-not-found');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Establishment not found');
  await expectAccessible(page);

  // The Madrid establishment under the bistro's tag: the same view as an id that does not exist.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await page.request.get('/api/customer/demo-taberna-madrid/establishments/all', { headers: { authorization: `Bearer ${token}` } });
  const list = (await res.json()) as { data?: { id: number }[] } | { id: number }[];
  const taberna = (Array.isArray(list) ? list : (list.data ?? []))[0]?.id;
  expect(taberna).toBeGreaterThan(0);
  await page.goto(`/customer/demo-bistro/establishment/${taberna}/analysis`);
  await loaded(page, 'estab-not-found');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Establishment not found');

  await page.goto('/home/erep/customer/demo-taberna-madrid');
  await openFirstEstablishment(page, /Centro/);
  await loaded(page, 'estab-analysis');
  await page.getByTestId('range-global').click();
  // The pages themselves are swept with axe by the French test above.
  await visitEveryPage(page);
  // The poster speaks the customer's language, whoever prints it.
  await page.getByTestId('estab-nav-qr').click();
  await expect(page.getByTestId('qr-poster')).toContainText('¡Su opinión cuenta!');
});
