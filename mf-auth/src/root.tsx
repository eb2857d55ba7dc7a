import { lazy, Suspense } from 'react';
import { createRemoteRoot } from '@erep/shared/federation';
import { signInPath } from '@erep/shared/guards';
import { pagePath, usePathname } from '@erep/shared/routing';
import { Spinner } from '@erep/shared/ui';
import { ChatWidget } from './features/chat/components/chat-widget';
import { SignInPage } from './features/sign-in/components/sign-in-page';
import { isAuthPage } from './pages';

const RoutedPages = lazy(() => import('./routed-pages'));

/**
 * Sign-in is the first page most people open: it follows the address bar without React Router,
 * which loads with the other pages. Moving between them (a link, sign-in's redirect, the back
 * button) goes through the one history, so either side follows the other.
 */
export function AuthPages() {
  const pathname = usePathname();
  if (pagePath(pathname) === signInPath) return <SignInPage chat={<ChatWidget />} />;
  // Another area's path (where sign-in sends its user): the shell is replacing this remote.
  if (!isAuthPage(pathname)) return null;
  return (
    <Suspense fallback={<Spinner size="lg" />}>
      <RoutedPages />
    </Suspense>
  );
}

export const Root = createRemoteRoot(
  'auth',
  // Only the active language (and the French fallback) is downloaded; another one on a switch.
  { fr: () => import('./i18n/fr.json'), en: () => import('./i18n/en.json'), sp: () => import('./i18n/sp.json') },
  AuthPages,
);
