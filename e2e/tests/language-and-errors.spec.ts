import { expect, test, type Page } from '@playwright/test';
import apiErrorsEn from '../../shared/src/i18n/api-errors/en.json' with { type: 'json' };
import visitorFr from '../../shared/src/visitor/i18n/fr.json' with { type: 'json' };
import { en, fr, sp } from './auth-helpers';
import { expectAccessible } from './helpers';

/*
 * A browser with nothing stored reads the product in its own language. Each test runs in one
 * language; the texts of the others are checked by the component tests (mf-auth languages,
 * mf-public visitor-languages, shell languages).
 */

const firstSignUpField = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`)).first();

test.describe('a fr-FR browser with nothing stored', () => {
  // The selector's default is English: French here comes from the browser's language.
  test.use({ locale: 'fr-FR' });

  test('reads sign-in, contact, 404 and privacy in its language, with the real lang code', async ({ page }) => {
    await page.goto('/sign-in');
    await expect(page.locator('#sign-in-title')).toHaveText(fr.signIn.title);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('button', { name: fr.signIn.submit })).toBeVisible();
    // The selector keeps the spec's codes.
    await expect(page.getByTestId('language-selector')).toHaveValue('fr');
    await expectAccessible(page);

    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(visitorFr.sections.contact.title);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expectAccessible(page);

    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(visitorFr.sections.privacy.title);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    // One language switch on the page: the visitor pages' own, not the shell's as well.
    await expect(page.getByRole('navigation', { name: visitorFr.language })).toHaveCount(1);
    await expect(page.getByTestId('language-selector')).toHaveCount(0);
    await expectAccessible(page);

    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/404$/);
    // The shell's 404 title written out: e2e reads no shell code.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expectAccessible(page);
  });
});

test.describe('an en-GB browser with nothing stored', () => {
  test.use({ locale: 'en-GB' });

  test('forgot password: the field error under the field, focused; the unknown address warning in its language', async ({ page }) => {
    await page.goto('/user-confirmation/password/reset');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.forgot.title);
    await page.getByRole('button', { name: en.forgot.submit }).click();
    const email = page.getByLabel(en.forgot.email);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(en.validation.required);
    await expect(email).toBeFocused();
    await expect(page.getByText(/Invalid body/)).toHaveCount(0);
    await expectAccessible(page);

    await email.fill('ghost@demo.test');
    await page.getByRole('button', { name: en.forgot.submit }).click();
    const warning = page.getByRole('alert');
    await expect(warning).toHaveText(apiErrorsEn.unknown_email);
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
  });
});

test.describe('an es-ES browser with nothing stored', () => {
  test.use({ locale: 'es-ES' });

  test('sign-up: the plan price in its locale, the first field in error focused, the terms flagged', async ({ page }) => {
    await page.goto('/sign-up?c=lead-gen&n=Lead-Gen');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByTestId('plan-price')).toHaveText(/^39\s€ al mes, facturado mensualmente$/);
    await expect(page.getByTestId('sign-up')).not.toContainText('price_lead_gen_monthly');
    const country = firstSignUpField(page, sp.signUp.fields.country);
    // The spec's shortlist first, named in the interface's language.
    const names = await country.locator('option').evaluateAll((options) => options.map((o) => o.textContent ?? '').filter((_, i) => i > 0).slice(0, 5));
    expect(names).toEqual(['FR', 'ES', 'GB', 'US', 'MU'].map((code) => new Intl.DisplayNames(['es'], { type: 'region' }).of(code)));

    await page.getByRole('button', { name: sp.signUp.submit }).click();
    const first = firstSignUpField(page, sp.signUp.fields.firstname);
    await expect(first).toBeFocused();
    await expect(first).toHaveAccessibleDescription(sp.validation.required);
    const terms = page.getByRole('checkbox', { name: sp.signUp.fields.terms });
    await expect(terms).toHaveAttribute('aria-invalid', 'true');
    await expect(terms).toHaveAccessibleDescription(sp.signUp.termsError);
    await expect(page.getByRole('link', { name: sp.signUp.termsName, exact: true })).toHaveAttribute('href', '#sign-up-terms');
    await expectAccessible(page);

    // Everything but the terms filled in: the terms are now the first field in error.
    await first.fill('Chloé');
    await firstSignUpField(page, sp.signUp.fields.lastname).fill('Martin');
    await page.getByLabel(sp.signUp.fields.email, { exact: false }).first().fill('chloe-lang@example.com');
    await page.getByLabel(new RegExp(`^${sp.signUp.fields.password}`)).first().fill('Harbour-Lantern-58');
    await firstSignUpField(page, sp.signUp.fields.confirmPassword).fill('Harbour-Lantern-58');
    await firstSignUpField(page, sp.signUp.fields.company).fill('Chez Chloé');
    await page.getByLabel(new RegExp(`^${sp.signUp.fields.address1}(?! \\()`)).first().fill('12 quai Saint-Antoine');
    await firstSignUpField(page, sp.signUp.fields.zipcode).fill('69002');
    await firstSignUpField(page, sp.signUp.fields.city).fill('Lyon');
    await country.selectOption('FR');
    await page.getByRole('button', { name: sp.signUp.submit }).click();
    await expect(terms).toBeFocused();
  });
});

test.describe('language choice', () => {
  test.use({ locale: 'fr-FR' });

  test('a stored choice wins over the browser language', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'sp'));
    await page.goto('/sign-in');
    await expect(page.locator('#sign-in-title')).toHaveText(sp.signIn.title);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByTestId('language-selector')).toHaveValue('sp');
  });

  test('choosing a language keeps it over the browser language on the next visit', async ({ page }) => {
    await page.goto('/sign-in');
    await expect(page.locator('#sign-in-title')).toHaveText(fr.signIn.title);
    await page.getByTestId('language-selector').selectOption('en');
    await expect(page.locator('#sign-in-title')).toHaveText(en.signIn.title);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.locator('#sign-in-title')).toHaveText(en.signIn.title);
  });
});

test.describe('a browser in a language the product does not speak', () => {
  test.use({ locale: 'de-DE' });

  test('falls back to English', async ({ page }) => {
    await page.goto('/sign-in');
    await expect(page.locator('#sign-in-title')).toHaveText(en.signIn.title);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
