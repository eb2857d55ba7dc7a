import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo-2026!';

/** Signs in through the real form, as a person would. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel(/e-?mail|correo/i).fill(email);
  await page.getByLabel(/password|mot de passe|contraseña/i).fill(password);
  await page.locator('form button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/sign-in/);
}

/** The language the page is in, set by the one shared i18n service. */
export async function setLanguage(page: Page, locale: 'fr' | 'en' | 'sp'): Promise<void> {
  await page.getByTestId('language-selector').selectOption(locale);
}

/** Serious and critical axe findings (WCAG rules and best practices axe enables by default). */
export async function seriousViolations(page: Page, options: { include?: string } = {}): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (options.include) builder.include(options.include);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary?.split('\n').slice(1).join(' ').trim() ?? ''})`).join(', ')}`);
}

/** Fails with every serious or critical axe violation on the page (or inside `include`). */
export async function expectAccessible(page: Page, options: { include?: string } = {}): Promise<void> {
  expect(await seriousViolations(page, options), `axe on ${page.url()}`).toEqual([]);
}
