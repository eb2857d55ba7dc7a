import { atom, useAtomValue } from 'jotai';
import { useMemo } from 'react';
import type { RemoteManifest } from '@erep/shared/schemas';
import { getSession, sessionStore, useSession, type SessionState } from '@erep/shared/session';
import { EMPTY_ROUTE_BOOK, routeBook, type RouteBook } from './routes';

/** Who the manifest was asked for: it changes with the token and the user. */
export function sessionKey(session: Pick<SessionState, 'token' | 'user'>): string {
  return `${session.token ?? ''}:${session.user?.id ?? ''}`;
}

interface ActiveManifest {
  manifest: RemoteManifest | null;
  forSession: string | null;
}

// In shared (a federation singleton) so guards mounted in any remote's root read the shell's manifest.
const activeManifestAtom = atom<ActiveManifest>({ manifest: null, forSession: null });

/** The shell records the manifest in effect and the session it was read for. */
export function setActiveManifest(manifest: RemoteManifest | null, session: Pick<SessionState, 'token' | 'user'> = getSession()): void {
  sessionStore.set(activeManifestAtom, { manifest, forSession: sessionKey(session) });
}

export interface ActiveManifestState {
  manifest: RemoteManifest | null;
  /** A manifest has been read (for some session). */
  ready: boolean;
  /** It was read for the current session: what it leaves out is really not enabled. */
  current: boolean;
}

export function useActiveManifest(): ActiveManifestState {
  const active = useAtomValue(activeManifestAtom, { store: sessionStore });
  const key = sessionKey(useSession());
  return { manifest: active.manifest, ready: active.forSession !== null, current: active.forSession === key };
}

export interface ActiveRoutes {
  book: RouteBook;
  current: boolean;
}

/** The enabled remotes' routes and landings, following the manifest in effect. */
export function useActiveRoutes(): ActiveRoutes {
  const { manifest, current } = useActiveManifest();
  const book = useMemo(() => (manifest ? routeBook(manifest) : EMPTY_ROUTE_BOOK), [manifest]);
  return { book, current };
}
