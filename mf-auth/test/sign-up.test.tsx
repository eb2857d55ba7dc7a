import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { apiPath, http, HttpResponse, mockApi, renderApp } from '@erep/shared/testing';
import { Toaster } from '@erep/shared/ui';
import { SignUpPage } from '../src/features/sign-up/components/sign-up-page';
import { en, fr, Landed, setUpAuthTests, sp } from './support';

setUpAuthTests();

const PASSWORD = 'Harbour-Lantern-58';
const PLANS = [
  { id: 1, tag: 'lead-gen', name: 'Lead-Gen', price_code: 'price_lead_gen_monthly', price: { amount: 39, currency: 'EUR', period: 'month' } },
  { id: 2, tag: 'all-inclusive', name: 'All inclusive', price_code: 'price_all_monthly', price: { amount: 1290.5, currency: 'EUR', period: 'year' } },
  { id: 3, tag: 'legacy', name: 'Legacy', price_code: null, price: null },
];

const calls = { plans: 0, accounts: [] as unknown[], subscriptions: [] as { body: unknown; auth: string | null }[] };
const server = mockApi(
  http.get(apiPath('plan/list'), () => {
    calls.plans += 1;
    return HttpResponse.json({ status: 200, data: PLANS });
  }),
  http.get(apiPath('partner/info'), () =>
    HttpResponse.json({ code: 'demo', brand: 'Demo', title: 'Demo', logo: null, back_color: '#000000', font_color: '#000000', title_color: '#000000', cgv: '<p id="cgv-text">Binding terms</p><img src=x onerror="window.__xss=1">' }),
  ),
  http.post(apiPath('account/create'), async ({ request }) => {
    calls.accounts.push(await request.json());
    return HttpResponse.json({ user: { id: 31 }, customer: { tag: 'chez-chloe-1a2b3c' }, token: 'pending-token' });
  }),
  http.post(apiPath('subscription/create'), async ({ request }) => {
    calls.subscriptions.push({ body: await request.json(), auth: request.headers.get('authorization') });
    return HttpResponse.json({ status: 201, data: { id: 55, status: 'pending', expired_at: '2027-01-01' } }, { status: 201 });
  }),
);

beforeEach(() => {
  calls.plans = 0;
  calls.accounts = [];
  calls.subscriptions = [];
  sessionStorage.clear();
});

