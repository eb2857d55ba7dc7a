import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from './components/not-found-page';
import { ChatWidget } from './features/chat/components/chat-widget';
import { PartnerThemePage } from './features/partner-theme/components/theme-page';
import { ExpiredPage } from './features/password/components/expired-page';
import { ForgotPage } from './features/password/components/forgot-page';
import { ResetPage } from './features/password/components/reset-page';
import { CheckoutPage } from './features/payment/components/checkout-page';
import { ProcessPage } from './features/payment/components/process-page';
import { SignInPage } from './features/sign-in/components/sign-in-page';
import { SignOutPage } from './features/sign-out/components/sign-out-page';
import { SignUpPage } from './features/sign-up/components/sign-up-page';

const missing = <NotFoundPage />;

/** Payment pages, relative to /payment. */
function PaymentRoutes() {
  return (
    <Routes>
      <Route path="checkout" element={<CheckoutPage />} />
      <Route path="process" element={<ProcessPage />} />
      <Route path="*" element={missing} />
    </Routes>
  );
}

/** Password recovery, relative to /password. */
function PasswordRoutes() {
  return (
    <Routes>
      <Route path="reset/:token" element={<ResetPage />} />
      <Route path="*" element={missing} />
    </Routes>
  );
}

/** The prefixes this remote owns (ARCHITECTURE section 3); each lists its pages relative to it. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/sign-in" element={<SignInPage chat={<ChatWidget />} />} />
      <Route path="/sign-out" element={<SignOutPage />} />
      <Route path="/sign-up" element={<SignUpPage />} />
      <Route path="/payment/*" element={<PaymentRoutes />} />
      <Route path="/user-confirmation/password/reset" element={<ForgotPage />} />
      <Route path="/forgot-pwd" element={<ForgotPage />} />
      <Route path="/password/*" element={<PasswordRoutes />} />
      <Route path="/expired/email" element={<ExpiredPage />} />
      <Route path="/partner/theme" element={<PartnerThemePage />} />
      <Route path="*" element={missing} />
    </Routes>
  );
}
