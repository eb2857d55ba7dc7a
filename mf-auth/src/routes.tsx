import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '@erep/shared/ui';
import { NotFoundPage } from './components/not-found-page';
import { ChatWidget } from './features/chat/components/chat-widget';
import { SignInPage } from './features/sign-in/components/sign-in-page';
import { SignOutPage } from './features/sign-out/components/sign-out-page';

// Sign-in is the first page most people open: the other pages (and what only they use, such as the
// terms sanitiser of sign-up) load when visited.
const PartnerThemePage = lazy(() => import('./features/partner-theme/components/theme-page').then((m) => ({ default: m.PartnerThemePage })));
const ExpiredPage = lazy(() => import('./features/password/components/expired-page').then((m) => ({ default: m.ExpiredPage })));
const ForgotPage = lazy(() => import('./features/password/components/forgot-page').then((m) => ({ default: m.ForgotPage })));
const InvitationPage = lazy(() => import('./features/invitation/components/invitation-page').then((m) => ({ default: m.InvitationPage })));
const ResetPage = lazy(() => import('./features/password/components/reset-page').then((m) => ({ default: m.ResetPage })));
const CheckoutPage = lazy(() => import('./features/payment/components/checkout-page').then((m) => ({ default: m.CheckoutPage })));
const ResumePage = lazy(() => import('./features/payment/components/resume-page').then((m) => ({ default: m.ResumePage })));
const ProcessPage = lazy(() => import('./features/payment/components/process-page').then((m) => ({ default: m.ProcessPage })));
const SignUpPage = lazy(() => import('./features/sign-up/components/sign-up-page').then((m) => ({ default: m.SignUpPage })));
const PricingPage = lazy(() => import('./features/pricing/components/pricing-page').then((m) => ({ default: m.PricingPage })));

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner size="lg" />}>{children}</Suspense>;
}

const missing = <NotFoundPage />;

/** Payment pages, relative to /payment. */
function PaymentRoutes() {
  return (
    <Routes>
      <Route path="checkout" element={<Loading><CheckoutPage /></Loading>} />
      <Route path="process" element={<Loading><ProcessPage /></Loading>} />
      <Route path="resume/:token" element={<Loading><ResumePage /></Loading>} />
      <Route path="*" element={missing} />
    </Routes>
  );
}

/** Password recovery, relative to /password. */
function PasswordRoutes() {
  return (
    <Routes>
      <Route path="reset/:token" element={<Loading><ResetPage /></Loading>} />
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
      <Route path="/sign-up" element={<Loading><SignUpPage /></Loading>} />
      <Route path="/pricing" element={<Loading><PricingPage /></Loading>} />
      <Route path="/payment/*" element={<PaymentRoutes />} />
      <Route path="/user-confirmation/password/reset" element={<Loading><ForgotPage /></Loading>} />
      <Route path="/forgot-pwd" element={<Loading><ForgotPage /></Loading>} />
      <Route path="/password/*" element={<PasswordRoutes />} />
      <Route path="/invitation/:token" element={<Loading><InvitationPage /></Loading>} />
      <Route path="/expired/email" element={<Loading><ExpiredPage /></Loading>} />
      <Route path="/partner/theme" element={<Loading><PartnerThemePage /></Loading>} />
      <Route path="*" element={missing} />
    </Routes>
  );
}
