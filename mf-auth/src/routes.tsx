import { Route, Routes } from 'react-router-dom';
import { SectionPage } from '@erep/shared/ui';
import { PartnerThemePage } from './features/partner-theme/components/theme-page';
import { ExpiredPage } from './features/password/components/expired-page';
import { ForgotPage } from './features/password/components/forgot-page';
import { ResetPage } from './features/password/components/reset-page';
import { CheckoutPage } from './features/payment/components/checkout-page';
import { ProcessPage } from './features/payment/components/process-page';
import { SignInPage } from './features/sign-in/components/sign-in-page';
import { SignOutPage } from './features/sign-out/components/sign-out-page';
import { SignUpPage } from './features/sign-up/components/sign-up-page';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/sign-in" element={<SignInPage />} />
      <Route path="/sign-out" element={<SignOutPage />} />
      <Route path="/sign-up" element={<SignUpPage />} />
      <Route path="/payment/checkout" element={<CheckoutPage />} />
      <Route path="/payment/process" element={<ProcessPage />} />
      <Route path="/user-confirmation/password/reset" element={<ForgotPage />} />
      <Route path="/forgot-pwd" element={<ForgotPage />} />
      <Route path="/password/reset/:token" element={<ResetPage />} />
      <Route path="/expired/email" element={<ExpiredPage />} />
      <Route path="/partner/theme" element={<PartnerThemePage />} />
      <Route path="*" element={<SectionPage ns="auth" section="missing" areaPath="/sign-in" />} />
    </Routes>
  );
}
