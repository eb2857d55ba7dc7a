import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { useBusValue } from '@erep/shared/bus';
import { i18n } from '@erep/shared/i18n';
import { QueryProvider } from '@erep/shared/query';
import { LoadingOverlay, Toaster } from '@erep/shared/ui';
import { useBoot } from './boot/use-boot';
import { BareLayout } from './layout/app-layout';
import { NotFoundPage } from './pages/not-found';
import { AreaRouter } from './routing/area-router';
import { RootRedirect } from './routing/root-redirect';

function Shell({ partnerCode }: { partnerCode: string }) {
  const boot = useBoot(partnerCode);
  const loading = useBusValue('loading') ?? true;
  return (
    <>
      <LoadingOverlay visible={loading || !boot.manifestReady} />
      {boot.manifestReady && (
        <Routes>
          <Route path="/" element={<RootRedirect />} />
          <Route
            path="/404"
            element={
              <BareLayout partner={boot.partner}>
                <NotFoundPage />
              </BareLayout>
            }
          />
          <Route path="*" element={<AreaRouter partner={boot.partner} manifest={boot.manifest} manifestCurrent={boot.manifestCurrent} />} />
        </Routes>
      )}
      <Toaster />
    </>
  );
}

export function App({ partnerCode }: { partnerCode: string }) {
  return (
    <QueryProvider>
      <I18nextProvider i18n={i18n}>
        <BrowserRouter>
          <Shell partnerCode={partnerCode} />
        </BrowserRouter>
      </I18nextProvider>
    </QueryProvider>
  );
}
