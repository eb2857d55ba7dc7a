import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { i18n } from '@erep/shared/i18n';
import { getSession, readPending } from '@erep/shared/session';
import { apiPath, http, HttpResponse, mockApi, renderApp, testUser } from '@erep/shared/testing';
import type { LoginInput, RemoteContract, RemoteManifest, RemoteName, RemotePackage } from '@erep/shared/schemas';
import { SignInPage } from '../src/features/sign-in/components/sign-in-page';
import { en, fr, Landed, setUpAuthTests } from './support';

setUpAuthTests();

const REMOTE_PACKAGES: Record<RemoteName, RemotePackage> = {
  mf_auth: 'mf-auth',
  mf_public: 'mf-public',
  mf_erep: 'mf-erep',
  mf_leadgen: 'mf-leadgen',
  mf_account: 'mf-account',
};

const customer = testUser({ id: 7, customer: { tag: 'demo-bistro', language: 'en', back_color: null } });
const label = { fr: 'x', en: 'x', sp: 'x' };
// What the other remotes declare in their contracts, as the manifest carries it.
const CONTRACTS: Record<string, RemoteContract> = {
  mf_auth: { nav: [] },
  mf_erep: {
    nav: [{ id: 'reputation', label, path: '/home/erep', order: 10 }],
    landing: '/home/erep',
    routes: { customers: '/home/erep/customers', establishments: '/home/erep/customer/:tag', connectedHome: '/home/erep/user' },
  },
  mf_leadgen: { nav: [{ id: 'offers', label, path: '/home/leadgen/customer/:tag/advantage', order: 20 }], landing: '/home/leadgen/customer/:tag/advantage' },
  mf_account: {
    nav: [{ id: 'account', label, path: '/customer/:tag/account/personal_details', order: 30 }],
    landing: '/customer/:tag/account/personal_details',
    routes: { step: '/customer/:tag/step-view' },
  },
};
const remotes = (...names: RemoteName[]): RemoteManifest => ({
  partner: 'demo',
  remotes: names.map((name) => ({ name, package: REMOTE_PACKAGES[name], entry: `/remotes/${name}/remoteEntry.js`, version: '1', contract: CONTRACTS[name] })),
});

let sent: LoginInput[] = [];
const server = mockApi(
  http.post(apiPath('login'), async ({ request }) => {
    sent.push((await request.json()) as LoginInput);
    return HttpResponse.json({ token: 'eyJ.token', user: customer });
  }),
  http.get(apiPath('customer/:tag/establishments/all'), () => HttpResponse.json({ status: 200, data: [{ id: 1, name: 'Bistro' }] })),
  http.get(apiPath('mf/manifest'), () => HttpResponse.json(remotes('mf_auth', 'mf_erep', 'mf_leadgen', 'mf_account'))),
  // The partner's pricing page, for the "Don't have an account?" link.
  http.get(apiPath('partner/info'), () => HttpResponse.json({ code: 'demo', brand: 'Demo', title: 'Demo', logo: null, back_color: '#000000', font_color: '#ffffff', title_color: '#000000', cgv: '', pricing_url: null })),
);

beforeEach(() => {
  sent = [];
});

function submit(email = 'customer@demo.test', password = 'Demo-2026!') {
  renderApp(<SignInPage />, { path: '/sign-in', url: '/sign-in', user: null, language: 'en', routes: <Route path="*" element={<Landed />} /> });
  fireEvent.change(screen.getByLabelText(new RegExp(`^${en.signIn.email}`)), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(new RegExp(`^${en.signIn.password}`)), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: en.signIn.submit }));
}

const loginAnswer = (status: number, body: Record<string, unknown>) => http.post(apiPath('login'), () => HttpResponse.json(body, { status }));

