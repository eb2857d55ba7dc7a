import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
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

/**
 * Renders with the app's providers: a fresh query client, the shared i18next instance, a router
 * over the page's history (bridged as in the product, so pages that navigate without the router
 * are followed too) and, when given, a signed-in user. Requests go to the network edge: mock them
 * with `mockApi` (MSW).
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
        <BrowserRouter>{content}</BrowserRouter>
      </I18nextProvider>
    </QueryProvider>,
    rest,
  );
  return { ...result, queryClient };
}
