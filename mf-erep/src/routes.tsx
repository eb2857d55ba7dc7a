import { Navigate, Route, Routes } from 'react-router-dom';
import { ConnectedHomeRedirect } from '@erep/shared/guards';
import { NotFoundPage } from './components/not-found-page';
import { CategorizationPage } from './features/categorization/components/categorization-page';
import { TopicReviewsPage } from './features/categorization/components/topic-reviews-page';
import { CreateCustomerPage } from './features/customers/components/create-customer-page';
import { CustomersPage } from './features/customers/components/customers-page';
import { AnalysisPage } from './features/establishment/components/analysis-page';
import { EstablishmentLayout } from './features/establishment/components/establishment-layout';
import { EventsPage } from './features/establishment/components/events-page';
import { QrDocumentPage } from './features/establishment/components/qr-document-page';
import { ReviewsPage } from './features/establishment/components/reviews-page';
import { ServicesPage } from './features/establishment/components/services-page';
import { StaffRankingPage } from './features/establishment/components/staff-ranking-page';
import { SubjectReviewsPage } from './features/establishment/components/subject-reviews-page';
import { EstablishmentTrendsPage } from './features/establishment/components/trends-page';
import { EstablishmentListPage } from './features/establishments/components/establishment-list-page';
import { UserHomePage } from './features/home/components/user-home-page';
import { LatestReviewsPage } from './features/latest/components/latest-reviews-page';
import { RankingPage } from './features/ranking/components/ranking-page';
import { SalesPage } from './features/sales/components/sales-page';
import { SearchReviewsPage } from './features/search/components/search-reviews-page';
import { SocialPage } from './features/social/components/social-page';
import { TrendsPage } from './features/trends/components/trends-page';
import { WeatherPage } from './features/weather/components/weather-page';

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
      <Route path="customers/new" element={<CreateCustomerPage />} />
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
      <Route element={<EstablishmentLayout />}>
        <Route index element={<Navigate to="analysis" replace />} />
        <Route path="analysis" element={<AnalysisPage />} />
        <Route path="staffsranking" element={<StaffRankingPage />} />
        <Route path="events" element={<EventsPage />} />
        <Route path="social" element={<SocialPage />} />
        <Route path="weather" element={<WeatherPage />} />
        <Route path="reviews/:type?" element={<ReviewsPage />} />
        <Route path="sales" element={<SalesPage />} />
        <Route path="trends" element={<EstablishmentTrendsPage />} />
        <Route path="qr_code_document_preview" element={<QrDocumentPage />} />
        <Route path="services" element={<ServicesPage />} />
        <Route path="services/staff/:staffTag/reviews" element={<SubjectReviewsPage kind="staff" />} />
        <Route path="services/units/:unit/reviews" element={<SubjectReviewsPage kind="units" />} />
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
      <Route path="/customer/:tag/categorization/:id/review" element={<TopicReviewsPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
