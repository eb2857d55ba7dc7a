import { createElement, Fragment, useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { connectedHomeGuard, loginGuard, protectedGuard, useActiveRoutes } from '@erep/shared/guards';
import { clock, enforceVerificationSession, isExemptPath, isVerificationSessionValid, signOut, STORAGE_KEYS, useSession } from '@erep/shared/session';

// The guards that redirect, apart from the shared state they read: they need React Router, which
// the shell's own pages (`/`, `/404`) do without. Each remote bundles them; the state stays shared.

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
