import { useRoutes } from 'react-router-dom';
import { AUTH_PAGES } from './pages';

/** The pages that route: `root.tsx` renders them only for a path of `AUTH_PAGES`. */
export function AppRoutes() {
  return useRoutes(AUTH_PAGES);
}
