import { lazy, Suspense, type ReactElement, type ReactNode } from 'react';
import { matchesPattern } from '@erep/shared/routing';
import { Spinner } from '@erep/shared/ui';

// The pages that route, but sign-in (see `root.tsx`); each loads when visited, with what only it
// uses (such as the terms sanitiser of sign-up).
const PartnerThemePage = lazy(() => import('./features/partner-theme/components/theme-page').then((m) => ({ default: m.PartnerThemePage })));
const ExpiredPage = lazy(() => import('./features/password/components/expired-page').then((m) => ({ default: m.ExpiredPage })));
const ForgotPage = lazy(() => import('./features/password/components/forgot-page').then((m) => ({ default: m.ForgotPage })));
const InvitationPage = lazy(() => import('./features/invitation/components/invitation-page').then((m) => ({ default: m.InvitationPage })));
const ResetPage = lazy(() => import('./features/password/components/reset-page').then((m) => ({ default: m.ResetPage })));
const CheckoutPage = lazy(() => import('./features/payment/components/checkout-page').then((m) => ({ default: m.CheckoutPage })));
const ResumePage = lazy(() => import('./features/payment/components/resume-page').then((m) => ({ default: m.ResumePage })));
const ProcessPage = lazy(() => import('./features/payment/components/process-page').then((m) => ({ default: m.ProcessPage })));
const SignUpPage = lazy(() => import('./features/sign-up/components/sign-up-page').then((m) => ({ default: m.SignUpPage })));
const SignOutPage = lazy(() => import('./features/sign-out/components/sign-out-page').then((m) => ({ default: m.SignOutPage })));
const PricingPage = lazy(() => import('./features/pricing/components/pricing-page').then((m) => ({ default: m.PricingPage })));

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spinner size="lg" />}>{children}</Suspense>;
}

const page = (path: string, element: ReactElement) => ({ path, element: <Loading>{element}</Loading> });

/** The paths this remote owns (ARCHITECTURE section 3) but `/sign-in`, with their pages. */
export const AUTH_PAGES: { path: string; element: ReactElement }[] = [
  page('/sign-out', <SignOutPage />),
  page('/sign-up', <SignUpPage />),
  page('/pricing', <PricingPage />),
  page('/payment/checkout', <CheckoutPage />),
  page('/payment/process', <ProcessPage />),
  page('/payment/resume/:token', <ResumePage />),
  page('/user-confirmation/password/reset', <ForgotPage />),
  page('/forgot-pwd', <ForgotPage />),
  page('/password/reset/:token', <ResetPage />),
  page('/invitation/:token', <InvitationPage />),
  page('/expired/email', <ExpiredPage />),
  page('/partner/theme', <PartnerThemePage />),
];

export const isAuthPage = (pathname: string): boolean => AUTH_PAGES.some((p) => matchesPattern(p.path, pathname));
