import type { SessionState } from '@erep/shared/session';
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
