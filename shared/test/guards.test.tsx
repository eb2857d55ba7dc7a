import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route } from 'react-router-dom';
import {
  connectedHomeGuard,
  fillPath,
  landingPath,
  loginGuard,
  protectedGuard,
  resolveLanding,
  routeBook,
  setActiveManifest,
  type ContractEntry,
} from '@erep/shared/guards';
import { ConnectedHomeRedirect } from '@erep/shared/guards/connected-home';
import { LoginGuard, ProtectedRoute } from '@erep/shared/guards/redirects';
import type { RemoteContract, RemoteManifest, SessionUser } from '@erep/shared/schemas';
import { clock, getSession, logout, setMustRefresh, setToken, setUser } from '@erep/shared/session';
import { renderApp } from '../src/testing/render-app';

const user = (roles: string[], extra: Partial<SessionUser> = {}): SessionUser => ({
  id: 1,
  email: 'u@example.com',
  roles,
  is_active: true,
  customer: null,
  partner: null,
  ...extra,
});
const customer = { tag: 'acme', language: null, back_color: null };
const partner = { code: 'p1', language: null };
const label = (text: string) => ({ fr: text, en: text, sp: text });

// Contracts shaped like the remotes' declarations; the paths are deliberately not the product's,
// so a guard that still hard-codes one fails here.
const EREP: RemoteContract = {
  nav: [{ id: 'reputation', label: label('Reputation'), path: '/rep', order: 10 }],
  landing: '/rep',
  routes: { customers: '/rep/clients', establishments: '/rep/c/:tag', connectedHome: '/rep/me' },
};
const LEADGEN: RemoteContract = {
  nav: [{ id: 'offers', label: label('Offers'), path: '/offers/:tag', order: 20 }],
  landing: '/offers/:tag/advantage',
};
const ACCOUNT: RemoteContract = {
  nav: [{ id: 'account', label: label('Account'), path: '/acc/:tag', order: 30 }],
  landing: '/acc/:tag/details',
  routes: { step: '/acc/:tag/step' },
};
const AUTH: RemoteContract = { nav: [{ id: 'branding', label: label('Branding'), path: '/theme', roles: ['ROLE_PARTNER'], order: 40 }] };
const ALL: ContractEntry[] = [
  { name: 'mf_auth', contract: AUTH },
  { name: 'mf_public', contract: { nav: [] } },
  { name: 'mf_erep', contract: EREP },
  { name: 'mf_leadgen', contract: LEADGEN },
  { name: 'mf_account', contract: ACCOUNT },
];
const only = (...names: string[]) => ALL.filter((entry) => names.includes(entry.name));
const book = routeBook(ALL);

const partnerSession = { token: 't', user: user(['ROLE_EREP', 'ROLE_PARTNER'], { partner }) };
const customerSession = { token: 't', user: user(['ROLE_EREP', 'ROLE_CUSTOMER'], { customer }) };
const adminSession = { token: 't', user: user(['ROLE_EREP']) };

describe('routes from the contracts', () => {
  it('keeps the named routes and orders the landings as the navbar', () => {
    const reversed = routeBook([...ALL].reverse());
    expect(Object.fromEntries(reversed.routes)).toEqual({ ...EREP.routes, ...ACCOUNT.routes });
    expect(reversed.landings).toEqual(['/rep', '/offers/:tag/advantage', '/acc/:tag/details']);
  });

  it('reads a manifest, and ignores entries without a contract and bare names', () => {
    const manifest: RemoteManifest = {
      partner: 'demo',
      remotes: [
        { name: 'mf_erep', package: 'mf-erep', entry: '/e.js', version: '1' },
        { name: 'mf_account', package: 'mf-account', entry: '/a.js', version: '1', contract: ACCOUNT },
      ],
    };
    expect(Object.fromEntries(routeBook(manifest).routes)).toEqual({ step: '/acc/:tag/step' });
    expect(routeBook(['mf_erep', 'mf_account']).routes.size).toBe(0);
    expect(routeBook(null).landings).toEqual([]);
  });

  it('the first remote offering a name keeps it', () => {
    const twice = routeBook([
      { name: 'mf_erep', contract: EREP },
      { name: 'mf_account', contract: { nav: [], routes: { customers: '/elsewhere' } } },
    ]);
    expect(twice.routes.get('customers')).toBe('/rep/clients');
  });

  it('fills :tag from the session, and gives up on what the session cannot fill', () => {
    expect(fillPath('/c/:tag/x', customerSession)).toBe('/c/acme/x');
    expect(fillPath('/c/:tag/x', { user: user(['ROLE_EREP'], { customer: { ...customer, tag: 'a b' } }) })).toBe('/c/a%20b/x');
    expect(fillPath('/c/:tag/x', partnerSession)).toBeNull();
    expect(fillPath('/c/:tag/e/:id', customerSession)).toBeNull();
    expect(fillPath('/plain', { user: null })).toBe('/plain');
  });
});

