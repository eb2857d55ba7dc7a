import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible, signIn } from './helpers';

const PAGES = [
  ['rank', 'erep-rank'],
  ['trends', 'erep-trends'],
  ['categorization', 'erep-categorization'],
  ['search', 'erep-search'],
  ['latest', 'erep-latest'],
  ['list', 'erep-establishments'],
] as const;

/**
 * Lines of a chart that can be seen: stroked paths whose box overlaps the drawn svg by more than a
 * few pixels. A chart squashed to no width, or lines drawn outside it, counts none.
 */
async function visibleLines(chart: Locator): Promise<number> {
  return chart.locator('svg[role="img"]').evaluate((svg) => {
    const frame = svg.getBoundingClientRect();
    if (frame.width < 100 || frame.height < 100) return 0;
    return [...svg.querySelectorAll('path')].filter((path) => {
      if (path.getAttribute('fill') !== 'none' || !path.getAttribute('stroke')) return false;
      const box = path.getBoundingClientRect();
      return Math.min(box.right, frame.right) - Math.max(box.left, frame.left) > 10;
    }).length;
  });
}

/** The chart's date labels: its texts naming a month and year ('janv. 2025') or a day ('26 oct.'). */
async function dateLabels(chart: Locator, pattern = /^\S+ \d{4}$/): Promise<string[]> {
  const texts = await chart.locator('svg[role="img"] text').allTextContents();
  return texts.map((t) => t.trim()).filter((t) => pattern.test(t));
}
const FRENCH_MONTHS = /^(janv\.|févr\.|mars|avr\.|mai|juin|juil\.|août|sept\.|oct\.|nov\.|déc\.) \d{4}$/;
const FRENCH_DAYS = /^\d{1,2} (janv\.|févr\.|mars|avr\.|mai|juin|juil\.|août|sept\.|oct\.|nov\.|déc\.)$/;

