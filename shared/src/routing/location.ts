import { useSyncExternalStore } from 'react';

// Pages on the first-visit path (the shell's own pages, its areas, sign-in) follow the address bar
// without React Router, which only the pages that route download. The history bridge announces
// every change of address as `popstate`, whichever root made it.

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}

const currentPath = (): string => window.location.pathname;

/** A path as React Router matches it: trailing slashes and letter case do not count. */
export const pagePath = (pathname: string): string => pathname.replace(/\/+$/, '').toLowerCase();

export function usePathname(): string {
  return useSyncExternalStore(subscribe, currentPath);
}

export function navigate(to: string, { replace = false }: { replace?: boolean } = {}): void {
  if (replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
}

const segments = (path: string): string[] => pagePath(path).split('/').filter(Boolean);

/**
 * Whether a path matches a React Router pattern of static segments, `:params` and a final `*`,
 * as `matchPath(pattern, path)` with `end` does (a `*` also matches nothing).
 */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const wanted = segments(pattern);
  const given = segments(pathname);
  const splat = wanted.at(-1) === '*';
  if (splat) wanted.pop();
  if (splat ? given.length < wanted.length : given.length !== wanted.length) return false;
  return wanted.every((segment, index) => segment.startsWith(':') || segment === given[index]);
}

/** Whether a path is `base` or below it, as `NavLink` judges its active state. */
export function isWithin(pathname: string, base: string): boolean {
  return matchesPattern(`${base}/*`, pathname);
}