describe('loginGuard', () => {
  it('shows the login page without a token', () => {
    expect(loginGuard({ token: null, user: null }, book)).toBeNull();
    expect(loginGuard({ token: null, user: user(['ROLE_PARTNER'], { partner }) }, book)).toBeNull();
  });

  it('sends a partner with a partner or customer to the customers list', () => {
    expect(loginGuard(partnerSession, book)).toBe('/rep/clients');
    expect(loginGuard({ token: 't', user: user(['ROLE_PARTNER'], { customer }) }, book)).toBe('/rep/clients');
  });

  it("sends a customer to that customer's establishment list", () => {
    expect(loginGuard(customerSession, book)).toBe('/rep/c/acme');
  });

  it('sends everyone else to the connected-user home', () => {
    expect(loginGuard(adminSession, book)).toBe('/rep/me');
    expect(loginGuard({ token: 't', user: user(['ROLE_PARTNER']) }, book)).toBe('/rep/me');
    expect(loginGuard({ token: 't', user: user(['ROLE_CUSTOMER']) }, book)).toBe('/rep/me');
    expect(loginGuard({ token: 't', user: null }, book)).toBe('/rep/me');
  });

  it("falls back to the first enabled area when the plan lacks the guard's page", () => {
    expect(loginGuard(customerSession, routeBook(only('mf_auth', 'mf_leadgen', 'mf_account')))).toBe('/offers/acme/advantage');
    expect(loginGuard(adminSession, routeBook(only('mf_auth')))).toBeNull();
  });
});

describe('connectedHomeGuard', () => {
  it('sends an erep partner to the customers list', () => {
    expect(connectedHomeGuard(partnerSession, book)).toBe('/rep/clients');
  });

  it('sends a customer to the establishment list', () => {
    expect(connectedHomeGuard(customerSession, book)).toBe('/rep/c/acme');
  });

  it('otherwise stays on the connected-user home', () => {
    expect(connectedHomeGuard(adminSession, book)).toBe('/rep/me');
    expect(connectedHomeGuard({ token: 't', user: user(['ROLE_PARTNER'], { partner }) }, book)).toBe('/rep/me');
    expect(connectedHomeGuard({ token: 't', user: null }, book)).toBe('/rep/me');
  });

  it('is null when no enabled remote offers the page', () => {
    expect(connectedHomeGuard(customerSession, routeBook(only('mf_leadgen')))).toBeNull();
  });
});

describe('protectedGuard', () => {
  it('needs a token, then a loaded user', () => {
    expect(protectedGuard({ token: null, user: null })).toEqual({ redirect: '/sign-in', signOut: false });
    expect(protectedGuard({ token: 't', user: null })).toEqual({ redirect: '/sign-in', signOut: true });
    expect(protectedGuard({ token: 't', user: user(['ROLE_EREP']) })).toBeNull();
  });
});

