import { fireEvent, screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { i18n } from '@erep/shared/i18n';
import type { LanguageCode, RemoteManifest } from '@erep/shared/schemas';
import { apiPath, http, HttpResponse, mockApi, renderApp, testUser } from '@erep/shared/testing';
import { SignInPage } from '../src/features/sign-in/components/sign-in-page';
import { ResetPage } from '../src/features/password/components/reset-page';
import { en, fr, Landed, setUpAuthTests } from './support';

/*
 * Texts the browser suite reads in one language only (account-onboarding.spec.ts signs in from a
 * French page with Spanish saved; account-parameters.spec.ts sets a manager's password in French).
 */

setUpAuthTests();

const TEXTS = { en, fr } as const;
let saved: LanguageCode = 'en';
let resets: unknown[] = [];

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
  http.post(apiPath('public/reinitialiser-mot-de-pass/:token'), async ({ request, params }) => {
    resets.push({ token: params.token, ...((await request.json()) as Record<string, unknown>) });
    return HttpResponse.json({ status: 200, message: 'Password changed.' });
  }),
);

beforeEach(() => {
  resets = [];
});

describe('the language saved on the user record', () => {
  it.each([
    ['en', 'fr'],
    ['fr', 'en'],
  ] as const)('%s saved: signing in from a page in %s switches the product to it, for this visit and the next', async (language, shown) => {
    saved = language;
    localStorage.setItem('language', shown);
    const page = TEXTS[shown].signIn;
    renderApp(<SignInPage />, { path: '/sign-in', initialEntries: ['/sign-in'], user: null, language: shown, routes: <Route path="*" element={<Landed />} /> });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(page.title);
    fireEvent.change(screen.getByLabelText(new RegExp(`^${page.email}`)), { target: { value: 'chloe@example.com' } });
    fireEvent.change(screen.getByLabelText(new RegExp(`^${page.password}`)), { target: { value: 'Harbour-Lantern-58' } });
    fireEvent.click(screen.getByRole('button', { name: page.submit }));

    expect(await screen.findByTestId('landed')).toHaveTextContent('/customer/chez-chloe/step-view');
    expect(i18n.language).toBe(language);
    expect(document.documentElement.lang).toBe(language);
    // It replaces the device's choice: the next visit opens in it too.
    expect(localStorage.getItem('language')).toBe(language);
  });
});

describe('the reset page in English', () => {
  it('sets the new password from the mailed link, then leaves for the sign-in', async () => {
    renderApp(<ResetPage />, { path: '/password/reset/:token', initialEntries: ['/password/reset/tok-123'], user: null, language: 'en', routes: <Route path="/" element={<Landed />} /> });
    fireEvent.change(screen.getByLabelText(new RegExp(`^${en.reset.password}`)), { target: { value: 'Lantern-Harbour-73' } });
    fireEvent.change(screen.getByLabelText(new RegExp(`^${en.reset.confirmation}`)), { target: { value: 'Lantern-Harbour-73' } });
    fireEvent.click(screen.getByRole('button', { name: en.reset.submit }));
    expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/$/);
    expect(resets).toEqual([expect.objectContaining({ token: 'tok-123', password: 'Lantern-Harbour-73', confirmation: 'Lantern-Harbour-73' })]);
  });
});
