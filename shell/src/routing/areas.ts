import { matchesPattern } from '@erep/shared/routing';
import type { RemoteName } from '@erep/shared/schemas';

type Guard = 'none' | 'login' | 'protected';
/** 'public': bare, but the remote's pages carry their own language switch, so the shell shows none. */
type Chrome = 'app' | 'bare' | 'public';

export interface Area {
  remote: RemoteName;
  /** React Router patterns, the ownership table of the architecture. */
  paths: string[];
  guard: Guard;
  chrome: Chrome;
}

/** Order matters only where patterns overlap: static segments are listed first. */
const AREAS: Area[] = [
  {
    remote: 'mf_public',
    paths: [
      '/public/*',
      '/privacy-policy',
      '/contact',
      '/files',
      '/customer/:tag/establishment/notFound',
      '/customer/:tag/establishment/:id/boost',
    ],
    guard: 'none',
    chrome: 'public',
  },
  { remote: 'mf_auth', paths: ['/sign-in'], guard: 'login', chrome: 'bare' },
  {
    remote: 'mf_auth',
    paths: [
      '/sign-up',
      '/pricing',
      '/payment/checkout',
      '/payment/process',
      '/payment/resume/:token',
      '/user-confirmation/password/reset',
      '/forgot-pwd',
      '/password/reset/:token',
      '/invitation/:token',
      '/expired/email',
      '/sign-out',
    ],
    guard: 'none',
    chrome: 'bare',
  },
  { remote: 'mf_auth', paths: ['/partner/theme'], guard: 'protected', chrome: 'app' },
  {
    remote: 'mf_account',
    paths: ['/customer/:tag/account/*', '/customer/:tag/first-step', '/customer/:tag/step-view/*', '/customer/support'],
    guard: 'protected',
    chrome: 'app',
  },
  { remote: 'mf_leadgen', paths: ['/home/leadgen/*'], guard: 'protected', chrome: 'app' },
  {
    remote: 'mf_erep',
    paths: ['/home/erep/*', '/customer/:tag/establishment/:id/*', '/customer/:tag/categorization/:id/review'],
    guard: 'protected',
    chrome: 'app',
  },
];

/** The area owning a path: the most specific pattern wins, as React Router ranks them. */
export function findArea(pathname: string): Area | null {
  let best: { area: Area; score: number } | null = null;
  for (const area of AREAS) {
    for (const pattern of area.paths) {
      if (!matchesPattern(pattern, pathname)) continue;
      const score = specificity(pattern);
      if (!best || score > best.score) best = { area, score };
    }
  }
  return best?.area ?? null;
}

function specificity(pattern: string): number {
  return pattern
    .split('/')
    .filter(Boolean)
    .reduce((sum, segment) => sum + (segment === '*' ? 0 : segment.startsWith(':') ? 2 : 10), 0);
}
