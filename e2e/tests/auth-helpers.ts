import { expect, type APIRequestContext, type Page } from '@playwright/test';
import en from '../../mf-auth/src/i18n/en.json' with { type: 'json' };
import fr from '../../mf-auth/src/i18n/fr.json' with { type: 'json' };
import sp from '../../mf-auth/src/i18n/sp.json' with { type: 'json' };

export { en, fr, sp };

/** Pins the interface language for the whole test, whatever the page loads. */
export async function useLanguage(page: Page, language: 'fr' | 'en' | 'sp' = 'en'): Promise<void> {
  await page.addInitScript((lng) => localStorage.setItem('language', lng), language);
}

export async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel(en.signIn.email).fill(email);
  await page.getByLabel(en.signIn.password).fill(password);
}

/** Fills and sends the English sign-up form for the Lead-Gen plan, as a prospect would. */
export async function submitSignUp(page: Page, email: string, password: string): Promise<void> {
  const f = en.signUp.fields;
  await page.goto('/sign-up?c=lead-gen&n=Lead-Gen');
  await page.getByLabel(f.firstname).fill('Chloé');
  await page.getByLabel(f.lastname).fill('Martin');
  await page.getByLabel(f.email).fill(email);
  await page.getByLabel(new RegExp(`^${f.password}`)).fill(password);
  await page.getByLabel(f.confirmPassword).fill(password);
  await page.getByLabel(f.company).fill('Chez Chloé');
  await page.getByLabel(new RegExp(`^${f.address1}(?! \\()`)).fill('12 quai Saint-Antoine');
  await page.getByLabel(f.zipcode).fill('69002');
  await page.getByLabel(f.city).fill('Lyon');
  await page.getByLabel(f.country).selectOption('FR');
  await page.getByLabel(f.terms).check();
  await page.getByRole('button', { name: en.signUp.submit }).click();
}

let counter = 0;
/** A unique address per call, so parallel tests never share an account. */
export const uniqueEmail = (prefix: string): string => `${prefix}-${Date.now().toString(36)}-${(counter += 1)}@example.com`;

/** Signs up, pays in test mode and returns a working, active account (through the API). */
export async function activeAccount(request: APIRequestContext, email: string, password: string): Promise<{ tag: string }> {
  const created = await request.post('/api/account/create', {
    data: { name: 'Reset Cafe', firstname: 'Eva', lastname: 'Marsh', password, email, city: 'Paris', zipcode: '75001', country: 'FR', address1: '1 rue de Rivoli', plan: 'lead-gen', partner: 'demo' },
  });
  expect(created.status()).toBe(200);
  const { token, customer } = (await created.json()) as { token: string; customer: { tag: string } };
  const headers = { authorization: `Bearer ${token}` };
  const sub = await request.post('/api/subscription/create', {
    headers,
    data: { customer: customer.tag, plan: 'lead-gen', amount: 0, email, updated_at: '2026-01-01', expired_at: '2027-01-02' },
  });
  const { data } = (await sub.json()) as { data: { id: number } };
  expect((await request.post('/api/payment/test/complete', { headers, data: { subscription_id: data.id } })).status()).toBe(200);
  return { tag: customer.tag };
}
