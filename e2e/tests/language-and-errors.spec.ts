import { expect, test, type Page } from '@playwright/test';
import sharedEn from '../../shared/src/i18n/locales/en.json' with { type: 'json' };
import sharedFr from '../../shared/src/i18n/locales/fr.json' with { type: 'json' };
import sharedSp from '../../shared/src/i18n/locales/sp.json' with { type: 'json' };
import visitorEn from '../../shared/src/visitor/i18n/en.json' with { type: 'json' };
import visitorFr from '../../shared/src/visitor/i18n/fr.json' with { type: 'json' };
import visitorSp from '../../shared/src/visitor/i18n/sp.json' with { type: 'json' };
import { en, fr, sp } from './auth-helpers';
import { expectAccessible } from './helpers';

/** Each browser language, the texts the product must answer with (the shell's 404 title written out: e2e reads no shell code), its `lang` and its number format. */
const LANGUAGES = [
  { browser: 'fr-FR', code: 'fr', lang: 'fr', auth: fr, shared: sharedFr, notFound: 'Page introuvable', visitor: visitorFr, price: /^39,00\s€ par mois$/ },
  { browser: 'en-GB', code: 'en', lang: 'en', auth: en, shared: sharedEn, notFound: 'Page not found', visitor: visitorEn, price: /^€39\.00 per month$/ },
  { browser: 'es-ES', code: 'sp', lang: 'es', auth: sp, shared: sharedSp, notFound: 'Página no encontrada', visitor: visitorSp, price: /^39,00\s€ al mes$/ },
] as const;

const firstSignUpField = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`)).first();

for (const l of LANGUAGES) {
  test.describe(`a ${l.browser} browser with nothing stored`, () => {
    test.use({ locale: l.browser });

    test('reads sign-in, contact, 404 and privacy in its language, with the real lang code', async ({ page }) => {
      await page.goto('/sign-in');
      await expect(page.locator('#sign-in-title')).toHaveText(l.auth.signIn.title);
      await expect(page.locator('html')).toHaveAttribute('lang', l.lang);
      await expect(page.getByRole('button', { name: l.auth.signIn.submit })).toBeVisible();
      // The selector keeps the spec's codes (sp for Spanish).
      await expect(page.getByTestId('language-selector')).toHaveValue(l.code);
      await expectAccessible(page);

      await page.goto('/contact');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.visitor.sections.contact.title);
      await expect(page.locator('html')).toHaveAttribute('lang', l.lang);
      await expectAccessible(page);

      await page.goto('/privacy-policy');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.visitor.sections.privacy.title);
      await expect(page.locator('html')).toHaveAttribute('lang', l.lang);
      // One language switch on the page: the visitor pages' own, not the shell's as well.
      await expect(page.getByRole('navigation', { name: l.visitor.language })).toHaveCount(1);
      await expect(page.getByTestId('language-selector')).toHaveCount(0);
      await expectAccessible(page);

      await page.goto('/no-such-page');
      await expect(page).toHaveURL(/\/404$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.notFound);
      await expect(page.locator('html')).toHaveAttribute('lang', l.lang);
      await expectAccessible(page);
    });

    test('forgot password: the field error under the field, focused; the unknown address warning in its language', async ({ page }) => {
      await page.goto('/user-confirmation/password/reset');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.auth.forgot.title);
      await page.getByRole('button', { name: l.auth.forgot.submit }).click();
      const email = page.getByLabel(l.auth.forgot.email);
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveAccessibleDescription(l.auth.validation.required);
      await expect(email).toBeFocused();
      await expect(page.getByText(/Invalid body/)).toHaveCount(0);
      await expectAccessible(page);

      await email.fill('ghost@demo.test');
      await page.getByRole('button', { name: l.auth.forgot.submit }).click();
      const warning = page.getByRole('alert');
      await expect(warning).toHaveText(l.shared.api_errors.unknown_email);
      await expect(email).not.toHaveAttribute('aria-invalid', 'true');
      await expectAccessible(page);
    });

    test('sign-up: the plan price in its locale, the first field in error focused, the terms flagged', async ({ page }) => {
      await page.goto('/sign-up?c=lead-gen&n=Lead-Gen');
      await expect(page.getByTestId('plan-price')).toHaveText(l.price);
      await expect(page.getByTestId('sign-up')).not.toContainText('price_lead_gen_monthly');
      const country = firstSignUpField(page, l.auth.signUp.fields.country);
      // The spec's shortlist first, named in the interface's language.
      const names = await country.locator('option').evaluateAll((options) => options.map((o) => o.textContent ?? '').filter((_, i) => i > 0).slice(0, 5));
      expect(names).toEqual(
        ['FR', 'ES', 'GB', 'US', 'MU'].map((code) => new Intl.DisplayNames([l.lang], { type: 'region' }).of(code)),
      );

      await page.getByRole('button', { name: l.auth.signUp.submit }).click();
      const first = firstSignUpField(page, l.auth.signUp.fields.firstname);
      await expect(first).toBeFocused();
      await expect(first).toHaveAccessibleDescription(l.auth.validation.required);
      const terms = page.getByRole('checkbox', { name: l.auth.signUp.fields.terms });
      await expect(terms).toHaveAttribute('aria-invalid', 'true');
      await expect(terms).toHaveAccessibleDescription(l.auth.signUp.termsError);
      await expect(page.getByRole('link', { name: l.auth.signUp.termsName, exact: true })).toHaveAttribute('href', '#sign-up-terms');
      await expectAccessible(page);

      // Everything but the terms filled in: the terms are now the first field in error.
      await first.fill('Chloé');
      await firstSignUpField(page, l.auth.signUp.fields.lastname).fill('Martin');
      await page.getByLabel(l.auth.signUp.fields.email, { exact: false }).first().fill('chloe-lang@example.com');
      await page.getByLabel(new RegExp(`^${l.auth.signUp.fields.password}`)).first().fill('Harbour-Lantern-58');
      await firstSignUpField(page, l.auth.signUp.fields.confirmPassword).fill('Harbour-Lantern-58');
      await firstSignUpField(page, l.auth.signUp.fields.company).fill('Chez Chloé');
      await page.getByLabel(new RegExp(`^${l.auth.signUp.fields.address1}(?! \\()`)).first().fill('12 quai Saint-Antoine');
      await firstSignUpField(page, l.auth.signUp.fields.zipcode).fill('69002');
      await firstSignUpField(page, l.auth.signUp.fields.city).fill('Lyon');
      await country.selectOption('FR');
      await page.getByRole('button', { name: l.auth.signUp.submit }).click();
      await expect(terms).toBeFocused();
    });
  });
}

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
