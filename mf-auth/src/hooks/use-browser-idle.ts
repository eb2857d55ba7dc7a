import { useEffect, useState } from 'react';

type IdleWindow = Window & {
  requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/** Longest wait for an idle moment on a busy page. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * True once the page has loaded and the browser is idle, so optional extras never compete with the
 * first paint. Without requestIdleCallback (Safari) a timer after the load event stands in for it.
 */
export function useBrowserIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const w = window as IdleWindow;
    let idleId: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => setIdle(true);
    const schedule = () => {
      if (w.requestIdleCallback) idleId = w.requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS });
      else timer = setTimeout(done, 1);
    };
    if (document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule, { once: true });
    return () => {
      window.removeEventListener('load', schedule);
      if (idleId !== undefined) w.cancelIdleCallback?.(idleId);
      if (timer) clearTimeout(timer);
    };
  }, []);
  return idle;
}