describe('sign-in outcomes (spec section 8)', () => {
  it('401: a closable warning, and nothing stored', async () => {
    server.use(loginAnswer(401, { status: 401, message: 'Invalid credentials' }));
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your login and/or password is incorrect.');
    expect(alert).toHaveClass('erep-alert--warning');
    expect(getSession().token).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('200 without ROLE_EREP: insufficient permissions, and no token kept', async () => {
    server.use(loginAnswer(200, { token: 'eyJ.token', user: { ...customer, roles: ['ROLE_CUSTOMER'] } }));
    submit('norole@demo.test');
    expect(await screen.findByRole('alert')).toHaveTextContent('Insufficient permissions to access the app!');
    expect(getSession().token).toBeNull();
  });

  it('an inactive account is refused and signed out', async () => {
    server.use(loginAnswer(200, { token: 'eyJ.token', user: { ...customer, is_active: false } }));
    submit('inactive@demo.test');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account is not yet active.');
    expect(getSession().token).toBeNull();
    expect(getSession().user).toBeNull();
  });

  it('500: the server-connection error', async () => {
    server.use(loginAnswer(500, { status: 500, message: 'Internal Server Error' }));
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Oops! Something unexpected happened. A server connection issue');
    expect(alert).toHaveClass('erep-alert--error');
  });

  it('429: the wait, in minutes, from the server message', async () => {
    server.use(loginAnswer(429, { status: 429, message: 'Too many failed sign-in attempts, retry in 120 s' }));
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many failed attempts. Please try again in 2 min.');
  });
});

describe('successful sign-in', () => {
  it('stores the token and the user, then goes to the establishment list', async () => {
    submit();
    expect(await screen.findByTestId('landed')).toHaveTextContent('/home/erep/customer/demo-bistro');
    expect(sent).toEqual([{ email: 'customer@demo.test', password: 'Demo-2026!' }]);
    const session = getSession();
    expect(session.token).toBe('eyJ.token');
    expect(session.user?.id).toBe(7);
    expect(localStorage.getItem('token')).toBe('eyJ.token');
    expect(localStorage.getItem('verification_session')).not.toBeNull();
  });

  it("switches to the user's saved language, over the one stored on the device", async () => {
    localStorage.setItem('language', 'fr');
    server.use(loginAnswer(200, { token: 'eyJ.token', user: { ...customer, language: 'sp' } }));
    submit();
    expect(await screen.findByTestId('landed')).toHaveTextContent('/home/erep/customer/demo-bistro');
    expect(i18n.language).toBe('sp');
    expect(localStorage.getItem('language')).toBe('sp');
  });

  it('keeps the device language when the user has none saved', async () => {
    localStorage.setItem('language', 'en');
    server.use(loginAnswer(200, { token: 'eyJ.token', user: { ...customer, language: null } }));
    submit();
    expect(await screen.findByTestId('landed')).toBeInTheDocument();
    expect(i18n.language).toBe('en');
    expect(localStorage.getItem('language')).toBe('en');
  });

  it('goes to the onboarding step when the customer has no establishment yet', async () => {
    server.use(http.get(apiPath('customer/:tag/establishments/all'), () => HttpResponse.json({ status: 200, data: [] })));
    submit();
    expect(await screen.findByTestId('landed')).toHaveTextContent('/customer/demo-bistro/step-view');
  });

  it('opens the offers when the plan has no reputation area', async () => {
    server.use(http.get(apiPath('mf/manifest'), () => HttpResponse.json(remotes('mf_auth', 'mf_leadgen', 'mf_account'))));
    submit();
    expect(await screen.findByTestId('landed')).toHaveTextContent('/home/leadgen/customer/demo-bistro/advantage');
  });

  it('sends nothing while a field is empty', async () => {
    submit('', '');
    expect(await screen.findAllByText(en.validation.required)).toHaveLength(2);
    await waitFor(() => expect(sent).toEqual([]));
  });
});

describe('sign-in of an account awaiting its first payment', () => {
  const payment = {
    token: 'eyJ.payment',
    user_id: 31,
    customer_tag: 'chez-chloe-1a2b3c',
    subscription_id: 55,
    email: 'chloe@example.com',
    plan: { tag: 'lead-gen', name: 'Lead-Gen', price_code: 'price_lead_gen_monthly' },
    price: { amount: 39, currency: 'EUR', period: 'month' },
    term: { from: '2026-11-27', to: '2027-11-28' },
  };

  it('says so in the user language and resumes the payment the server rebuilt, without a session', async () => {
    server.use(loginAnswer(403, { status: 403, code: 'payment_pending', message: 'This account is awaiting its first payment', payment }));
    submit('chloe@example.com');
    const resume = await screen.findByRole('button', { name: en.signIn.resumePayment });
    expect(resume.closest('[role="status"]')).toHaveTextContent(en.signIn.errors['payment-pending']);
    expect(getSession().token).toBeNull();
    expect(readPending()).toBeNull();
    fireEvent.click(resume);
    expect(await screen.findByTestId('landed')).toHaveTextContent('/payment/checkout?code=price_lead_gen_monthly&email=chloe%40example.com');
    expect(readPending()).toMatchObject({ token: 'eyJ.payment', userId: 31, tag: 'chez-chloe-1a2b3c', subscriptionId: 55, planName: 'Lead-Gen', term: { from: '2026-11-27', to: '2027-11-28' } });
    expect(getSession().token).toBeNull();
  });

  it('speaks French to a French reader', async () => {
    server.use(loginAnswer(403, { status: 403, code: 'payment_pending', message: 'x', payment }));
    await i18n.changeLanguage('fr');
    renderApp(<SignInPage />, { path: '/sign-in', url: '/sign-in', user: null, language: 'fr', routes: <Route path="*" element={<Landed />} /> });
    fireEvent.change(screen.getByLabelText(new RegExp(`^${fr.signIn.email}`)), { target: { value: 'chloe@example.com' } });
    fireEvent.change(screen.getByLabelText(new RegExp(`^${fr.signIn.password}`)), { target: { value: 'Demo-2026!' } });
    fireEvent.click(screen.getByRole('button', { name: fr.signIn.submit }));
    const resume = await screen.findByRole('button', { name: fr.signIn.resumePayment });
    expect(resume.closest('[role="status"]')).toHaveTextContent(fr.signIn.errors['payment-pending']);
  });

  it('a 403 without the payment is not offered a resume', async () => {
    server.use(loginAnswer(403, { status: 403, code: 'forbidden', message: 'x' }));
    submit();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en.signIn.resumePayment })).not.toBeInTheDocument();
  });
});