describe('sign-in landing', () => {
  it('lands on the establishment list when the plan includes reputation', () => {
    expect(landingPath(customerSession, only('mf_auth', 'mf_erep', 'mf_leadgen'))).toBe('/rep/c/acme');
  });

  it('lands a Lead-Gen customer on the first enabled area, in navbar order', () => {
    expect(landingPath(customerSession, only('mf_auth', 'mf_public', 'mf_account', 'mf_leadgen'))).toBe('/offers/acme/advantage');
    expect(landingPath(customerSession, only('mf_account'))).toBe('/acc/acme/details');
  });

  it('sends a customer without an establishment to Step, when a remote offers it', () => {
    expect(landingPath(customerSession, ALL, { hasEstablishment: false })).toBe('/acc/acme/step');
    expect(landingPath(customerSession, ALL, { hasEstablishment: true })).toBe('/rep/c/acme');
    expect(landingPath(customerSession, only('mf_erep'), { hasEstablishment: false })).toBe('/rep/c/acme');
    // Step is a customer's page: a partner keeps its customer list.
    expect(landingPath(partnerSession, ALL, { hasEstablishment: false })).toBe('/rep/clients');
  });

  it('keeps partners and admins on their spec home', () => {
    expect(landingPath(partnerSession, ALL)).toBe('/rep/clients');
    expect(landingPath(adminSession, ALL)).toBe('/rep/me');
  });

  it("answers / (the shell's landing) when it has no contracts to read", () => {
    expect(landingPath(customerSession, ['mf_erep', 'mf_leadgen'])).toBe('/');
    expect(landingPath(partnerSession, only('mf_leadgen'))).toBe('/');
    expect(resolveLanding(partnerSession, routeBook(only('mf_leadgen')))).toBeNull();
  });
});

