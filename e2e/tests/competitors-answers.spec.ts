import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, signIn } from './helpers';

/*
 * An owner follows a competitor, adds a platform link, answers a review from a template; a visitor
 * sees the new link after reviewing, and a negative review mails one alert. Croix-Rousse is used so
 * the Lyon establishment other suites count links on stays as seeded.
 */
const ESTABLISHMENT = 'demo-bistro-croix-rousse';

async function loaded(page: Page, testId: string): Promise<void> {
  await expect(page.getByTestId(testId)).toBeVisible();
  await expect(page.locator('[data-slot] .erep-spinner, [data-slot] [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

test('a customer in French manages competitors and links, answers a review; a negative review alerts once', async ({ page, browser }) => {
  test.setTimeout(120_000);
  // The establishment's own page, from the list.
  await signIn(page, 'customer@demo.test', { language: 'fr', to: '/home/erep/customer/demo-bistro' });
  await loaded(page, 'erep-establishments');
  const href = (await page.getByRole('link', { name: /Croix-Rousse/ }).first().getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/customer\/demo-bistro\/establishment\/\d+$/);
  await page.goto(`${href}/social`);
  await loaded(page, 'erep-social');
  await expect(page.getByRole('heading', { name: 'Présence sur les plateformes' })).toBeVisible();
  await expect.poll(() => page.getByTestId('social-chart').locator('svg[role="img"] path').count()).toBeGreaterThan(1);
  await expect(page.getByTestId('own-links').getByTestId('platform-link')).toHaveCount(3);
  await expectAccessible(page);

  // A competitor: added, listed.
  await page.getByTestId('competitor-name').fill('Brasserie des Canuts');
  await page.getByTestId('competitor-add').click();
  await expect(page.getByTestId('competitor').filter({ hasText: 'Brasserie des Canuts' })).toBeVisible();

  // A platform link: a javascript: address is refused, the platform's https address is kept.
  const own = page.getByTestId('own-links');
  await own.getByTestId('add-link').click();
  await own.getByLabel('Plateforme').selectOption('TheFork');
  await own.getByTestId('link-url').fill('javascript:alert(1)');
  await own.getByTestId('link-save').click();
  await expect(own.getByText('Seules les adresses https sont acceptées.')).toBeVisible();
  await own.getByTestId('link-url').fill('https://www.thefork.fr/restaurant/le-petit-bistro-croix-rousse-r123456');
  await own.getByTestId('link-save').click();
  await expect(own.getByTestId('platform-link').filter({ hasText: 'TheFork' })).toBeVisible();

  // The competitor is on the ranking.
  await page.goto('/home/erep/customer/demo-bistro/establishment/rank');
  await loaded(page, 'erep-rank');
  await expect(page.getByTestId('erep-rank').getByText('Brasserie des Canuts')).toBeVisible();

  // Answer a review from its card with the suggested template.
  await page.goto('/home/erep/customer/demo-bistro/establishment/reviews/latest');
  await loaded(page, 'erep-latest');
  const open = page.getByTestId('answer-review').filter({ hasNot: page.getByTestId('answered-mark') }).first();
  const reviewId = (await open.getAttribute('data-review')) ?? '';
  const card = page.locator(`[data-testid="answer-review"][data-review="${reviewId}"]`);
  await card.getByTestId('answer-toggle').click();
  await expect(card.getByTestId('answer-text')).not.toHaveValue('');
  await expect(card.getByTestId('answer-text')).not.toHaveValue(/\{establishment\}/);
  await card.getByTestId('answer-send').click();
  await expect(card.getByTestId('answered-mark')).toBeVisible();
  await expect(card.getByTestId('review-answer')).toHaveCount(1);

  // A visitor: the new link is on the thank-you page, and a negative review sends one alert.
  const visitor = await browser.newContext({ locale: 'en-GB' });
  const v = await visitor.newPage();
  await v.goto(`/public/demo-bistro/establishment/${ESTABLISHMENT}/feedback`);
  await v.getByRole('heading', { level: 1 }).click();
  await expect(v.getByTestId('public-feedback')).toBeVisible();
  const comment = `Froid et service très lent ${Date.now()}`;
  await v.getByRole('radio', { name: /terrible/i }).check();
  await v.getByLabel(/first name/i).fill('Hugo');
  await v.getByLabel('Your comment').fill(comment);
  await v.getByRole('checkbox', { name: /accept the terms/i }).check();
  await v.getByRole('button', { name: 'Send my review' }).click();
  await expect(v).toHaveURL(/\/feedback-success/);
  const links = v.getByTestId('platform-links').getByRole('link');
  await expect(links).toHaveCount(4);
  await expect(v.getByTestId('platform-links').getByRole('link', { name: /TheFork/ })).toHaveAttribute('href', 'https://www.thefork.fr/restaurant/le-petit-bistro-croix-rousse-r123456');
  await visitor.close();

  // The alert is in the mailbox within the worker's polling, once.
  const alert = page.locator('article').filter({ hasText: comment }).filter({ hasText: 'customer@demo.test' });
  await expect
    .poll(
      async () => {
        await page.goto('/dev/mailbox?to=customer%40demo.test');
        return alert.count();
      },
      { timeout: 30_000 },
    )
    .toBe(1);
  await expect(alert).toContainText('Avis négatif (1/5)');
  await expect(alert.locator('a[href*="/reviews/negative?review="]')).toHaveCount(1);

  // The mail's link opens the establishment's negative reviews with that review marked and focused.
  const link = new URL((await alert.locator('a[href*="/reviews/negative?review="]').getAttribute('href')) ?? '', page.url());
  const alerted = link.searchParams.get('review') ?? '';
  await page.goto(`${link.pathname}${link.search}`);
  await loaded(page, 'estab-reviews');
  const marked = page.locator(`[data-testid="review-card"][data-review-id="${alerted}"]`);
  await expect(marked).toHaveAttribute('aria-current', 'true');
  await expect(marked).toBeFocused();
  await expect(marked).toBeInViewport();

  // An own template for negative reviews in English (the visitor's language), then suggested when answering that review.
  const templates = page.getByTestId('answer-templates');
  await templates.getByTestId('templates-toggle').click();
  await templates.getByTestId('template-add').click();
  await templates.getByTestId('template-language').selectOption('en');
  await templates.getByTestId('template-sentiment').selectOption('negative');
  await templates.getByTestId('template-title').fill('Excuses Croix-Rousse');
  await templates.getByTestId('template-body').fill('Dear {firstname}, everyone at {establishment} apologises.');
  await templates.getByTestId('template-save').click();
  await expect(templates.getByRole('heading', { name: 'Excuses Croix-Rousse' })).toBeVisible();
  await marked.getByTestId('answer-toggle').click();
  await expect(marked.getByTestId('answer-text')).toHaveValue('Dear Hugo, everyone at Le Petit Bistro – Croix-Rousse apologises.');
  await expectAccessible(page);
});
