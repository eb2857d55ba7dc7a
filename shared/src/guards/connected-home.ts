import { createElement, Fragment, type ReactElement, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { connectedHomeGuard, useActiveRoutes } from '@erep/shared/guards';
import { useSession } from '@erep/shared/session';

// Rendered inside a remote's routes: it reads its router's location, so a change of address is
// judged once that router has matched it (the page it guards may be on its way out).

/**
 * Sends a connected user to their landing page; renders children when already there, or when no
 * enabled remote offers that page. Waits for the manifest of this session.
 */
export function ConnectedHomeRedirect({ children }: { children?: ReactNode }): ReactElement | null {
  const session = useSession();
  const { book, current } = useActiveRoutes();
  const { pathname } = useLocation();
  if (!current) return null;
  const target = connectedHomeGuard(session, book);
  if (!target || pathname.replace(/\/+$/, '') === target) return createElement(Fragment, null, children);
  return createElement(Navigate, { to: target, replace: true });
}
