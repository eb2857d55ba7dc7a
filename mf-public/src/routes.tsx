import { Route, Routes } from 'react-router-dom';
import { CouponPage, EnableAdvantagePage, SellerAuthPage, ValidationPage } from './features/coupons/components/coupon-pages';
import { FeedbackPage, UnitFeedbackRoute } from './features/feedback/components/feedback-page';
import { BoostPage, ExternalPage, GatesPage, ThanksPage } from './features/feedback/components/visit-pages';
import { ContactPage, EstablishmentNotFoundPage, FilesPage, MissingPage, PrivacyPage } from './features/info/components/info-pages';
import { ScreenPage } from './features/visitor/components/screen-page';
import { UnsubscribePage } from './features/visitor/components/unsubscribe-page';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/public/:tag/establishment/:id/feedback" element={<FeedbackPage kind="establishment" />} />
      <Route path="/public/:tag/establishment/:etab/staffs/:id/feedback" element={<FeedbackPage kind="staff" />} />
      <Route path="/public/:tag/establishment/:etab/units/:id/feedback/:rfuid?" element={<UnitFeedbackRoute />} />
      <Route path="/public/:tag/establishment/:etab/:share/feedback-success" element={<ThanksPage />} />
      <Route path="/public/:tag/establishment/:id/gates" element={<GatesPage />} />
      <Route path="/public/:tag/establishment/:id/external" element={<ExternalPage />} />
      <Route path="/public/:tag/screens/:screen" element={<ScreenPage />} />
      <Route path="/public/:tag/establishment/:etab/advantagecontact/:discountTag/enable" element={<EnableAdvantagePage />} />
      <Route path="/public/customer/:tag/advantagecontact/:discountTag" element={<CouponPage />} />
      <Route path="/public/customer/:tag/discount/auth/:discountTag" element={<SellerAuthPage />} />
      <Route path="/public/discount/validation/:discountTag" element={<ValidationPage />} />
      <Route path="/public/discount/code/validation/:discountTag" element={<ValidationPage />} />
      <Route path="/public/:tagEstablishment/:tagContact/unsubscribe" element={<UnsubscribePage />} />
      <Route path="/privacy-policy" element={<PrivacyPage />} />
      <Route path="/contact" element={<ContactPage />} />
      <Route path="/files" element={<FilesPage />} />
      <Route path="/customer/:tag/establishment/notFound" element={<EstablishmentNotFoundPage />} />
      <Route path="/customer/:tag/establishment/:id/boost" element={<BoostPage />} />
      <Route path="*" element={<MissingPage />} />
    </Routes>
  );
}
