import { Route, Routes } from 'react-router-dom';
import { ConnectedHomeRedirect } from '@erep/shared/guards';
import { SectionPage } from '@erep/shared/ui';
import { NotFoundPage } from './components/not-found-page';
import { CategorizationPage } from './features/categorization/components/categorization-page';
import { TopicReviewsPage } from './features/categorization/components/topic-reviews-page';
import { CustomersPage } from './features/customers/components/customers-page';
import { EstablishmentListPage } from './features/establishments/components/establishment-list-page';
import { UserHomePage } from './features/home/components/user-home-page';
import { LatestReviewsPage } from './features/latest/components/latest-reviews-page';
import { RankingPage } from './features/ranking/components/ranking-page';
import { SearchReviewsPage } from './features/search/components/search-reviews-page';
import { TrendsPage } from './features/trends/components/trends-page';

/** A page whose screen is not built yet: it says so plainly (i18n key `soon`). */
const notReady = (section: string) => <SectionPage ns="erep" section={section} areaPath="/home/erep" />;

/** The back-office reputation area, relative to /home/erep. */
function ErepRoutes() {
  return (
    <Routes>
      <Route index element={<ConnectedHomeRedirect />} />
      <Route
        path="user"
        element={
          // Partners and customers go to their list (spec point 4); an administrator stays.
          <ConnectedHomeRedirect>
            <UserHomePage />
          </ConnectedHomeRedirect>
        }
      />
      <Route path="customers" element={<CustomersPage />} />
      <Route path="customer/:tag" element={<EstablishmentListPage />} />
      <Route path="customer/:tag/establishment/rank" element={<RankingPage />} />
      <Route path="customer/:tag/establishment/trends" element={<TrendsPage />} />
      <Route path="customer/:tag/establishment/categorization" element={<CategorizationPage />} />
      <Route path="customer/:tag/establishment/search/reviews" element={<SearchReviewsPage />} />
      <Route path="customer/:tag/establishment/reviews/latest" element={<LatestReviewsPage />} />
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
      <Route path="/customer/:tag/categorization/:id/review" element={<TopicReviewsPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
