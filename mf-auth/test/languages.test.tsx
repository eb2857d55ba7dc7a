import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { LanguageCode } from '@erep/shared/schemas';
import { apiErrorTextIn, apiPath, http, HttpResponse, mockApi, renderApp } from '@erep/shared/testing';
import { ForgotPage } from '../src/features/password/components/forgot-page';
import { SignInPage } from '../src/features/sign-in/components/sign-in-page';
import { AppRoutes } from '../src/routes';
import { en, fr, setUpAuthTests, sp } from './support';

/*
 * The account pages in each language a browser may bring: the texts the browser suite reads in one
 * language only (its own tests pick one each).
 */

setUpAuthTests();

const LANGUAGES = [
  { code: 'fr', lang: 'fr', texts: fr },
  { code: 'en', lang: 'en', texts: en },
  { code: 'sp', lang: 'es', texts: sp },
] as const satisfies readonly { code: LanguageCode; lang: string; texts: typeof en }[];
const SHORTLIST = ['FR', 'ES', 'GB', 'US', 'MU'];

mockApi(
  http.get(apiPath('plan/list'), () =>
    HttpResponse.json({ status: 200, data: [{ id: 1, tag: 'lead-gen', name: 'Lead-Gen', price_code: 'price_lead_gen_monthly', price: { amount: 39, currency: 'EUR', period: 'month' } }] }),
  ),
  http.get(apiPath('partner/info'), () =>
    HttpResponse.json({ code: 'demo', brand: 'Demo', title: 'Demo', logo: null, back_color: '#000000', font_color: '#ffffff', title_color: '#000000', cgv: '<p>Terms</p>' }),
  ),
  // As the API answers: an empty address is a field error, an unknown one a 404 with its code.
  http.post(apiPath('public/password/reset'), async ({ request }) => {
    const { email } = (await request.json()) as { email: string };
    return email === ''
      ? HttpResponse.json({ status: 400, code: 'validation_failed', message: 'Invalid body: email: required', errors: { email: ['required'] } }, { status: 400 })
      : HttpResponse.json({ status: 404, code: 'unknown_email', message: 'No account is registered with this email address.' }, { status: 404 });
  }),
);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The first sign-up field whose label starts with this one (the optional secondary address aside). */
const field = (label: string): HTMLElement => {
  const [first] = screen.getAllByLabelText(new RegExp(`^${escape(label)}(?! \\()`));
  if (!first) throw new Error(`no field labelled ${label}`);
  return first;
};

function open(url: string, language: LanguageCode) {
  return renderApp(<AppRoutes />, { url, user: null, language });
}

describe.each(LANGUAGES)('the account pages in $code', ({ code, lang, texts }) => {
  it('sign-in: the title and the submit button in that language, and the page says so in its lang', () => {
    renderApp(<SignInPage />, { path: '/sign-in', url: '/sign-in', user: null, language: code });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(texts.signIn.title);
    expect(screen.getByRole('button', { name: texts.signIn.submit })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe(lang);
  });

  it('forgot password: an empty address flagged under the field, focused; an unknown one warned in that language', async () => {
    renderApp(<ForgotPage />, { user: null, language: code });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(texts.forgot.title);
    fireEvent.click(screen.getByRole('button', { name: texts.forgot.submit }));
    const email = screen.getByLabelText(texts.forgot.email);
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(texts.validation.required);
    await waitFor(() => expect(email).toHaveFocus());
    expect(screen.queryByText(/Invalid body/)).not.toBeInTheDocument();

    fireEvent.change(email, { target: { value: 'ghost@demo.test' } });
    fireEvent.click(screen.getByRole('button', { name: texts.forgot.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(apiErrorTextIn(code, 'unknown_email'));
    expect(email).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('the reset and expired-link pages in that language', async () => {
    const reset = open('/password/reset/abc', code);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(texts.reset.title);
    expect(screen.getByRole('link', { name: texts.reset.back })).toHaveAttribute('href', '/forgot-pwd');
    reset.unmount();

    open('/expired/email', code);
    expect(await screen.findByText(texts.expired.message)).toBeInTheDocument();
    expect(screen.getByText(texts.expired.validity)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.expired.button })).toBeInTheDocument();
  });

  it('sign-up: the title, the plan features and the country shortlist in that language; a missing plan warned in it', async () => {
    const page = open('/sign-up?c=lead-gen&n=Lead-Gen', code);
    expect(await screen.findByTestId('plan-features')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(texts.signUp.title);
    expect([...screen.getByTestId('plan-features').querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      texts.signUp.features.qr,
      texts.signUp.features.mobile,
      texts.signUp.features.offers,
    ]);
    const country = field(texts.signUp.fields.country);
    const names = [...country.querySelectorAll('option')].filter((o) => o.value).slice(0, SHORTLIST.length).map((o) => o.textContent);
    expect(names).toEqual(SHORTLIST.map((region) => new Intl.DisplayNames([lang], { type: 'region' }).of(region)));
    page.unmount();

    open('/sign-up', code);
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.signUp.errors.tag_name_not_found);
  });

  it('sign-up: the first field in error focused and described, the terms flagged and linked, then the terms focused', async () => {
    open('/sign-up?c=lead-gen&n=Lead-Gen', code);
    await screen.findByTestId('plan-features');
    const submit = () => fireEvent.click(screen.getByRole('button', { name: texts.signUp.submit }));
    submit();
    const first = field(texts.signUp.fields.firstname);
    await waitFor(() => expect(first).toHaveFocus());
    expect(first).toHaveAccessibleDescription(texts.validation.required);
    const terms = screen.getByRole('checkbox', { name: texts.signUp.fields.terms });
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(terms).toHaveAccessibleDescription(texts.signUp.termsError);
    expect(screen.getByRole('link', { name: texts.signUp.termsName })).toHaveAttribute('href', '#sign-up-terms');

    // Everything but the terms filled in: the terms are now the first field in error.
    const f = texts.signUp.fields;
    for (const [label, value] of [
      [f.firstname, 'Chloé'],
      [f.lastname, 'Martin'],
      [f.email, 'chloe-lang@example.com'],
      [f.password, 'Harbour-Lantern-58'],
      [f.confirmPassword, 'Harbour-Lantern-58'],
      [f.company, 'Chez Chloé'],
      [f.address1, '12 quai Saint-Antoine'],
      [f.zipcode, '69002'],
      [f.city, 'Lyon'],
    ] as const) {
      fireEvent.change(field(label), { target: { value } });
    }
    fireEvent.change(field(f.country), { target: { value: 'FR' } });
    submit();
    await waitFor(() => expect(terms).toHaveFocus());
  });
});
