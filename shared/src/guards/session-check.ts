import { api } from '@erep/shared/api';
import { getSession } from '@erep/shared/session';

/** How often a visible page asks whether its token is still accepted. */
export const SESSION_CHECK_INTERVAL_MS = 60 * 1000;

export interface SessionCheckOptions {
  /** Ask at once: the token was read from storage, so the server has not seen it on this page yet. */
  confirmNow?: boolean;
}

/**
 * Asks the server whether the session's token is still accepted: at start (a stored token), when
 * the window regains focus, becomes visible or comes back online, and every minute while visible.
 * A token revoked elsewhere (password changed, signed out on another device) must end an open page
 * even when that page makes no request of its own. The api client's 401 handling signs out; a
 * network error or a server failure leaves the session alone. Returns the function that stops it.
 */
export function startSessionCheck(options: SessionCheckOptions = {}): () => void {
  if (typeof window === 'undefined') return () => undefined;
  let inFlight = false;
  let stopped = false;

  const visible = (): boolean => typeof document === 'undefined' || document.visibilityState !== 'hidden';

  const check = (): void => {
    if (stopped || inFlight || getSession().token === null) return;
    inFlight = true;
    void api.get('me').finally(() => {
      inFlight = false;
    });
  };
  const whenVisible = (): void => {
    if (visible()) check();
  };

  window.addEventListener('focus', check);
  window.addEventListener('online', check);
  document.addEventListener('visibilitychange', whenVisible);
  const timer = setInterval(whenVisible, SESSION_CHECK_INTERVAL_MS);
  if (options.confirmNow) check();

  return () => {
    stopped = true;
    clearInterval(timer);
    window.removeEventListener('focus', check);
    window.removeEventListener('online', check);
    document.removeEventListener('visibilitychange', whenVisible);
  };
}
