import { atom, createStore, useAtomValue } from 'jotai';
import { appBus } from '@erep/shared/bus';
import type { SessionUser } from '@erep/shared/schemas';
// The constants without the schemas module (and its validation library): boot code stays light.
import { ROLES } from '../schemas/constants';
import { defaultDateRange, resolveDateRange, type DateRange, type DateRangeInput } from '@erep/shared/rules';

/** Browser storage keys (localStorage), as the spec names them. */
export const STORAGE_KEYS = {
  token: 'token',
  access: 'access',
  user: 'user',
  userAuthenticated: 'user_authenticated',
  userRole: 'user_role',
  planName: 'planName',
  apiUrl: 'api_url',
  verificationSession: 'verification_session',
  language: 'language',
  /** Set when the person picked the stored language with a selector (not a default). */
  languagePicked: 'language_picked',
} as const;

export interface SessionState {
  token: string | null;
  accessToken: string | null;
  /** Send the access token instead of the normal token. */
  useAccess: boolean;
  user: SessionUser | null;
  authenticated: boolean;
  userActive: boolean;
  userId: number | null;
  entity: string;
  mustRefresh: boolean;
}

/** Replaceable clock so tests (unit and browser) can move time. */
export const clock: { now: () => number } = { now: () => Date.now() };

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Access can throw when storage is disabled (privacy modes, sandboxed frames).
    return null;
  }
}

function read(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Quota or disabled storage: the in-memory state still works for this tab.
  }
}

function remove(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Same as write.
  }
}

function parseUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && 'id' in value && 'roles' in value && Array.isArray(value.roles)) {
      return value as SessionUser;
    }
  } catch {
    // Corrupt value: treated as no user.
  }
  return null;
}

function emptyState(mustRefresh: boolean): SessionState {
  return {
    token: null,
    accessToken: null,
    useAccess: false,
    user: null,
    authenticated: false,
    userActive: false,
    userId: null,
    entity: 'users',
    mustRefresh,
  };
}

function stateFromStorage(mustRefresh: boolean): SessionState {
  const token = read(STORAGE_KEYS.token);
  const accessToken = read(STORAGE_KEYS.access);
  const user = token ? parseUser(read(STORAGE_KEYS.user)) : null;
  return {
    ...emptyState(mustRefresh),
    token,
    accessToken,
    useAccess: accessToken !== null,
    user,
    authenticated: user !== null && read(STORAGE_KEYS.userAuthenticated) === 'true',
    userActive: user?.is_active === true,
    userId: user?.id ?? null,
  };
}

export const sessionStore = createStore();
export const sessionAtom = atom<SessionState>(stateFromStorage(false));

export function getSession(): SessionState {
  return sessionStore.get(sessionAtom);
}

export function useSession(): SessionState {
  return useAtomValue(sessionAtom, { store: sessionStore });
}

function update(next: SessionState): void {
  sessionStore.set(sessionAtom, next);
  appBus.emit('session:changed', next);
}

/** Reloads the session from storage (start-up, or another tab changed it). */
export function restoreSession(): SessionState {
  update(stateFromStorage(getSession().mustRefresh));
  return getSession();
}

/** Stores the login token and starts a new verification session. */
export function setToken(token: string): void {
  write(STORAGE_KEYS.token, token);
  startVerificationSession();
  update({ ...getSession(), token });
}

export function setAccessToken(token: string | null): void {
  if (token === null) remove(STORAGE_KEYS.access);
  else write(STORAGE_KEYS.access, token);
  update({ ...getSession(), accessToken: token, useAccess: token !== null });
}

/** The role kept under `user_role`: the first one that is not ROLE_EREP. */
export function primaryRole(user: SessionUser): string {
  return user.roles.find((role) => role !== ROLES.erep) ?? ROLES.erep;
}

export function setUser(user: SessionUser): void {
  write(STORAGE_KEYS.user, JSON.stringify(user));
  write(STORAGE_KEYS.userAuthenticated, 'true');
  write(STORAGE_KEYS.userRole, primaryRole(user));
  update({
    ...getSession(),
    user,
    authenticated: true,
    userActive: user.is_active,
    userId: user.id,
  });
}

export function setMustRefresh(value: boolean): void {
  if (getSession().mustRefresh === value) return;
  update({ ...getSession(), mustRefresh: value });
}

export function setPlanName(prefix: string): void {
  write(STORAGE_KEYS.planName, prefix);
}

export function getPlanName(): string | null {
  return read(STORAGE_KEYS.planName);
}

/** Removes exactly token, access, user and user_authenticated, then resets the state. */
export function logout(): void {
  remove(STORAGE_KEYS.token);
  remove(STORAGE_KEYS.access);
  remove(STORAGE_KEYS.user);
  remove(STORAGE_KEYS.userAuthenticated);
  // must-refresh survives: sign-out sets it just before calling logout.
  update(emptyState(getSession().mustRefresh));
}

/** A customer's manager: limited to some establishments, none of the whole-account actions (billing, account-wide offers). */
export function isAccountManager(user: SessionUser | null): boolean {
  return user?.account_role === 'manager';
}

export function signOut(): void {
  setMustRefresh(true);
  remove(STORAGE_KEYS.userRole);
  logout();
}

