import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, signIn } from './helpers';

async function loaded(page: Page, testId: string): Promise<void> {
  await expect(page.getByTestId(testId)).toBeVisible();
  await expect(page.locator('[data-slot] .erep-spinner, [data-slot] [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

/** The path of the Lyon Centre establishment, as the establishment list (the page must be on it) links to it. */
async function lyonPath(page: Page): Promise<string> {
  await loaded(page, 'erep-establishments');
  const href = await page.getByRole('link', { name: /Lyon Centre/ }).getAttribute('href');
  expect(href).toMatch(/^\/customer\/demo-bistro\/establishment\/\d+$/);
  return href ?? '';
}

const isoDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 864e5).toISOString().slice(0, 10);

test('a customer in French reads reviews against the weather, then imports sales: a bad row is refused by line, a good file shows', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'customer@demo.test', { language: 'fr', to: '/home/erep/customer/demo-bistro' });
  const base = await lyonPath(page);

  await page.goto(`${base}/weather`);
  await loaded(page, 'erep-weather');
  await expect(page.getByRole('heading', { name: 'Météo et avis' })).toBeVisible();
  // The seeded history: bands with days, and the sentence naming the strength with r and the day count.
  await expect(page.getByTestId('weather-chart').getByText(/Froid|Frais|Doux|Chaud/).first()).toBeVisible();
  await expect(page.getByTestId('relation-temperature-rating')).toHaveText(/(faible|modéré|fort|Pas de lien notable|Trop peu de jours).*(r = |jours)/);
  await expect(page.locator('[data-testid="erep-weather"] tbody tr').first()).toBeVisible();
  await expectAccessible(page);

  await page.goto(`${base}/sales`);
  await loaded(page, 'erep-sales');
  await expect(page.getByText('Aucune vente importée pour cette période.')).toBeVisible();
  const file = page.getByLabel('Fichier CSV');
  await file.setInputFiles({
    name: 'ventes.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`date;chiffre_affaires;tickets\n${isoDay(3)};1520,40;88\n${isoDay(2)};douze;61\n${isoDay(1)};1301,10;74\n`),
  });
  await page.getByRole('button', { name: 'Importer' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'rien n’a été importé' })).toBeVisible();
  await expect(page.getByTestId('sales-line-errors')).toHaveText('Ligne 3 : montant invalide');
  await expect(page.getByText('Aucune vente importée pour cette période.')).toBeVisible();

  await file.setInputFiles({
    name: 'ventes.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`date;chiffre_affaires;tickets\n${isoDay(3)};1520,40;88\n${isoDay(2)};1210,00;61\n${isoDay(1)};1301,10;74\n`),
  });
  await page.getByRole('button', { name: 'Importer' }).click();
  await expect(page.getByText('3 jours importés.')).toBeVisible();
  await expect(page.locator('[data-testid="erep-sales"] tbody tr')).toHaveCount(3);
  // The chart of revenue against the rating, beside the table of the same figures.
  await expect(page.getByTestId('sales-chart-bars').locator('rect')).toHaveCount(3);
  await expect(page.getByTestId('sales-chart').getByRole('img')).toHaveAccessibleName(/chiffre d’affaires.*jour par jour/);
  await expect(page.getByTestId('sales-totals')).toContainText('3 jours');
  await expect(page.getByTestId('relation-revenue-volume')).toContainText('Trop peu de jours (3)');
  await expectAccessible(page);
  await page.screenshot({ path: `test-results/${process.env.E2E_PORT ?? 8181}/sales-fr.png`, fullPage: true });
});

test('a correction of a review topic changes the categorization matrix', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'customer@demo.test', { language: 'en', to: '/home/erep/customer/demo-bistro/establishment/categorization' });
  await loaded(page, 'erep-categorization');
  const count = async (cell: string) => Number((await page.getByTestId(cell).innerText()).trim());
  const positive = await count('cell-staff-positive');
  const negative = await count('cell-staff-negative');
  expect(positive).toBeGreaterThan(0);

  await page.getByTestId('cell-staff-positive').getByRole('link').click();
  await expect(page).toHaveURL(/\/customer\/demo-bistro\/categorization\/staff\/review\?sentiment=positive/);
  const review = page.getByTestId('topic-review').first();
  await review.getByTestId('correct-open').click();
  await review.getByTestId('correct-staff').selectOption('negative');
  const saved = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().endsWith('/analysis'));
  await review.getByTestId('correct-save').click();
  expect((await saved).status()).toBe(200);

  await page.goto('/home/erep/customer/demo-bistro/establishment/categorization');
  await loaded(page, 'erep-categorization');
  await expect(page.getByTestId('cell-staff-positive')).toHaveText(String(positive - 1));
  await expect(page.getByTestId('cell-staff-negative')).toHaveText(String(negative + 1));
});

/**
 * Each page's overflow past a 390 px window, with what sticks out (tables scroll inside themselves,
 * but a positioned element there may still escape its area); a screenshot of each page to look at.
 */
async function phoneOverflow(page: Page, pages: [string, string][]): Promise<string[]> {
  await page.setViewportSize({ width: 390, height: 844 });
  const overflowing: string[] = [];
  for (const [path, testId] of pages) {
    await page.goto(path);
    await loaded(page, testId);
    const measure = () =>
      page.evaluate(() => {
        const client = document.documentElement.clientWidth;
        if (document.documentElement.scrollWidth <= client) return [];
        const offenders = [...document.querySelectorAll('body *')]
          .filter((e) => e.getBoundingClientRect().right > client + 1 && (!e.parentElement?.closest('.erep-table-scroll') || getComputedStyle(e).position === 'absolute'))
          .slice(0, 5)
          .map((e) => `${e.tagName.toLowerCase()}.${String(e.className)} (${Math.round(e.getBoundingClientRect().right)} px)`);
        return [`${document.documentElement.scrollWidth} px wide in ${client} px`, ...offenders];
      });
    await expect
      .poll(measure, { timeout: 5_000 })
      .toEqual([])
      .catch(async () => overflowing.push(`${path}: ${(await measure()).join(', ')}`));
    await page.screenshot({ path: `test-results/${process.env.E2E_PORT ?? 8181}/phone-${testId}.png` });
  }
  return overflowing;
}

test('the reputation pages fit a phone (390 x 844) without horizontal scrolling', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'customer@demo.test', { language: 'fr', to: '/home/erep/customer/demo-bistro' });
  const base = await lyonPath(page);
  const overflowing = await phoneOverflow(page, [
    ['/home/erep/customer/demo-bistro', 'erep-establishments'],
    ['/home/erep/customer/demo-bistro/establishment/rank', 'erep-rank'],
    ['/home/erep/customer/demo-bistro/establishment/trends', 'erep-trends'],
    ['/home/erep/customer/demo-bistro/establishment/categorization', 'erep-categorization'],
    ['/home/erep/customer/demo-bistro/establishment/search/reviews', 'erep-search'],
    ['/home/erep/customer/demo-bistro/establishment/reviews/latest', 'erep-latest'],
    [`${base}/weather`, 'erep-weather'],
    [`${base}/sales`, 'erep-sales'],
  ]);
  expect(overflowing).toEqual([]);
});