async function loaded(page: Page, testId: string): Promise<void> {
  await expect(page.getByTestId(testId)).toBeVisible();
  await expect(page.locator('[data-slot] .erep-spinner, [data-slot] [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

/**
 * Each test once, in one language. The customer's walk runs in the narrow layout (1024 px, the
 * navbar folded behind its menu button), where the charts have the least room; the others at the
 * desktop width. The chart's month names in English and Spanish are component tests (trends.test.tsx).
 */
async function start(page: Page, email: string, to: string, language: 'fr' | 'en' | 'sp', width = 1280): Promise<void> {
  await signIn(page, email, { language, to });
  // The language selector sits in the desktop navbar: the sign-in chooses it, then the window narrows.
  await page.setViewportSize({ width, height: 900 });
}

test('a partner filters the customers list and opens a customer', async ({ page }) => {
  // The list itself is swept with axe in each brand by backoffice-a11y.spec.ts.
  await start(page, 'partner@demo.test', '/home/erep/customers', 'en');
  await loaded(page, 'erep-customers');
  await expect(page.getByTestId('customer-link').first()).toBeVisible();
  await page.getByTestId('customers-search').fill('madrid');
  await page.getByTestId('customers-search').press('Enter');
  await expect(page.getByTestId('customer-link')).toHaveCount(1);
  await expect(page.getByTestId('customer-link')).toHaveText('La Taberna del Sol');
  await page.getByTestId('customers-search').fill('bistro');
  await page.getByTestId('customers-search').press('Enter');
  await page.getByTestId('customer-link').filter({ hasText: 'Le Petit Bistro' }).click();
  await expect(page).toHaveURL(/\/home\/erep\/customer\/demo-bistro$/);
  await loaded(page, 'erep-establishments');
  await expect(page.getByRole('link', { name: /Lyon Centre/ })).toBeVisible();
});

test('a customer sees seeded data on every page; the range holds across pages; Global is all time; search finds inflections', async ({ page }) => {
  // Six pages, five of them checked with axe.
  test.setTimeout(120_000);
  await start(page, 'customer@demo.test', '/home/erep/customer/demo-bistro', 'fr', 1024);
  await loaded(page, 'erep-establishments');
  await expect(page.getByTestId('score-bar')).toBeVisible();
  // The two seeded establishments (other tests may add more to this customer).
  await expect(page.locator('[data-testid="erep-establishments"] tbody tr').filter({ hasText: 'Le Petit Bistro' })).toHaveCount(2);

  // A narrow period on the list page holds on the ranking page.
  await page.getByTestId('range-start').fill('2020-01-01');
  await page.getByTestId('range-end').fill('2020-01-31');
  await page.getByTestId('range-apply').click();
  await expect(page.getByTestId('range-status')).toContainText('2020-01-01');
  await page.getByTestId('nav-rank').click();
  await loaded(page, 'erep-rank');
  await expect(page.getByTestId('range-status')).toContainText('2020-01-31');
  await expect(page.getByTestId('range-start')).toHaveValue('2020-01-01');

  // Global: all time, on every page.
  await page.getByTestId('range-global').click();
  await expect(page.getByTestId('range-global')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('[data-testid="erep-rank"] tbody tr').first()).toBeVisible();
  // The formula sits in a note opened from the keyboard.
  await expect(page.getByTestId('rank-formula')).toBeHidden();
  await page.getByTestId('rank-how').locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('rank-formula')).toBeVisible();
  await expect(page.getByTestId('rank-how')).toContainText(/m = \d+/);
  await page.screenshot({ path: 'test-results/ranking-how.png', fullPage: true });

  for (const [nav, testId] of PAGES) {
    await page.getByTestId(`nav-${nav}`).click();
    await loaded(page, testId);
    // Latest reviews are the newest whatever the period: that page has no range.
    if (nav !== 'latest') await expect(page.getByTestId('range-global')).toHaveAttribute('aria-pressed', 'true');
    if (nav === 'trends') {
      // nivo draws one line per place with reviews; each must be seen, not squashed to nothing.
      const chart = page.getByTestId('trends-chart');
      await expect.poll(() => visibleLines(chart)).toBeGreaterThan(3);
      const legend = page.getByTestId('trends-legend').getByRole('listitem');
      expect(await legend.count()).toBe(await visibleLines(chart));
      await expect(legend.filter({ hasText: 'Le Petit Bistro' }).first()).toBeVisible();
      // All time: months and their full year, in the page's language.
      const labels = await dateLabels(chart);
      expect(labels.length).toBeGreaterThan(2);
      for (const label of labels) expect(label).toMatch(FRENCH_MONTHS);
    }
    if (nav === 'latest') {
      await expect(page.getByTestId('latest-review').first()).toBeVisible();
      await expect(page.getByTestId('internal-mark').first()).toBeVisible();
    }
    if (nav === 'search') {
      await page.getByTestId('search-q').fill('accueillant');
      await page.getByTestId('search-language').selectOption('fr');
      await page.getByTestId('search-submit').click();
      await expect(page.getByTestId('search-hit').first()).toBeVisible();
      const marks = page.locator('[data-testid="search-hit"] mark');
      await expect(marks.first()).toBeVisible();
      const words = await marks.allTextContents();
      expect(words.every((w) => /^accueil/i.test(w))).toBe(true);
    }
    // Categorization needs the analyser's rows: it shows its empty state until the analyser fills them.
    // The establishment list is swept in each brand by backoffice-a11y.spec.ts.
    if (nav !== 'list') await expectAccessible(page);
  }
  // The trends table alternative.
  await page.getByTestId('nav-trends').click();
  await loaded(page, 'erep-trends');
  await page.getByTestId('trends-view').selectOption('table');
  await expect(page.getByTestId('trends-table').locator('tbody tr').first()).toBeVisible();
  await expectAccessible(page);
});

test('an admin sees the counts and finds a customer', async ({ page }) => {
  // The admin home is swept with axe in each brand by backoffice-a11y.spec.ts; the results are swept here.
  await start(page, 'admin@demo.test', '/home/erep/user', 'sp');
  await loaded(page, 'erep-user-home');
  await expect(page.getByTestId('count-partners')).toHaveText('2');
  await page.getByTestId('home-search').fill('fjord');
  await page.getByTestId('home-search').press('Enter');
  await expect(page.getByTestId('home-results').getByRole('link')).toHaveText('Fjord Café');
  await expectAccessible(page);
});

test('a Lead-Gen customer is refused by the API and never shown the reputation pages', async ({ page }) => {
  await signIn(page, 'bakery@demo.test', { to: '/home/erep/customer/demo-bakery' });
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await page.request.get('/api/customer/demo-bakery/reputation/overview', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(403);
  // The shell offers an upgrade in place of the area its plan lacks.
  await expect(page.getByTestId('upgrade')).toBeVisible();
  await expect(page.getByTestId('erep-establishments')).toHaveCount(0);
});

test('the trends of the last 30 days: by day, gaps left open, read on a desktop and on a phone', async ({ page }) => {
  await start(page, 'customer@demo.test', '/home/erep/customer/demo-bistro/establishment/trends', 'fr');
  await loaded(page, 'erep-trends');
  await page.getByTestId('range-reset').click();
  // The default range is the last 30 days: a point a day, not two monthly points.
  await expect(page.getByTestId('trends-interval')).toHaveValue('day');
  const chart = page.getByTestId('trends-chart');
  await expect.poll(() => visibleLines(chart)).toBeGreaterThan(0);
  const labels = await dateLabels(chart, FRENCH_DAYS);
  expect(labels.length).toBeGreaterThan(2);
  // The owner's line is the thickest, solid; every other line has a dash pattern.
  const strokes = await chart.locator('svg[role="img"] path[fill="none"][stroke-width]').evaluateAll((paths) =>
    paths.map((p) => ({ width: Number(p.getAttribute('stroke-width')), dash: p.getAttribute('stroke-dasharray') })),
  );
  const widest = Math.max(...strokes.map((s) => s.width));
  expect(strokes.filter((s) => s.width === widest)).toEqual([{ width: widest, dash: null }]);
  expect(strokes.filter((s) => s.width < widest).every((s) => s.dash !== null)).toBe(true);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/trends-desktop.png', fullPage: true });

  await page.setViewportSize({ width: 375, height: 812 });
  await expect.poll(() => visibleLines(chart)).toBeGreaterThan(0);
  // The legend wraps inside the phone's width; nothing scrolls sideways. The chart measures its new
  // width after the resize (a resize observer), so both are read once the layout has settled.
  const legend = page.getByTestId('trends-legend');
  await expect.poll(async () => {
    const box = await legend.boundingBox();
    return (box?.x ?? 0) + (box?.width ?? 999);
  }).toBeLessThanOrEqual(375);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // Fewer labels on a narrow chart, none overlapping.
  const phoneLabels = await chart.locator('svg[role="img"] text').evaluateAll((texts) =>
    texts.filter((t) => /^\d{1,2} \S+$/.test(t.textContent?.trim() ?? '')).map((t) => t.getBoundingClientRect()).map((r) => [r.left, r.right]),
  );
  expect(phoneLabels.length).toBeGreaterThan(1);
  for (let i = 1; i < phoneLabels.length; i += 1) expect(phoneLabels[i]?.[0] ?? 0).toBeGreaterThan(phoneLabels[i - 1]?.[1] ?? 0);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/trends-phone.png', fullPage: true });
});

test('with no review over the range, the home says what to do first and shows no score', async ({ page }) => {
  await start(page, 'customer@demo.test', '/home/erep/customer/demo-bistro', 'fr');
  await loaded(page, 'erep-establishments');
  await expect(page.getByTestId('score-bar')).toBeVisible();
  await page.getByTestId('range-start').fill('2001-01-01');
  await page.getByTestId('range-end').fill('2001-01-31');
  await page.getByTestId('range-apply').click();
  await expect(page.getByTestId('first-steps')).toBeVisible();
  await expect(page.getByTestId('score-bar')).toHaveCount(0);
  await expect(page.getByRole('meter')).toHaveCount(0);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/home-no-reviews.png', fullPage: true });
});
