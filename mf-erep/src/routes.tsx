import { Route, Routes } from 'react-router-dom';
import { ConnectedHomeRedirect } from '@erep/shared/guards';
import { SectionPage } from '@erep/shared/ui';
import { NotFoundPage } from './components/not-found-page';
import { EstablishmentListPage } from './features/establishments/components/establishment-list-page';

/** A page whose screen is not built yet: it says so plainly (i18n key `soon`). */
const notReady = (section: string) => <SectionPage ns="erep" section={section} areaPath="/home/erep" />;

/** The back-office reputation area, relative to /home/erep. */
function ErepRoutes() {
  return (
    <Routes>
      <Route index element={<ConnectedHomeRedirect />} />
      <Route path="user" element={notReady('user')} />
      <Route path="customers" element={notReady('customers')} />
      <Route path="customer/:tag" element={<EstablishmentListPage />} />
      <Route path="customer/:tag/establishment/rank" element={notReady('rank')} />
      <Route path="customer/:tag/establishment/trends" element={notReady('trends')} />
      <Route path="customer/:tag/establishment/categorization" element={notReady('categorization')} />
      <Route path="customer/:tag/establishment/search/reviews" element={notReady('searchReviews')} />
      <Route path="customer/:tag/establishment/reviews/latest" element={notReady('latestReviews')} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/** One establishment's pages (establishment layout), relative to /customer/:tag/establishment/:id. */
function EstablishmentRoutes() {
  return (
    <Routes>
      <Route path="*" element={notReady('establishment')} />
    </Routes>
  );
}

/** The prefixes this remote owns (ARCHITECTURE section 3); each lists its pages relative to it. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/home/erep/*" element={<ErepRoutes />} />
      <Route path="/customer/:tag/establishment/:id/*" element={<EstablishmentRoutes />} />
      <Route path="/customer/:tag/categorization/:id/review" element={notReady('categorizationReview')} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
