import { createElement, Fragment, useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { loginGuard, protectedGuard, useActiveRoutes } from '@erep/shared/guards';
import { Redirect, usePathname } from '@erep/shared/routing';
import { clock, enforceVerificationSession, isExemptPath, isVerificationSessionValid, signOut, STORAGE_KEYS, useSession } from '@erep/shared/session';

// The guards that redirect, apart from the shared state they read: each package that uses them
// bundles them, the state stays shared. They follow the address bar without React Router, so the
// areas they guard (sign-in first) load the router only where a page routes.

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
  if (target) return createElement(Redirect, { to: target });
  return createElement(Fragment, null, children);
}

/** Guards authenticated pages: token, loaded user and a live verification session. */
export function ProtectedRoute({ children }: { children?: ReactNode }): ReactElement | null {
  const session = useSession();
  const pathname = usePathname();
  const guard = protectedGuard(session);
  const shouldSignOut = guard?.signOut ?? false;

  useEffect(() => {
    if (shouldSignOut) signOut();
  }, [shouldSignOut]);

  useEffect(() => {
    // Signing out updates the session, which re-renders this guard into a redirect.
    enforceVerificationSession(pathname);
  }, [pathname]);

  if (guard) return createElement(Redirect, { to: guard.redirect });
  // Hide the page until the effect above has signed out an expired session.
  if (!isExemptPath(pathname) && hasStoredUser() && !isVerificationSessionValid(clock.now())) return null;
  return createElement(Fragment, null, children);
}
