import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Spinner } from '@erep/shared/ui';
import { ConnectedHomeRedirect } from '@erep/shared/guards/connected-home';
import { NotFoundPage } from './components/not-found-page';
import { EstablishmentLayout } from './features/establishment/components/establishment-layout';

// Each page loads when visited: a first visit downloads the page it opens, not the whole area.
const CategorizationPage = lazy(() => import('./features/categorization/components/categorization-page').then((m) => ({ default: m.CategorizationPage })));
const TopicReviewsPage = lazy(() => import('./features/categorization/components/topic-reviews-page').then((m) => ({ default: m.TopicReviewsPage })));
const CreateCustomerPage = lazy(() => import('./features/customers/components/create-customer-page').then((m) => ({ default: m.CreateCustomerPage })));
const CustomersPage = lazy(() => import('./features/customers/components/customers-page').then((m) => ({ default: m.CustomersPage })));
const AnalysisPage = lazy(() => import('./features/establishment/components/analysis-page').then((m) => ({ default: m.AnalysisPage })));
const EventsPage = lazy(() => import('./features/establishment/components/events-page').then((m) => ({ default: m.EventsPage })));
const QrDocumentPage = lazy(() => import('./features/establishment/components/qr-document-page').then((m) => ({ default: m.QrDocumentPage })));
const ReviewsPage = lazy(() => import('./features/establishment/components/reviews-page').then((m) => ({ default: m.ReviewsPage })));
const ServicesPage = lazy(() => import('./features/establishment/components/services-page').then((m) => ({ default: m.ServicesPage })));
const StaffRankingPage = lazy(() => import('./features/establishment/components/staff-ranking-page').then((m) => ({ default: m.StaffRankingPage })));
const SubjectReviewsPage = lazy(() => import('./features/establishment/components/subject-reviews-page').then((m) => ({ default: m.SubjectReviewsPage })));
const EstablishmentTrendsPage = lazy(() => import('./features/establishment/components/trends-page').then((m) => ({ default: m.EstablishmentTrendsPage })));
const EstablishmentListPage = lazy(() => import('./features/establishments/components/establishment-list-page').then((m) => ({ default: m.EstablishmentListPage })));
const UserHomePage = lazy(() => import('./features/home/components/user-home-page').then((m) => ({ default: m.UserHomePage })));
const LatestReviewsPage = lazy(() => import('./features/latest/components/latest-reviews-page').then((m) => ({ default: m.LatestReviewsPage })));
const RankingPage = lazy(() => import('./features/ranking/components/ranking-page').then((m) => ({ default: m.RankingPage })));
const SalesPage = lazy(() => import('./features/sales/components/sales-page').then((m) => ({ default: m.SalesPage })));
const SearchReviewsPage = lazy(() => import('./features/search/components/search-reviews-page').then((m) => ({ default: m.SearchReviewsPage })));
const SocialPage = lazy(() => import('./features/social/components/social-page').then((m) => ({ default: m.SocialPage })));
const TrendsPage = lazy(() => import('./features/trends/components/trends-page').then((m) => ({ default: m.TrendsPage })));
const WeatherPage = lazy(() => import('./features/weather/components/weather-page').then((m) => ({ default: m.WeatherPage })));

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner size="lg" />}>{children}</Suspense>;
}

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
            <Loading><UserHomePage /></Loading>
          </ConnectedHomeRedirect>
        }
      />
      <Route path="customers" element={<Loading><CustomersPage /></Loading>} />
      <Route path="customers/new" element={<Loading><CreateCustomerPage /></Loading>} />
      <Route path="customer/:tag" element={<Loading><EstablishmentListPage /></Loading>} />
      <Route path="customer/:tag/establishment/rank" element={<Loading><RankingPage /></Loading>} />
      <Route path="customer/:tag/establishment/trends" element={<Loading><TrendsPage /></Loading>} />
      <Route path="customer/:tag/establishment/categorization" element={<Loading><CategorizationPage /></Loading>} />
      <Route path="customer/:tag/establishment/search/reviews" element={<Loading><SearchReviewsPage /></Loading>} />
      <Route path="customer/:tag/establishment/reviews/latest" element={<Loading><LatestReviewsPage /></Loading>} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/** One establishment's pages (establishment layout), relative to /customer/:tag/establishment/:id. */
function EstablishmentRoutes() {
  return (
    <Routes>
      <Route element={<EstablishmentLayout />}>
        <Route index element={<Navigate to="analysis" replace />} />
        <Route path="analysis" element={<Loading><AnalysisPage /></Loading>} />
        <Route path="staffsranking" element={<Loading><StaffRankingPage /></Loading>} />
        <Route path="events" element={<Loading><EventsPage /></Loading>} />
        <Route path="social" element={<Loading><SocialPage /></Loading>} />
        <Route path="weather" element={<Loading><WeatherPage /></Loading>} />
        <Route path="reviews/:type?" element={<Loading><ReviewsPage /></Loading>} />
        <Route path="sales" element={<Loading><SalesPage /></Loading>} />
        <Route path="trends" element={<Loading><EstablishmentTrendsPage /></Loading>} />
        <Route path="qr_code_document_preview" element={<Loading><QrDocumentPage /></Loading>} />
        <Route path="services" element={<Loading><ServicesPage /></Loading>} />
        <Route path="services/staff/:staffTag/reviews" element={<Loading><SubjectReviewsPage kind="staff" /></Loading>} />
        <Route path="services/units/:unit/reviews" element={<Loading><SubjectReviewsPage kind="units" /></Loading>} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

/** The prefixes this remote owns (ARCHITECTURE section 3); each lists its pages relative to it. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/home/erep/*" element={<ErepRoutes />} />
      <Route path="/customer/:tag/establishment/:id/*" element={<EstablishmentRoutes />} />
      <Route path="/customer/:tag/categorization/:id/review" element={<Loading><TopicReviewsPage /></Loading>} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
