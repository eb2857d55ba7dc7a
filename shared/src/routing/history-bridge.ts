// Each root (the shell's, every remote's router) follows the one browser history. A router hears
// another's `pushState`/`replaceState` only through `popstate`, so every change of address made by
// code is announced that way, as the back and forward buttons do.

// Marked on the history itself: each package bundles this module, and the page patches once.
const BRIDGED = Symbol.for('erep.history-bridge');

/** Installs the bridge once per page; routers then follow any navigation, whichever root made it. */
export function bridgeHistory(target: Window = window): void {
  const { history } = target;
  const marked = history as History & { [BRIDGED]?: true };
  if (marked[BRIDGED]) return;
  marked[BRIDGED] = true;
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method].bind(history);
    history[method] = (data: unknown, unused: string, url?: string | URL | null) => {
      const before = target.location.href;
      original(data, unused, url);
      if (target.location.href !== before) target.dispatchEvent(new PopStateEvent('popstate', { state: data }));
    };
  }
}
