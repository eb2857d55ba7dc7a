export { bridgeHistory } from './history-bridge';
export { isWithin, matchesPattern, navigate, pagePath, usePathname } from './location';
export { PageLink, Redirect } from './page-link';
