import { Navigate, Route, Routes } from 'react-router-dom';
import { FeatureRoute } from './components/feature-route';
import { LeadgenHome } from './components/leadgen-home';
import { SectionNotFound } from './components/section-not-found';
import { AdvantagesPage } from './features/advantages/advantages-page';
import { AnalyticsPage } from './features/analytics/analytics-page';
import { CampaignsRoute } from './features/campaigns/campaigns-route';
import { ContactsPage } from './features/contacts/contacts-page';
import { DiscountCouponsPage } from './features/discount-coupons/discount-coupons-page';
import { FilesRoute } from './features/files/files-route';
import { MobileSiteRoute } from './features/mobile-site/mobile-site-route';
import { PartnershipsPage } from './features/partnerships/partnerships-page';
import { QrcodesPage } from './features/qrcodes/qrcodes-page';
import { ScreensPage } from './features/screens/screens-page';

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
