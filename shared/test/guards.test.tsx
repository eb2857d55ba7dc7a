import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route } from 'react-router-dom';
import {
  connectedHomeGuard,
  connectedHomePath,
  ConnectedHomeRedirect,
  customersListPath,
  establishmentListPath,
  landingPath,
  LoginGuard,
  loginGuard,
  protectedGuard,
  ProtectedRoute,
  stepPath,
} from '@erep/shared/guards';
import type { SessionUser } from '@erep/shared/schemas';
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

describe('paths', () => {
  it('match the route table', () => {
    expect(customersListPath).toBe('/home/erep/customers');
    expect(establishmentListPath('acme')).toBe('/home/erep/customer/acme');
    expect(connectedHomePath).toBe('/home/erep/user');
    expect(stepPath('acme')).toBe('/customer/acme/step-view');
  });
});

describe('loginGuard', () => {
  it('shows the login page without a token', () => {
    expect(loginGuard({ token: null, user: null })).toBeNull();
    expect(loginGuard({ token: null, user: user(['ROLE_PARTNER'], { partner }) })).toBeNull();
  });

  it('sends a partner with a partner or a customer to the customers list', () => {
    expect(loginGuard({ token: 't', user: user(['ROLE_EREP', 'ROLE_PARTNER'], { partner }) })).toBe(customersListPath);
    expect(loginGuard({ token: 't', user: user(['ROLE_PARTNER'], { customer }) })).toBe(customersListPath);
  });

  it('sends a customer with a customer to its establishment list', () => {
    expect(loginGuard({ token: 't', user: user(['ROLE_EREP', 'ROLE_CUSTOMER'], { customer }) })).toBe('/home/erep/customer/acme');
  });

  it('sends anyone else to the connected home', () => {
    expect(loginGuard({ token: 't', user: user(['ROLE_EREP']) })).toBe(connectedHomePath);
    expect(loginGuard({ token: 't', user: user(['ROLE_PARTNER']) })).toBe(connectedHomePath);
    expect(loginGuard({ token: 't', user: user(['ROLE_CUSTOMER']) })).toBe(connectedHomePath);
    expect(loginGuard({ token: 't', user: null })).toBe(connectedHomePath);
  });
});

describe('connectedHomeGuard', () => {
  it('sends an erep partner to the customers list', () => {
    expect(connectedHomeGuard({ token: 't', user: user(['ROLE_EREP', 'ROLE_PARTNER'], { partner }) })).toBe(customersListPath);
  });

  it('sends a customer to the establishment list', () => {
    expect(connectedHomeGuard({ token: 't', user: user(['ROLE_EREP', 'ROLE_CUSTOMER'], { customer }) })).toBe(establishmentListPath('acme'));
  });

  it('keeps a plain admin (or a partner without ROLE_EREP) on the connected home', () => {
    expect(connectedHomeGuard({ token: 't', user: user(['ROLE_EREP']) })).toBe(connectedHomePath);
    expect(connectedHomeGuard({ token: 't', user: user(['ROLE_PARTNER'], { partner }) })).toBe(connectedHomePath);
    expect(connectedHomeGuard({ token: 't', user: null })).toBe(connectedHomePath);
  });
});

describe('protectedGuard', () => {
  it('redirects without a token, and signs out a token without a user', () => {
    expect(protectedGuard({ token: null, user: null })).toEqual({ redirect: '/sign-in', signOut: false });
    expect(protectedGuard({ token: 't', user: null })).toEqual({ redirect: '/sign-in', signOut: true });
    expect(protectedGuard({ token: 't', user: user(['ROLE_EREP']) })).toBeNull();
  });
});

describe('guard components', () => {
  const realNow = clock.now;
  const signIn = <Route path="/sign-in" element={<p>login page</p>} />;

  beforeEach(() => {
    localStorage.clear();
    clock.now = realNow;
    logout();
    setMustRefresh(false);
  });

  afterAll(() => {
    clock.now = realNow;
  });

  it('LoginGuard shows the form without a token and redirects with one', () => {
    const routes = (
      <>
        <Route path="/home/erep/customers" element={<p>customers</p>} />
      </>
    );
    const { unmount } = renderApp(
      <LoginGuard>
        <p>login form</p>
      </LoginGuard>,
      { path: '/sign-in', initialEntries: ['/sign-in'], routes },
    );
    expect(screen.getByText('login form')).toBeInTheDocument();
    unmount();

    setToken('t');
    setUser(user(['ROLE_EREP', 'ROLE_PARTNER'], { partner }));
    renderApp(
      <LoginGuard>
        <p>login form</p>
      </LoginGuard>,
      { path: '/sign-in', initialEntries: ['/sign-in'], routes },
    );
    expect(screen.getByText('customers')).toBeInTheDocument();
  });

  it('ProtectedRoute sends visitors to /sign-in', () => {
    renderApp(
      <ProtectedRoute>
        <p>secret</p>
      </ProtectedRoute>,
      { path: '/home/erep/user', initialEntries: ['/home/erep/user'], routes: signIn },
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
      { path: '/home/erep/user', initialEntries: ['/home/erep/user'], routes: signIn },
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
      { path: '/home/erep/*', initialEntries: ['/home/erep/user'], routes: signIn },
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
      { path: '/home/erep/*', initialEntries: ['/home/erep/user'], routes: signIn },
    );
    expect(screen.getByText('login page')).toBeInTheDocument();
    expect(getSession()).toMatchObject({ token: null, mustRefresh: true });
  });

  it('ConnectedHomeRedirect sends a customer to its establishments, and renders children at home', () => {
    setToken('t');
    setUser(user(['ROLE_EREP', 'ROLE_CUSTOMER'], { customer }));
    const routes = <Route path="/home/erep/customer/:tag" element={<p>establishments</p>} />;
    const { unmount } = renderApp(<ConnectedHomeRedirect />, { path: '/home/erep', initialEntries: ['/home/erep'], routes });
    expect(screen.getByText('establishments')).toBeInTheDocument();
    unmount();

    setUser(user(['ROLE_EREP']));
    renderApp(
      <ConnectedHomeRedirect>
        <p>home</p>
      </ConnectedHomeRedirect>,
      { path: '/home/erep/user', initialEntries: ['/home/erep/user'] },
    );
    expect(screen.getByText('home')).toBeInTheDocument();
  });
});

describe('landingPath', () => {
  const customerSession = { token: 't', user: user(['ROLE_EREP', 'ROLE_CUSTOMER'], { customer }) };
  it('lands on the establishment list when the plan includes reputation', () => {
    expect(landingPath(customerSession, ['mf_auth', 'mf_erep', 'mf_leadgen'])).toBe('/home/erep/customer/acme');
  });
  it('lands a Lead-Gen customer on its offers', () => {
    expect(landingPath(customerSession, ['mf_auth', 'mf_public', 'mf_leadgen', 'mf_account'])).toBe(
      '/home/leadgen/customer/acme/advantage',
    );
  });
  it('falls back to the account area, then to the spec home', () => {
    expect(landingPath(customerSession, ['mf_account'])).toBe('/customer/acme/account/personal_details');
    expect(landingPath(customerSession, [])).toBe('/home/erep/customer/acme');
  });
  it('keeps partners on their customer list', () => {
    expect(landingPath({ token: 't', user: user(['ROLE_EREP', 'ROLE_PARTNER'], { partner }) }, ['mf_leadgen'])).toBe(
      '/home/erep/customers',
    );
  });
});
