import { fireEvent, screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { i18n, pickLanguage } from '@erep/shared/i18n';
import { getSession } from '@erep/shared/session';
import type { LanguageCode, RemoteManifest } from '@erep/shared/schemas';
import { apiPath, http, HttpResponse, mockApi, renderApp, testUser } from '@erep/shared/testing';
import { SignInPage } from '../src/features/sign-in/components/sign-in-page';
import { ResetPage } from '../src/features/password/components/reset-page';
import { en, fr, Landed, setUpAuthTests } from './support';

/*
 * Texts the browser suite reads in one language only (account-onboarding.spec.ts signs in from a
 * French page with Spanish saved, picked and not).
 */

setUpAuthTests();

const TEXTS = { en, fr } as const;
let saved: LanguageCode | null = 'en';
let resets: unknown[] = [];
let profiles: unknown[] = [];
const profile = { first_name: 'Chloé', last_name: 'Martin', email: 'chloe@example.com', language: 'fr' };

const manifest: RemoteManifest = {
  partner: 'demo',
  remotes: [
    {
      name: 'mf_account',
      package: 'mf-account',
      entry: '/remotes/mf_account/remoteEntry.js',
      version: '1',
      contract: { nav: [], landing: '/customer/:tag/account/personal_details', routes: { step: '/customer/:tag/step-view' } },
    },
  ],
};

mockApi(
  http.post(apiPath('login'), () =>
    HttpResponse.json({ token: 'eyJ.token', user: { ...testUser({ id: 7, customer: { tag: 'chez-chloe', language: 'fr', back_color: null } }), language: saved } }),
  ),
  // A new customer: no establishment yet, so the sign-in leads to the onboarding step.
  http.get(apiPath('customer/:tag/establishments/all'), () => HttpResponse.json({ status: 200, data: [] })),
  http.get(apiPath('mf/manifest'), () => HttpResponse.json(manifest)),
  // The partner's pricing page, for the "Don't have an account?" link.
  http.get(apiPath('partner/info'), () => HttpResponse.json({ code: 'demo', brand: 'Demo', title: 'Demo', logo: null, back_color: '#000000', font_color: '#ffffff', title_color: '#000000', cgv: '', pricing_url: null })),
  http.get(apiPath('customer/:tag/account/profile'), () => HttpResponse.json({ data: profile })),
  http.put(apiPath('customer/:tag/account/profile'), async ({ request, params }) => {
    const body = (await request.json()) as Record<string, unknown>;
    profiles.push({ tag: params.tag, ...body });
    return HttpResponse.json({ data: body });
  }),
  http.post(apiPath('public/reinitialiser-mot-de-pass/:token'), async ({ request, params }) => {
    resets.push({ token: params.token, ...((await request.json()) as Record<string, unknown>) });
    return HttpResponse.json({ status: 200, message: 'Password changed.' });
  }),
);

beforeEach(() => {
  resets = [];
  profiles = [];
  localStorage.removeItem('language_picked');
});

function signInFrom(shown: 'en' | 'fr'): void {
  const page = TEXTS[shown].signIn;
  renderApp(<SignInPage />, { path: '/sign-in', url: '/sign-in', user: null, language: shown, routes: <Route path="*" element={<Landed />} /> });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(page.title);
  fireEvent.change(screen.getByLabelText(new RegExp(`^${page.email}`)), { target: { value: 'chloe@example.com' } });
  fireEvent.change(screen.getByLabelText(new RegExp(`^${page.password}`)), { target: { value: 'Harbour-Lantern-58' } });
  fireEvent.click(screen.getByRole('button', { name: page.submit }));
}

describe('a language picked with a selector on this device', () => {
  it.each([
    ['fr', 'en'],
    ['en', 'fr'],
  ] as const)('%s saved, %s picked: the picked one stays after signing in and the record keeps its own', async (language, shown) => {
    saved = language;
    await pickLanguage(shown);
    signInFrom(shown);
    expect(await screen.findByTestId('landed')).toHaveTextContent('/customer/chez-chloe/step-view');
    expect(i18n.language).toBe(shown);
    expect(document.documentElement.lang).toBe(shown);
    expect(localStorage.getItem('language')).toBe(shown);
    expect(profiles).toEqual([]);
  });

  it('none saved: the picked one is saved on the user record through the profile', async () => {
    saved = null;
    await pickLanguage('en');
    signInFrom('en');
    expect(await screen.findByTestId('landed')).toHaveTextContent('/customer/chez-chloe/step-view');
    expect(i18n.language).toBe('en');
    expect(profiles).toEqual([{ tag: 'chez-chloe', ...profile, language: 'en' }]);
    expect(getSession().user?.language).toBe('en');
  });
});

describe('the language saved on the user record, when none was picked on this device', () => {
  it.each([
    ['en', 'fr'],
    ['fr', 'en'],
  ] as const)('%s saved: signing in from a page in %s switches the product to it, for this visit and the next', async (language, shown) => {
    saved = language;
    // A default the device holds, not a pick.
    localStorage.setItem('language', shown);
    signInFrom(shown);

    expect(await screen.findByTestId('landed')).toHaveTextContent('/customer/chez-chloe/step-view');
    expect(i18n.language).toBe(language);
    expect(document.documentElement.lang).toBe(language);
    // It replaces the device's choice: the next visit opens in it too.
    expect(localStorage.getItem('language')).toBe(language);
    expect(profiles).toEqual([]);
  });
});

describe('the reset page in English', () => {
  it('sets the new password from the mailed link, then leaves for the sign-in', async () => {
    renderApp(<ResetPage />, { path: '/password/reset/:token', url: '/password/reset/tok-123', user: null, language: 'en', routes: <Route path="/" element={<Landed />} /> });
    fireEvent.change(screen.getByLabelText(new RegExp(`^${en.reset.password}`)), { target: { value: 'Lantern-Harbour-73' } });
    fireEvent.change(screen.getByLabelText(new RegExp(`^${en.reset.confirmation}`)), { target: { value: 'Lantern-Harbour-73' } });
    fireEvent.click(screen.getByRole('button', { name: en.reset.submit }));
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/$/);
    expect(resets).toEqual([expect.objectContaining({ token: 'tok-123', password: 'Lantern-Harbour-73', confirmation: 'Lantern-Harbour-73' })]);
  });
});
