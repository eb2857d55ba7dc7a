import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { i18n } from '@erep/shared/i18n';

export interface RenderAppOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Memory router history (default ['/']). */
  initialEntries?: string[];
  /** Route pattern the element is mounted under, so useParams works (e.g. '/customer/:tag'). */
  path?: string;
  /** Other routes rendered beside it, e.g. redirect targets. */
  routes?: ReactNode;
}

/** Renders with the app's providers: the shared i18next instance and a memory router. */
export function renderApp(ui: ReactElement, options: RenderAppOptions = {}): RenderResult {
  const { initialEntries = ['/'], path, routes, ...rest } = options;
  const content =
    path || routes ? (
      <Routes>
        <Route path={path ?? '*'} element={ui} />
        {routes}
      </Routes>
    ) : (
      ui
    );
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={initialEntries}>{content}</MemoryRouter>
    </I18nextProvider>,
    rest,
  );
}