describe('guard components', () => {
  const realNow = clock.now;
  const signIn = <Route path="/sign-in" element={<p>login page</p>} />;

  const manifest: RemoteManifest = {
    partner: 'demo',
    remotes: ALL.map(({ name, contract }) => ({
      name,
      package: name.replace('_', '-') as RemoteManifest['remotes'][number]['package'],
      entry: `/remotes/${name}/remoteEntry.js`,
      version: '1',
      ...(contract ? { contract } : {}),
    })),
  };

  beforeEach(() => {
    localStorage.clear();
    clock.now = realNow;
    logout();
    setMustRefresh(false);
    setActiveManifest(null, { token: null, user: null });
  });

  afterAll(() => {
    clock.now = realNow;
  });

  it('LoginGuard shows the form without a token and redirects with one', () => {
    const routes = <Route path="/rep/clients" element={<p>customers</p>} />;
    setActiveManifest(manifest);
    const { unmount } = renderApp(
      <LoginGuard>
        <p>login form</p>
      </LoginGuard>,
      { path: '/sign-in', url: '/sign-in', routes },
    );
    expect(screen.getByText('login form')).toBeInTheDocument();
    unmount();

    setToken('t');
    setUser(user(['ROLE_EREP', 'ROLE_PARTNER'], { partner }));
    setActiveManifest(manifest);
    renderApp(
      <LoginGuard>
        <p>login form</p>
      </LoginGuard>,
      { path: '/sign-in', url: '/sign-in', routes },
    );
    expect(screen.getByText('customers')).toBeInTheDocument();
  });

  it("LoginGuard with a token waits for this session's manifest before judging", () => {
    const routes = <Route path="/rep/c/:tag" element={<p>establishments</p>} />;
    setToken('t');
    setUser(user(['ROLE_EREP', 'ROLE_CUSTOMER'], { customer }));
    // Still the manifest of the anonymous visit.
    setActiveManifest({ partner: 'demo', remotes: manifest.remotes.filter((r) => r.name === 'mf_auth') }, { token: null, user: null });
    renderApp(
      <LoginGuard>
        <p>login form</p>
      </LoginGuard>,
      { path: '/sign-in', url: '/sign-in', routes },
    );
    expect(screen.queryByText('login form')).not.toBeInTheDocument();
    expect(screen.queryByText('establishments')).not.toBeInTheDocument();
    act(() => setActiveManifest(manifest));
    expect(screen.getByText('establishments')).toBeInTheDocument();
  });

  it('LoginGuard lets a sign-in completing on the page choose its destination', () => {
    setActiveManifest(manifest);
    renderApp(
      <LoginGuard>
        <p>login form</p>
      </LoginGuard>,
      { path: '/sign-in', url: '/sign-in', routes: <Route path="/rep/me" element={<p>home</p>} /> },
    );
    act(() => {
      setToken('t');
      setUser(user(['ROLE_EREP']));
      setActiveManifest(manifest);
    });
    expect(screen.getByText('login form')).toBeInTheDocument();
  });

  it('ProtectedRoute sends visitors to /sign-in', () => {
    renderApp(
      <ProtectedRoute>
        <p>secret</p>
      </ProtectedRoute>,
      { path: '/home/erep/user', url: '/home/erep/user', routes: signIn },
    );
    expect(screen.getByText('login page')).toBeInTheDocument();
    expect(screen.queryByText('secret')).not.toBeInTheDocument();
  });

  it('ProtectedRoute signs out a token without a user', () => {
    setToken('t');
    renderApp(
      <ProtectedRoute>
        <p>secret</p>
      </ProtectedRoute>,
      { path: '/home/erep/user', url: '/home/erep/user', routes: signIn },
    );
    expect(screen.getByText('login page')).toBeInTheDocument();
    expect(getSession()).toMatchObject({ token: null, mustRefresh: true });
  });

  it('ProtectedRoute checks the verification session on every navigation', async () => {
    const start = Date.UTC(2024, 0, 1);
    clock.now = () => start;
    setToken('t');
    setUser(user(['ROLE_EREP']));
    renderApp(
      <ProtectedRoute>
        <p>secret</p>
        <Link to="/home/erep/reviews">reviews</Link>
        <Link to="/home/erep/trends">trends</Link>
      </ProtectedRoute>,
      { path: '/home/erep/*', url: '/home/erep/user', routes: signIn },
    );
    expect(screen.getByText('secret')).toBeInTheDocument();

    // Active within 30 minutes: renewed.
    clock.now = () => start + 20 * 60 * 1000;
    await userEvent.click(screen.getByRole('link', { name: 'reviews' }));
    expect(screen.getByText('secret')).toBeInTheDocument();
    expect(getSession().token).toBe('t');

    // 31 idle minutes later: signed out and sent to the login page.
    clock.now = () => start + 51 * 60 * 1000;
    await userEvent.click(screen.getByRole('link', { name: 'trends' }));
    expect(screen.getByText('login page')).toBeInTheDocument();
    expect(getSession()).toMatchObject({ token: null, mustRefresh: true });
  });

  it('ProtectedRoute signs out an expired session on entry', () => {
    const start = Date.UTC(2024, 0, 1);
    clock.now = () => start;
    setToken('t');
    setUser(user(['ROLE_EREP']));
    clock.now = () => start + 31 * 60 * 1000;
    renderApp(
      <ProtectedRoute>
        <p>secret</p>
      </ProtectedRoute>,
      { path: '/home/erep/*', url: '/home/erep/user', routes: signIn },
    );
    expect(screen.getByText('login page')).toBeInTheDocument();
    expect(getSession()).toMatchObject({ token: null, mustRefresh: true });
  });

  it('ConnectedHomeRedirect sends a customer to its establishments, and renders children at home', () => {
    setToken('t');
    setUser(user(['ROLE_EREP', 'ROLE_CUSTOMER'], { customer }));
    setActiveManifest(manifest);
    const routes = <Route path="/rep/c/:tag" element={<p>establishments</p>} />;
    const { unmount } = renderApp(<ConnectedHomeRedirect />, { path: '/rep', url: '/rep', routes });
    expect(screen.getByText('establishments')).toBeInTheDocument();
    unmount();

    setUser({ ...user(['ROLE_EREP']), id: 2 });
    setActiveManifest(manifest);
    renderApp(
      <ConnectedHomeRedirect>
        <p>home</p>
      </ConnectedHomeRedirect>,
      { path: '/rep/me', url: '/rep/me/' },
    );
    expect(screen.getByText('home')).toBeInTheDocument();
  });

  it("ConnectedHomeRedirect waits for this session's manifest", () => {
    setToken('t');
    setUser(user(['ROLE_EREP', 'ROLE_PARTNER'], { partner }));
    renderApp(
      <ConnectedHomeRedirect>
        <p>home</p>
      </ConnectedHomeRedirect>,
      { path: '/rep', url: '/rep', routes: <Route path="/rep/clients" element={<p>customers</p>} /> },
    );
    expect(screen.queryByText('home')).not.toBeInTheDocument();
    act(() => setActiveManifest(manifest));
    expect(screen.getByText('customers')).toBeInTheDocument();
  });
});
