import { appBus } from '@erep/shared/bus';
import type { SessionUser } from '@erep/shared/schemas';
import {
  clock,
  enforceVerificationSession,
  getSession,
  isExemptPath,
  isVerificationSessionValid,
  logout,
  restoreSession,
  sessionAtom,
  sessionStore,
  setAccessToken,
  setMustRefresh,
  setPlanName,
  setToken,
  setUser,
  signOut,
  startVerificationSession,
  STORAGE_KEYS,
  touchVerificationSession,
  VERIFICATION_MAX_MS,
  VERIFICATION_SLIDING_MS,
} from '@erep/shared/session';

const partnerUser: SessionUser = {
  id: 7,
  email: 'p@example.com',
  roles: ['ROLE_EREP', 'ROLE_PARTNER'],
  is_active: true,
  customer: null,
  partner: { code: 'acme', language: 'en' },
};

const realNow = clock.now;
const MINUTE = 60 * 1000;

beforeEach(() => {
  localStorage.clear();
  clock.now = realNow;
  logout();
  setMustRefresh(false);
});

afterAll(() => {
  clock.now = realNow;
});

describe('session state', () => {
  it('stores the token and the user, and emits session:changed', () => {
    const seen: (string | null)[] = [];
    const off = appBus.on('session:changed', (s) => seen.push(s.token), { replay: false });
    setToken('t1');
    setUser(partnerUser);
    off();
    expect(localStorage.getItem('token')).toBe('t1');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(partnerUser);
    expect(localStorage.getItem('user_authenticated')).toBe('true');
    expect(localStorage.getItem('user_role')).toBe('ROLE_PARTNER');
    expect(getSession()).toMatchObject({ token: 't1', authenticated: true, userActive: true, userId: 7, entity: 'users' });
    expect(sessionStore.get(sessionAtom).user).toEqual(partnerUser);
    expect(seen).toEqual(['t1', 't1']);
    expect(appBus.last('session:changed')?.user?.id).toBe(7);
  });

  it('keeps ROLE_EREP as user_role when it is the only role', () => {
    setUser({ ...partnerUser, roles: ['ROLE_EREP'], is_active: false });
    expect(localStorage.getItem('user_role')).toBe('ROLE_EREP');
    expect(getSession().userActive).toBe(false);
  });

  it('uses the access token flag', () => {
    setAccessToken('acc');
    expect(localStorage.getItem('access')).toBe('acc');
    expect(getSession()).toMatchObject({ accessToken: 'acc', useAccess: true });
    setAccessToken(null);
    expect(localStorage.getItem('access')).toBeNull();
    expect(getSession().useAccess).toBe(false);
  });

  it('restores from storage', () => {
    localStorage.setItem('token', 'stored');
    localStorage.setItem('user', JSON.stringify(partnerUser));
    localStorage.setItem('user_authenticated', 'true');
    restoreSession();
    expect(getSession()).toMatchObject({ token: 'stored', authenticated: true, userId: 7 });
  });

  it('ignores a corrupt stored user', () => {
    localStorage.setItem('token', 'stored');
    localStorage.setItem('user', '{not json');
    restoreSession();
    expect(getSession()).toMatchObject({ token: 'stored', user: null, authenticated: false });
  });

  it('stores the plan name', () => {
    setPlanName('All_inclusive');
    expect(localStorage.getItem(STORAGE_KEYS.planName)).toBe('All_inclusive');
  });
});

describe('logout and sign-out', () => {
  function fillStorage() {
    for (const key of Object.values(STORAGE_KEYS)) localStorage.setItem(key, 'x');
    setToken('t');
    setUser(partnerUser);
  }

  it('logout removes exactly token, access, user and user_authenticated', () => {
    fillStorage();
    logout();
    const left = Object.values(STORAGE_KEYS).filter((key) => localStorage.getItem(key) !== null);
    expect(left.sort()).toEqual(['api_url', 'language', 'language_picked', 'planName', 'user_role', 'verification_session']);
    expect(getSession()).toMatchObject({ token: null, user: null, authenticated: false, userId: null, mustRefresh: false });
  });

  it('signOut also removes user_role and sets must-refresh', () => {
    fillStorage();
    signOut();
    expect(localStorage.getItem('user_role')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('api_url')).toBe('x');
    expect(getSession()).toMatchObject({ token: null, mustRefresh: true });
  });
});

