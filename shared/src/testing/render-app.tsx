import { useEffect, useLayoutEffect, useRef, type ReactElement, type ReactNode } from 'react';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { i18n } from '@erep/shared/i18n';
import { createQueryClient, QueryProvider } from '@erep/shared/query';
import { bridgeHistory } from '@erep/shared/routing';
import type { LanguageCode, SessionUser } from '@erep/shared/schemas';
import { logout, setToken, setUser, startVerificationSession } from '@erep/shared/session';
import { holdApiErrorTexts } from './api-error-texts';

export interface RenderAppOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The address the page opens at (default '/'). */
  url?: string;
  /** Route pattern the element is mounted under, so useParams works (e.g. '/customer/:tag'). */
  path?: string;
  /** Other routes rendered beside it, e.g. redirect targets. */
  routes?: ReactNode;
  /** Signs this user in (token, user, verification session) before rendering; null signs out. */
  user?: SessionUser | null;
  /** Interface language for this render. */
  language?: LanguageCode;
  /** A query client of the test's own; default a fresh one per render, so no cache leaks between tests. */
  queryClient?: QueryClient;
}

export interface RenderAppResult extends RenderResult {
  queryClient: QueryClient;
}

/** A signed-in customer user for component tests. */
export function testUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 1,
    email: 'customer@demo.test',
    roles: ['ROLE_EREP', 'ROLE_CUSTOMER'],
    is_active: true,
    customer: { tag: 'demo-bistro', language: 'fr', back_color: null },
    partner: null,
    ...overrides,
  };
}

const here = (): string => window.location.pathname + window.location.search + window.location.hash;

/**
 * Keeps the render's router and the page's address bar on one address, as a remote's router and
 * the shell's pages are in the product: pages that move without the router (sign-in, the shell's
 * guards) are followed, and read where the router went. The router stays a memory router: a page
 * of an earlier test that navigates late moves its own router only, never this test's address.
 */
function AddressBar() {
  const location = useLocation();
  const navigate = useNavigate();
  const routed = location.pathname + location.search + location.hash;
  // Read by the listener: the router's move is announced before the listener sees the new render.
  const current = useRef(routed);
  useLayoutEffect(() => {
    current.current = routed;
    if (routed !== here()) window.history.pushState(null, '', routed);
  }, [routed]);
  useEffect(() => {
    const follow = () => {
      if (here() !== current.current) void navigate(here(), { replace: true });
    };
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, [navigate]);
  return null;
}

/**
 * Renders with the app's providers: a fresh query client, the shared i18next instance, a memory
 * router kept on the page's address (see `AddressBar`) and, when given, a signed-in user. Requests
 * go to the network edge: mock them with `mockApi` (MSW).
 */
export function renderApp(ui: ReactElement, options: RenderAppOptions = {}): RenderAppResult {
  const { url = '/', path, routes, user, language, queryClient = createQueryClient(), ...rest } = options;
  bridgeHistory();
  window.history.replaceState(null, '', url);
  if (user === null) logout();
  else if (user) {
    setToken('test-token');
    setUser(user);
    startVerificationSession();
  }
  if (language) {
    // With every namespace of the language at hand, the switch happens before this render.
    holdApiErrorTexts(language);
    void i18n.changeLanguage(language);
  }
  // Tests fail fast rather than waiting on retries.
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } });
  const content =
    path || routes ? (
      <Routes>
        <Route path={path ?? '*'} element={ui} />
        {routes}
      </Routes>
    ) : (
      ui
    );
  const result = render(
    <QueryProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[url]}>
          <AddressBar />
          {content}
        </MemoryRouter>
      </I18nextProvider>
    </QueryProvider>,
    rest,
  );
  return { ...result, queryClient };
}
