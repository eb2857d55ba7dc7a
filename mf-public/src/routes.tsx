import { Route, Routes } from 'react-router-dom';
import { CouponPage } from './features/coupons/components/coupon-page';
import { CouponValidationPage } from './features/coupons/components/coupon-validation-page';
import { SellerAuthPage } from './features/coupons/components/seller-auth-page';
import { SellerDeskPage } from './features/coupons/components/seller-desk-page';
import { BoostPage } from './features/feedback/components/boost-page';
import { EnableAdvantagePage } from './features/feedback/components/enable-advantage-page';
import { ExternalPage } from './features/feedback/components/external-page';
import { FeedbackPage } from './features/feedback/components/feedback-page';
import { GatesPage } from './features/feedback/components/gates-page';
import { ThanksPage } from './features/feedback/components/thanks-page';
import { UnitFeedbackPage } from './features/feedback/components/unit-feedback-page';
import { ContactPage } from './features/info/components/contact-page';
import { EstablishmentNotFoundPage } from './features/info/components/establishment-not-found-page';
import { FilesPage } from './features/info/components/files-page';
import { MissingPage } from './features/info/components/missing-page';
import { PrivacyPage } from './features/info/components/privacy-page';
import { ScreenPage } from './features/screen/components/screen-page';
import { UnsubscribePage } from './features/unsubscribe/components/unsubscribe-page';

/** The prefixes this remote owns (ARCHITECTURE section 3), each with its pages relative to it. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/public">
        <Route path=":tag/establishment/:id/feedback" element={<FeedbackPage kind="establishment" />} />
        <Route path=":tag/establishment/:etab/staffs/:id/feedback" element={<FeedbackPage kind="staff" />} />
        <Route path=":tag/establishment/:etab/units/:id/feedback/:rfuid?" element={<UnitFeedbackPage />} />
        <Route path=":tag/establishment/:etab/:share/feedback-success" element={<ThanksPage />} />
        <Route path=":tag/establishment/:id/gates" element={<GatesPage />} />
        <Route path=":tag/establishment/:id/external" element={<ExternalPage />} />
        <Route path=":tag/establishment/:etab/advantagecontact/:discountTag/enable" element={<EnableAdvantagePage />} />
        <Route path=":tag/screens/:screen" element={<ScreenPage />} />
        <Route path="customer/:tag/advantagecontact/:discountTag" element={<CouponPage />} />
        <Route path="customer/:tag/discount/auth/:discountTag" element={<SellerAuthPage />} />
        <Route path="customer/:tag/seller" element={<SellerDeskPage />} />
        <Route path="discount/validation/:discountTag" element={<CouponValidationPage />} />
        <Route path="discount/code/validation/:discountTag" element={<CouponValidationPage />} />
        <Route path=":tagEstablishment/:tagContact/unsubscribe" element={<UnsubscribePage />} />
        <Route path="*" element={<MissingPage />} />
      </Route>
      <Route path="/privacy-policy" element={<PrivacyPage />} />
      <Route path="/contact" element={<ContactPage />} />
      <Route path="/files" element={<FilesPage />} />
      <Route path="/customer/:tag/establishment">
        <Route path="notFound" element={<EstablishmentNotFoundPage />} />
        <Route path=":id/boost" element={<BoostPage />} />
      </Route>
      <Route path="*" element={<MissingPage />} />
    </Routes>
  );
}