describe('verification session', () => {
  const start = Date.UTC(2024, 0, 1, 8, 0, 0);

  it('renews by 30 minutes on each touch', () => {
    startVerificationSession(start);
    expect(isVerificationSessionValid(start + 29 * MINUTE)).toBe(true);
    expect(touchVerificationSession(start + 20 * MINUTE)).toBe(true);
    const stored = JSON.parse(localStorage.getItem('verification_session') ?? '{}') as { startedAt: number; expiresAt: number };
    expect(stored).toEqual({ startedAt: start, expiresAt: start + 20 * MINUTE + VERIFICATION_SLIDING_MS });
    expect(isVerificationSessionValid(start + 45 * MINUTE)).toBe(true);
    expect(isVerificationSessionValid(start + 51 * MINUTE)).toBe(false);
  });

  it('expires after 30 idle minutes', () => {
    startVerificationSession(start);
    expect(touchVerificationSession(start + 31 * MINUTE)).toBe(false);
  });

  it('never goes beyond 4 hours from the start', () => {
    startVerificationSession(start);
    for (let t = start + 20 * MINUTE; t < start + VERIFICATION_MAX_MS; t += 20 * MINUTE) {
      expect(touchVerificationSession(t)).toBe(true);
    }
    const stored = JSON.parse(localStorage.getItem('verification_session') ?? '{}') as { expiresAt: number };
    expect(stored.expiresAt).toBe(start + VERIFICATION_MAX_MS);
    expect(isVerificationSessionValid(start + VERIFICATION_MAX_MS - 1)).toBe(true);
    expect(touchVerificationSession(start + VERIFICATION_MAX_MS)).toBe(false);
  });

  it('is missing or corrupt -> invalid', () => {
    expect(touchVerificationSession(start)).toBe(false);
    localStorage.setItem('verification_session', 'garbage');
    expect(isVerificationSessionValid(start)).toBe(false);
  });

  it('reads the replaceable clock by default', () => {
    clock.now = () => start;
    setToken('t'); // login starts a session
    clock.now = () => start + 29 * MINUTE;
    expect(isVerificationSessionValid()).toBe(true);
    clock.now = () => start + 31 * MINUTE;
    expect(isVerificationSessionValid()).toBe(false);
  });
});

describe('exempt paths and enforcement', () => {
  it('exempts login, sign-up, external, download and /public', () => {
    for (const path of ['/sign-in', '/sign-up', '/sign-up/', '/files', '/files/a.pdf', '/external', '/external/x', '/public', '/public/acme/establishment/1/external', '/public/acme/screens/2']) {
      expect(isExemptPath(path), path).toBe(true);
    }
    for (const path of ['/', '/home/erep/user', '/customer/acme/account', '/sign-out', '/contact', '/files-old']) {
      expect(isExemptPath(path), path).toBe(false);
    }
  });

  it('signs out a stored user without a verification session on a guarded path', () => {
    setToken('t');
    setUser(partnerUser);
    localStorage.removeItem('verification_session');
    expect(enforceVerificationSession('/public/acme/screens/1')).toBe('ok');
    expect(getSession().token).toBe('t');
    expect(enforceVerificationSession('/home/erep/user')).toBe('signed-out');
    expect(getSession()).toMatchObject({ token: null, mustRefresh: true });
    expect(localStorage.getItem('user_role')).toBeNull();
  });

  it('touches a valid session', () => {
    const start = Date.UTC(2024, 0, 1);
    clock.now = () => start;
    setToken('t');
    setUser(partnerUser);
    clock.now = () => start + 25 * MINUTE;
    expect(enforceVerificationSession('/home/erep/user')).toBe('ok');
    clock.now = () => start + 50 * MINUTE;
    expect(enforceVerificationSession('/home/erep/user')).toBe('ok');
    clock.now = () => start + 81 * MINUTE;
    expect(enforceVerificationSession('/home/erep/user')).toBe('signed-out');
  });

  it('leaves visitors alone', () => {
    expect(enforceVerificationSession('/home/erep/user')).toBe('ok');
  });
});

describe('cross-tab', () => {
  it('logs out when another tab removes the token', () => {
    setToken('t');
    setUser(partnerUser);
    const seen = vi.fn();
    const off = appBus.on('session:changed', seen, { replay: false });
    localStorage.removeItem('token');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', oldValue: 't', newValue: null }));
    off();
    expect(getSession()).toMatchObject({ token: null, user: null, authenticated: false });
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it('restores when another tab signs in', () => {
    localStorage.setItem('token', 'other');
    localStorage.setItem('user', JSON.stringify(partnerUser));
    localStorage.setItem('user_authenticated', 'true');
    window.dispatchEvent(new StorageEvent('storage', { key: 'user', newValue: JSON.stringify(partnerUser) }));
    expect(getSession()).toMatchObject({ token: 'other', userId: 7, authenticated: true });
  });

  it('ignores unrelated keys', () => {
    setToken('t');
    const seen = vi.fn();
    const off = appBus.on('session:changed', seen, { replay: false });
    window.dispatchEvent(new StorageEvent('storage', { key: 'language', newValue: 'en' }));
    off();
    expect(seen).not.toHaveBeenCalled();
  });
});