function open(search: string, language: 'fr' | 'en' | 'sp' = 'en') {
  renderApp(
    <>
      <SignUpPage />
      <Toaster />
    </>,
    {
      path: '/sign-up',
      url: `/sign-up${search}`,
      user: null,
      language,
      routes: (
        <>
          <Route path="/payment/*" element={<Landed />} />
          <Route path="/sign-in" element={<Landed />} />
        </>
      ),
    },
  );
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}(?! \\()`));
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

function fill(overrides: { email?: string; confirm?: string; terms?: boolean } = {}) {
  const f = en.signUp.fields;
  type(f.firstname, 'Chloé');
  type(f.lastname, 'Martin');
  type(f.email, overrides.email ?? 'chloe@example.com');
  type(f.password, PASSWORD);
  type(f.confirmPassword, overrides.confirm ?? PASSWORD);
  type(f.company, 'Chez Chloé');
  type(f.address1, '12 quai Saint-Antoine');
  type(f.zipcode, '69002');
  type(f.city, 'Lyon');
  fireEvent.change(field(f.country), { target: { value: 'FR' } });
  if (overrides.terms ?? true) fireEvent.click(screen.getByLabelText(f.terms));
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: en.signUp.submit }));

describe('sign-up page', () => {
  it('loads the plan list and shows the plan named in the address, its features and the sanitised terms', async () => {
    open('?c=all-inclusive&n=All_inclusive_monthly');
    expect(await screen.findByRole('heading', { level: 2, name: en.signUp.planLabel.replace('{{name}}', 'All inclusive') })).toBeInTheDocument();
    const features = screen.getByTestId('plan-features').querySelectorAll('li');
    expect([...features].map((li) => li.textContent)).toEqual(['qr', 'mobile', 'offers', 'reviews', 'competitors'].map((k) => en.signUp.features[k as keyof typeof en.signUp.features]));
    // The shared allow-list keeps the paragraph, drops its id (no DOM clobbering) and the image altogether.
    expect((await screen.findByText('Binding terms')).tagName).toBe('P');
    expect(screen.getByText('Binding terms')).not.toHaveAttribute('id');
    expect(screen.getByTestId('terms').querySelector('img')).toBeNull();
    expect(calls.plans).toBe(1);
    expect(localStorage.getItem('planName')).toBe('All_inclusive_monthly');
  });

  it.each([
    ['an address without a plan', '', en.signUp.errors.tag_name_not_found],
    ['an unknown plan', '?c=gold&n=Gold', en.signUp.errors.plan_not_found],
    ['a plan without a price code', '?c=legacy&n=Legacy', en.signUp.errors.no_price_code],
  ])('refuses %s with its warning', async (_case, search, warning) => {
    open(search);
    expect(await screen.findByRole('alert')).toHaveTextContent(warning);
    expect(screen.getByRole('link', { name: en.signUp.alreadySubscribed })).toHaveAttribute('href', '/sign-in');
  });

  it('asks for no plan list when the address names no plan', async () => {
    open('?c=lead-gen');
    await screen.findByRole('alert');
    expect(calls.plans).toBe(0);
  });

  it('flags the terms with the other fields and focuses the first field in error, not the last', async () => {
    open('?c=lead-gen&n=Lead-Gen');
    await screen.findByTestId('plan-features');
    submit();
    const first = field(en.signUp.fields.firstname);
    await waitFor(() => expect(first).toHaveFocus());
    expect(first).toHaveAccessibleDescription(en.validation.required);
    const terms = screen.getByLabelText(en.signUp.fields.terms);
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(terms).toHaveAccessibleDescription(en.signUp.termsError);
    // The label names the document once and links to it.
    expect(screen.getByRole('link', { name: en.signUp.termsName })).toHaveAttribute('href', '#sign-up-terms');
    expect(en.signUp.termsError).toContain(en.signUp.termsName);
    // Fixing the fields above leaves the terms as the first (and only) field in error.
    fill({ terms: false });
    submit();
    await waitFor(() => expect(terms).toHaveFocus());
    expect(calls.accounts).toEqual([]);
  });

  it.each([
    ['fr', fr, /^39\s€ par mois, facturé mensuellement$/, 'France', 'Espagne'],
    ['en', en, /^€39 per month, billed monthly$/, 'France', 'Spain'],
    ['sp', sp, /^39\s€ al mes, facturado mensualmente$/, 'Francia', 'España'],
  ] as const)('in %s: the plan price in the reader locale and the country list in its language, shortlist first', async (lng, texts, price, france, spain) => {
    open('?c=lead-gen&n=Lead-Gen', lng);
    expect(await screen.findByTestId('plan-price')).toHaveTextContent(price);
    expect(screen.getByTestId('plan-price')).not.toHaveTextContent('price_lead_gen_monthly');
    const select = screen.getByLabelText(new RegExp(`^${texts.signUp.fields.country}`)) as HTMLSelectElement;
    const labels = [...select.options].filter((o) => o.value).map((o) => o.textContent);
    expect(labels.slice(0, 2)).toEqual([france, spain]);
    expect(labels).toHaveLength(new Set(labels).size);
  });

  it('sends nothing while the terms are not ticked', async () => {
    open('?c=lead-gen&n=Lead-Gen');
    await screen.findByTestId('plan-features');
    fill({ terms: false });
    submit();
    expect(await screen.findByText(en.signUp.termsError)).toBeInTheDocument();
    expect(calls.accounts).toEqual([]);
  });

  it("says 'Passwords don't match!' in a notification titled with the saving errors, and sends nothing", async () => {
    open('?c=lead-gen&n=Lead-Gen');
    await screen.findByTestId('plan-features');
    fill({ confirm: 'Something-Else-99' });
    submit();
    const toast = await screen.findByText("Passwords don't match!");
    expect(toast.closest('.erep-toast')).toHaveTextContent(en.signUp.savingErrors);
    expect(calls.accounts).toEqual([]);
  });

  it('creates the account, then its subscription with the new token, then goes to payment', async () => {
    open('?c=lead-gen&n=Lead-Gen');
    await screen.findByTestId('plan-features');
    fill();
    submit();
    expect(await screen.findByTestId('landed')).toHaveTextContent('/payment/checkout?code=price_lead_gen_monthly&email=chloe%40example.com');
    expect(calls.accounts).toEqual([
      expect.objectContaining({ name: 'Chez Chloé', email: 'chloe@example.com', password: PASSWORD, country: 'FR', plan: 'lead-gen', partner: 'demo' }),
    ]);
    expect(calls.subscriptions).toEqual([
      { body: expect.objectContaining({ customer: 'chez-chloe-1a2b3c', plan: 'lead-gen', amount: 39, email: 'chloe@example.com' }), auth: 'Bearer pending-token' },
    ]);
    expect(JSON.parse(sessionStorage.getItem('signup_pending') ?? 'null')).toMatchObject({
      subscriptionId: 55,
      token: 'pending-token',
      planName: 'Lead-Gen',
      price: { amount: 39, currency: 'EUR', period: 'month' },
      term: { from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), to: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
    });
  });

  it('says under the email field what to do when the address is already taken (403)', async () => {
    server.use(
      http.post(apiPath('account/create'), () =>
        HttpResponse.json({ status: 403, code: 'email_taken', message: 'An account already exists with this email address.' }, { status: 403 }),
      ),
    );
    open('?c=lead-gen&n=Lead-Gen');
    await screen.findByTestId('plan-features');
    fill({ email: 'customer@demo.test' });
    submit();
    const email = field(en.signUp.fields.email);
    await waitFor(() => expect(email).toHaveAccessibleDescription('An account already exists with this email address. Sign in or use another address.'));
    await waitFor(() => expect(email).toHaveFocus());
    await waitFor(() => expect(calls.subscriptions).toEqual([]));
    expect(screen.queryByTestId('landed')).not.toBeInTheDocument();
  });

  it('offers to resume an account of this address awaiting its first payment, never on the email alone', async () => {
    server.use(
      http.post(apiPath('account/create'), () => HttpResponse.json({ status: 403, code: 'payment_pending', message: 'This account is awaiting its first payment' }, { status: 403 })),
    );
    open('?c=lead-gen&n=Lead-Gen');
    await screen.findByTestId('plan-features');
    fill({ email: 'chloe@example.com' });
    submit();
    const link = await screen.findByRole('link', { name: en.signUp.pendingSignIn });
    expect(link.closest('[role="status"]')).toHaveTextContent(en.signUp.pendingPayment);
    expect(field(en.signUp.fields.email)).not.toHaveAccessibleDescription(/already exists/);
    expect(calls.subscriptions).toEqual([]);
    expect(sessionStorage.length).toBe(0);
    // The way on asks for the password.
    fireEvent.click(link);
    expect(await screen.findByTestId('landed')).toHaveTextContent('/sign-in');
  });
});
