import { createElement, Fragment, useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { ROLES, type RemoteName } from '@erep/shared/schemas';
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

export const signInPath = '/sign-in';
export const customersListPath = '/home/erep/customers';
export const connectedHomePath = '/home/erep/user';
export const establishmentListPath = (tag: string): string => `/home/erep/customer/${tag}`;
export const stepPath = (tag: string): string => `/customer/${tag}/step-view`;

type GuardSession = Pick<SessionState, 'token' | 'user'>;

function hasRole(session: GuardSession, role: string): boolean {
  return session.user?.roles.includes(role) ?? false;
}

/** Where the login page sends a user who already has a token; null shows the login page. */
export function loginGuard(session: GuardSession): string | null {
  if (!session.token) return null;
  const user = session.user;
  if (user && hasRole(session, ROLES.partner) && (user.partner || user.customer)) return customersListPath;
  if (user?.customer && hasRole(session, ROLES.customer)) return establishmentListPath(user.customer.tag);
  return connectedHomePath;
}

/** Landing page of the back office: partners see customers, customers their establishments. */
export function connectedHomeGuard(session: GuardSession): string {
  const user = session.user;
  if (user && hasRole(session, ROLES.erep) && hasRole(session, ROLES.partner)) return customersListPath;
  if (user?.customer && hasRole(session, ROLES.customer)) return establishmentListPath(user.customer.tag);
  return connectedHomePath;
}

/**
 * Where sign-in lands: the spec's home when the plan includes reputation (mf-erep), otherwise the
 * first area it enables, so a Lead-Gen customer never starts on a page it cannot use.
 */
export function landingPath(session: GuardSession, enabled: readonly RemoteName[]): string {
  const tag = session.user?.customer?.tag;
  const home = loginGuard(session) ?? connectedHomePath;
  if (enabled.includes('mf_erep') || !tag) return home;
  if (enabled.includes('mf_leadgen')) return `/home/leadgen/customer/${tag}/advantage`;
  if (enabled.includes('mf_account')) return `/customer/${tag}/account/personal_details`;
  return home;
}

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
 */
export function LoginGuard({ children }: { children?: ReactNode }): ReactElement {
  const session = useSession();
  const [target] = useState(() => loginGuard(session));
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

/** Sends a connected user to their landing page; renders children when already there. */
export function ConnectedHomeRedirect({ children }: { children?: ReactNode }): ReactElement {
  const target = connectedHomeGuard(useSession());
  const { pathname } = useLocation();
  if (pathname.replace(/\/+$/, '') === target) return createElement(Fragment, null, children);
  return createElement(Navigate, { to: target, replace: true });
}
