import { useRoutes } from 'react-router-dom';
import { NotFoundPage } from './components/not-found-page';
import { AUTH_PAGES } from './pages';

const ROUTES = [...AUTH_PAGES, { path: '*', element: <NotFoundPage /> }];

/** The pages that route; a path under this remote's prefixes naming none says so. */
export function AppRoutes() {
  return useRoutes(ROUTES);
}
