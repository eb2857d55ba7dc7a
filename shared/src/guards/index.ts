import { createElement, Fragment, useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import {
  clock,
  enforceVerificationSession,
  isExemptPath,
  isVerificationSessionValid,
  signOut,
  STORAGE_KEYS,
  useSession,
  type SessionState,
} from '@erep/shared/session';
import { useActiveRoutes } from './active-manifest';
import { connectedHomeGuard, loginGuard } from './routes';
export { SESSION_CHECK_INTERVAL_MS, startSessionCheck, type SessionCheckOptions } from './session-check';

export {
  sessionKey,
  setActiveManifest,
  useActiveManifest,
  useActiveRoutes,
  type ActiveManifestState,
  type ActiveRoutes,
} from './active-manifest';
export {
  connectedHomeGuard,
  EMPTY_ROUTE_BOOK,
  fillPath,
  firstLanding,
  landingPath,
  loginGuard,
  resolveLanding,
  routeBook,
  routePath,
  ROUTE_NAMES,
  type ContractEntry,
  type ContractSource,
  type RouteBook,
  type RouteName,
} from './routes';

/** The spec names this path itself (section 4, protected-route guard). */
export const signInPath = '/sign-in';

type GuardSession = Pick<SessionState, 'token' | 'user'>;

export interface ProtectedRedirect {
  redirect: '/sign-in';
  signOut: boolean;
}

/** Authenticated pages need a stored token and a loaded user. */
export function protectedGuard(session: GuardSession): ProtectedRedirect | null {
  if (!session.token) return { redirect: signInPath, signOut: false };
  if (!session.user) return { redirect: signInPath, signOut: true };
  return null;
}

function hasStoredUser(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.user) !== null;
  } catch {
    return false;
  }
}

/**
 * Renders the login page only when there is no token; otherwise redirects to the user's landing page.
 * Judged when the page is entered: a sign-in completing on this page chooses its own destination.
 * With a token, it waits for the manifest of this session, which names the destinations.
 */
export function LoginGuard({ children }: { children?: ReactNode }): ReactElement | null {
  const session = useSession();
  const { book, current } = useActiveRoutes();
  const [enteredSignedIn] = useState(() => session.token !== null);
  if (!enteredSignedIn) return createElement(Fragment, null, children);
  if (!current) return null;
  const target = loginGuard(session, book);
  if (target) return createElement(Navigate, { to: target, replace: true });
  return createElement(Fragment, null, children);
}

/** Guards authenticated pages: token, loaded user and a live verification session. */
export function ProtectedRoute({ children }: { children?: ReactNode }): ReactElement | null {
  const session = useSession();
  const { pathname } = useLocation();
  const guard = protectedGuard(session);
  const shouldSignOut = guard?.signOut ?? false;

  useEffect(() => {
    if (shouldSignOut) signOut();
  }, [shouldSignOut]);

  useEffect(() => {
    // Signing out updates the session, which re-renders this guard into a redirect.
    enforceVerificationSession(pathname);
  }, [pathname]);

  if (guard) return createElement(Navigate, { to: guard.redirect, replace: true });
  // Hide the page until the effect above has signed out an expired session.
  if (!isExemptPath(pathname) && hasStoredUser() && !isVerificationSessionValid(clock.now())) return null;
  return createElement(Fragment, null, children);
}

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
