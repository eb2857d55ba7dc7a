import type { VisitorActionInput } from '@erep/shared/schemas';

const URL_PATH = '/api/public/visitors/actions';

/** Fire and forget: a beacon (or keepalive fetch) that never blocks or fails the page. */
export function track(action: VisitorActionInput): void {
  try {
    const body = JSON.stringify({ path: location.pathname.slice(0, 300), ...action });
    if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
      if (navigator.sendBeacon(URL_PATH, new Blob([body], { type: 'text/plain' }))) return;
    }
    if (typeof fetch === 'function') {
      void fetch(URL_PATH, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } }).catch(() => undefined);
    }
  } catch {
    // Tracking is best effort.
  }
}
