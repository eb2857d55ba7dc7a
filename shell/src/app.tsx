import { lazy, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useBusValue } from '@erep/shared/bus';
import { i18n } from '@erep/shared/i18n';
import { QueryProvider } from '@erep/shared/query';
import { pagePath, usePathname } from '@erep/shared/routing';
import { LoadingOverlay, Toaster } from '@erep/shared/ui';
import { useBoot } from './boot/use-boot';
import { BareLayout } from './layout/bare-layout';
import { NotFoundPage } from './pages/not-found';
import { RootRedirect } from './routing/root-redirect';

const NOT_FOUND = '/404';
const loadAreaRouter = () => import('./routing/area-router').then((m) => ({ default: m.AreaRouter }));
const AreaRouter = lazy(loadAreaRouter);
// Every path but the shell's own 404 page ends in an area (`/` redirects to one): its guards and
// chrome download while partner info and the manifest are on their way.
if (pagePath(window.location.pathname) !== NOT_FOUND) void loadAreaRouter();

function Shell({ partnerCode }: { partnerCode: string }) {
  const boot = useBoot(partnerCode);
  const loading = useBusValue('loading') ?? true;
  const path = pagePath(usePathname());
  let page = null;
  if (boot.manifestReady) {
    if (path === '') page = <RootRedirect />;
    else if (path === NOT_FOUND)
      page = (
        <BareLayout partner={boot.partner}>
          <NotFoundPage />
        </BareLayout>
      );
    else
      page = (
        <Suspense fallback={null}>
          <AreaRouter partner={boot.partner} manifest={boot.manifest} manifestCurrent={boot.manifestCurrent} />
        </Suspense>
      );
  }
  return (
    <>
      <LoadingOverlay visible={loading || !boot.manifestReady} />
      {page}
      <Toaster />
    </>
  );
}

export function App({ partnerCode }: { partnerCode: string }) {
  return (
    <QueryProvider>
      <I18nextProvider i18n={i18n}>
        <Shell partnerCode={partnerCode} />
      </I18nextProvider>
    </QueryProvider>
  );
}
