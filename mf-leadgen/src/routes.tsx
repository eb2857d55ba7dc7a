import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { FeatureRoute } from './components/feature-route';
import { LeadgenHome } from './components/leadgen-home';
import { SectionNotFound } from './components/section-not-found';

// Each section loads when visited: a first visit downloads the page it opens, not the whole area.
const AdvantagesPage = lazy(() => import('./features/advantages/advantages-page').then((m) => ({ default: m.AdvantagesPage })));
const AnalyticsPage = lazy(() => import('./features/analytics/analytics-page').then((m) => ({ default: m.AnalyticsPage })));
const CampaignsRoute = lazy(() => import('./features/campaigns/campaigns-route').then((m) => ({ default: m.CampaignsRoute })));
const ContactsPage = lazy(() => import('./features/contacts/contacts-page').then((m) => ({ default: m.ContactsPage })));
const DiscountCouponsPage = lazy(() => import('./features/discount-coupons/discount-coupons-page').then((m) => ({ default: m.DiscountCouponsPage })));
const FilesRoute = lazy(() => import('./features/files/files-route').then((m) => ({ default: m.FilesRoute })));
const MobileSiteRoute = lazy(() => import('./features/mobile-site/mobile-site-route').then((m) => ({ default: m.MobileSiteRoute })));
const PartnershipsPage = lazy(() => import('./features/partnerships/partnerships-page').then((m) => ({ default: m.PartnershipsPage })));
const QrcodesPage = lazy(() => import('./features/qrcodes/qrcodes-page').then((m) => ({ default: m.QrcodesPage })));
const ScreensPage = lazy(() => import('./features/screens/screens-page').then((m) => ({ default: m.ScreensPage })));

/** mf-leadgen owns /home/leadgen/**; every route below is relative to that prefix. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/home/leadgen">
        <Route index element={<LeadgenHome />} />
        <Route path="customer/:tag">
          <Route index element={<Navigate to="advantage" replace />} />
          <Route path="advantage/*" element={<FeatureRoute page={AdvantagesPage} />} />
          <Route path="partnership/*" element={<FeatureRoute page={PartnershipsPage} />} />
          <Route path="discount-coupon" element={<FeatureRoute page={DiscountCouponsPage} />} />
          <Route path="contact" element={<FeatureRoute page={ContactsPage} />} />
          <Route path="my-qrcode/*" element={<FeatureRoute page={QrcodesPage} />} />
          <Route path="my-screen/*" element={<FeatureRoute page={ScreensPage} />} />
          <Route path="establishment/analytic" element={<FeatureRoute page={AnalyticsPage} />} />
          <Route path="campaign/*" element={<FeatureRoute page={CampaignsRoute} />} />
          <Route path="site" element={<FeatureRoute page={MobileSiteRoute} />} />
          <Route path="files" element={<FeatureRoute page={FilesRoute} />} />
        </Route>
        <Route path="*" element={<SectionNotFound />} />
      </Route>
      <Route path="*" element={<SectionNotFound />} />
    </Routes>
  );
}
