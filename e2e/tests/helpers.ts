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