// Verification session: 30-minute sliding renewal, capped at 4 hours after it started.
export const VERIFICATION_SLIDING_MS = 1000 * 60 * 30;
export const VERIFICATION_MAX_MS = 1000 * 60 * 60 * 4;

export interface VerificationSession {
  startedAt: number;
  expiresAt: number;
}

export function readVerificationSession(): VerificationSession | null {
  const raw = read(STORAGE_KEYS.verificationSession);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (
      value &&
      typeof value === 'object' &&
      'startedAt' in value &&
      'expiresAt' in value &&
      typeof value.startedAt === 'number' &&
      typeof value.expiresAt === 'number' &&
      Number.isFinite(value.startedAt) &&
      Number.isFinite(value.expiresAt)
    ) {
      return { startedAt: value.startedAt, expiresAt: value.expiresAt };
    }
  } catch {
    // Corrupt value: treated as missing.
  }
  return null;
}

export function startVerificationSession(now: number = clock.now()): VerificationSession {
  const session = { startedAt: now, expiresAt: now + VERIFICATION_SLIDING_MS };
  write(STORAGE_KEYS.verificationSession, JSON.stringify(session));
  return session;
}

export function isVerificationSessionValid(now: number = clock.now()): boolean {
  const session = readVerificationSession();
  return session !== null && now < session.expiresAt && now < session.startedAt + VERIFICATION_MAX_MS;
}

/** Renews a valid verification session; false when it is missing or expired. */
export function touchVerificationSession(now: number = clock.now()): boolean {
  const session = readVerificationSession();
  if (!session || now >= session.expiresAt || now >= session.startedAt + VERIFICATION_MAX_MS) return false;
  const expiresAt = Math.min(now + VERIFICATION_SLIDING_MS, session.startedAt + VERIFICATION_MAX_MS);
  write(STORAGE_KEYS.verificationSession, JSON.stringify({ startedAt: session.startedAt, expiresAt }));
  return true;
}

// Login, Signup and Download routes (with any sub-path); externalUrl lives under /public.
const EXEMPT_ROUTES = ['/sign-in', '/sign-up', '/files'];
const EXEMPT_PREFIXES = ['/public', '/external'];

/** Routes where a missing verification session does not sign the user out. */
export function isExemptPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (EXEMPT_ROUTES.some((p) => path === p || path.startsWith(`${p}/`))) return true;
  return EXEMPT_PREFIXES.some((p) => path.startsWith(p));
}

export function enforceVerificationSession(pathname: string, now: number = clock.now()): 'ok' | 'signed-out' {
  if (isExemptPath(pathname)) return 'ok';
  if (read(STORAGE_KEYS.user) === null) return 'ok';
  if (touchVerificationSession(now)) return 'ok';
  signOut();
  return 'signed-out';
}

// Another tab logging in or out changes the shared storage: follow it.
const SYNCED_KEYS: ReadonlySet<string> = new Set([STORAGE_KEYS.token, STORAGE_KEYS.access, STORAGE_KEYS.user]);

export function handleStorageEvent(event: Pick<StorageEvent, 'key' | 'newValue'>): void {
  if (event.key !== null && !SYNCED_KEYS.has(event.key)) return;
  const token = event.key === STORAGE_KEYS.token ? event.newValue : read(STORAGE_KEYS.token);
  if (token === null) {
    const current = getSession();
    if (current.token !== null || current.user !== null) update(emptyState(current.mustRefresh));
    return;
  }
  restoreSession();
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', handleStorageEvent);
}

appBus.emit('session:changed', getSession());
export { clearPending, pendingAuth, readPending, savePending, type PendingSignUp } from './pending-payment';

// The back office's date range (spec: shared application state start_date/end_date). 'Global' in the
// picker means all time; an empty, 'Global', 0 or null bound resets the dates to the default 30 days.
export interface DateRangeState extends DateRange {
  /** All time: the dates are kept for when the user comes back to a period. */
  global: boolean;
}

const RANGE_KEY = 'erep_date_range';

function rangeFromStorage(): DateRangeState {
  try {
    const raw = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(RANGE_KEY);
    if (raw) {
      const value = JSON.parse(raw) as Partial<DateRangeState>;
      return { ...resolveDateRange({ start_date: value.start_date, end_date: value.end_date }), global: value.global === true };
    }
  } catch {
    // Unreadable: the default range.
  }
  return { ...defaultDateRange(), global: false };
}

export const dateRangeAtom = atom<DateRangeState>(rangeFromStorage());

function storeRange(next: DateRangeState): void {
  sessionStore.set(dateRangeAtom, next);
  try {
    sessionStorage.setItem(RANGE_KEY, JSON.stringify(next));
  } catch {
    // Disabled storage: this tab still shares the range across its pages.
  }
}

/** Sets the period; an empty, 'Global', 0 or null bound resets both dates to the default. */
export function setDateRange(value: DateRangeInput): void {
  storeRange({ ...resolveDateRange(value), global: false });
}

/** All time ('Global'). */
export function setGlobalRange(): void {
  storeRange({ ...getDateRange(), global: true });
}

export function getDateRange(): DateRangeState {
  return sessionStore.get(dateRangeAtom);
}

export function useDateRange(): DateRangeState {
  return useAtomValue(dateRangeAtom, { store: sessionStore });
}
