import { SESSION_CHECK_INTERVAL_MS, startSessionCheck } from '@erep/shared/guards';
import type { SessionUser } from '@erep/shared/schemas';
import { getSession, logout, setMustRefresh, setToken, setUser } from '@erep/shared/session';
import { apiPath, http, HttpResponse, mockApi } from '../src/testing/mock-api';

const user: SessionUser = {
  id: 3,
  email: 'c@example.com',
  roles: ['ROLE_EREP', 'ROLE_CUSTOMER'],
  is_active: true,
  customer: { tag: 'demo-bistro', language: 'fr', back_color: null },
  partner: null,
};

type Answer = 'ok' | 'revoked' | 'unauthenticated' | 'crash' | 'offline';
let answer: Answer = 'ok';
let calls: (string | null)[] = [];

const server = mockApi(
  http.get(apiPath('me'), ({ request }) => {
    calls.push(request.headers.get('authorization'));
    switch (answer) {
      case 'ok':
        return HttpResponse.json({ status: 200, data: user });
      case 'revoked':
        return HttpResponse.json({ status: 401, code: 'invalid_token', message: 'Invalid token' }, { status: 401 });
      case 'unauthenticated':
        return HttpResponse.json({ status: 401, code: 'unauthenticated', message: 'Authentication required' }, { status: 401 });
      case 'crash':
        return HttpResponse.json({ status: 500, message: 'boom' }, { status: 500 });
      case 'offline':
        return HttpResponse.error();
    }
  }),
);

let visibility: DocumentVisibilityState = 'visible';
let stop: () => void = () => undefined;

function setVisibility(next: DocumentVisibilityState): void {
  visibility = next;
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Polls with real timers (the interval is faked) and as long as other answers through MSW. */
function eventually(check: () => void): Promise<void> {
  return vi.waitFor(check, { timeout: 4000, interval: 20 });
}

/** Lets a started check's request and its answer go through. */
async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 30));
}

beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});

afterAll(() => {
  Reflect.deleteProperty(document, 'visibilityState');
});

beforeEach(() => {
  // Only the interval is faked: MSW and the fetch answer need the real timers.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  answer = 'ok';
  calls = [];
  visibility = 'visible';
  logout();
  setMustRefresh(false);
  setToken('stored-token');
  setUser(user);
});

afterEach(() => {
  stop();
  vi.useRealTimers();
  server.resetHandlers();
});

describe('session check', () => {
  it('confirms a stored token at start and keeps an accepted session', async () => {
    stop = startSessionCheck({ confirmNow: true });
    await eventually(() => expect(calls).toEqual(['Bearer stored-token']));
    await settle();
    expect(getSession()).toMatchObject({ token: 'stored-token', authenticated: true });
  });

  it.each(['revoked', 'unauthenticated'] as const)('ends the session when the server refuses the stored token (%s)', async (refusal) => {
    answer = refusal;
    stop = startSessionCheck({ confirmNow: true });
    await eventually(() => expect(getSession().token).toBeNull());
    expect(getSession()).toMatchObject({ user: null, authenticated: false, mustRefresh: true });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it.each(['offline', 'crash'] as const)('keeps the session on a %s answer', async (failure) => {
    answer = failure;
    stop = startSessionCheck({ confirmNow: true });
    await eventually(() => expect(calls).toHaveLength(1));
    await settle();
    expect(getSession()).toMatchObject({ token: 'stored-token', authenticated: true });
    expect(localStorage.getItem('token')).toBe('stored-token');
  });

  it('asks nothing at start without confirmNow; asks on focus, on becoming visible and on coming back online', async () => {
    stop = startSessionCheck();
    await settle();
    expect(calls).toEqual([]);
    window.dispatchEvent(new Event('focus'));
    await eventually(() => expect(calls).toHaveLength(1));
    await settle();
    setVisibility('hidden');
    await settle();
    expect(calls).toHaveLength(1);
    setVisibility('visible');
    await eventually(() => expect(calls).toHaveLength(2));
    await settle();
    window.dispatchEvent(new Event('online'));
    await eventually(() => expect(calls).toHaveLength(3));
  });

  it('a revoked token noticed on focus ends the session of a page that made no request', async () => {
    stop = startSessionCheck();
    answer = 'revoked';
    window.dispatchEvent(new Event('focus'));
    await eventually(() => expect(getSession().token).toBeNull());
  });

  it('asks every minute while the page is visible, not while it is hidden', async () => {
    stop = startSessionCheck();
    vi.advanceTimersByTime(SESSION_CHECK_INTERVAL_MS - 1);
    await settle();
    expect(calls).toEqual([]);
    vi.advanceTimersByTime(1);
    await eventually(() => expect(calls).toHaveLength(1));
    await settle();
    visibility = 'hidden';
    vi.advanceTimersByTime(SESSION_CHECK_INTERVAL_MS * 3);
    await settle();
    expect(calls).toHaveLength(1);
    visibility = 'visible';
    answer = 'revoked';
    vi.advanceTimersByTime(SESSION_CHECK_INTERVAL_MS);
    await eventually(() => expect(getSession().token).toBeNull());
  });

  it('sends one request at a time, and none without a token', async () => {
    stop = startSessionCheck();
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('online'));
    await eventually(() => expect(calls).toHaveLength(1));
    await settle();
    expect(calls).toHaveLength(1);
    logout();
    window.dispatchEvent(new Event('focus'));
    vi.advanceTimersByTime(SESSION_CHECK_INTERVAL_MS);
    await settle();
    expect(calls).toHaveLength(1);
  });

  it('stops asking once stopped', async () => {
    stop = startSessionCheck();
    stop();
    window.dispatchEvent(new Event('focus'));
    setVisibility('visible');
    window.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(SESSION_CHECK_INTERVAL_MS * 2);
    await settle();
    expect(calls).toEqual([]);
  });
});
