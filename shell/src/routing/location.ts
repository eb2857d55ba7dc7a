import { useSyncExternalStore } from 'react';

// The shell's own pages (`/`, `/404`) render without React Router, which only the areas download.
// The history bridge announces every change of address as `popstate`, whichever root made it.

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
