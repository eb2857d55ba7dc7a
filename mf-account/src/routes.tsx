import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AccountLayout } from './components/account-layout';
import { SectionNotFound } from './components/section-not-found';

// Each page loads when visited: a first visit downloads the page it opens, not the whole area.
const ContactPage = lazy(() => import('./features/contact/components/contact-page').then((m) => ({ default: m.ContactPage })));
const LeadgenFeaturePage = lazy(() => import('./features/offers/leadgen-feature-page').then((m) => ({ default: m.LeadgenFeaturePage })));
const ParametersPage = lazy(() => import('./features/parameters/components/parameters-page').then((m) => ({ default: m.ParametersPage })));
const OnboardingPage = lazy(() => import('./features/onboarding/components/onboarding-page').then((m) => ({ default: m.OnboardingPage })));
const PersonalDetailsPage = lazy(() => import('./features/personal-details/components/personal-details-page').then((m) => ({ default: m.PersonalDetailsPage })));
const SubscriptionTab = lazy(() => import('./features/subscriptions/components/subscription-tab').then((m) => ({ default: m.SubscriptionTab })));
const SubscriptionsPage = lazy(() => import('./features/subscriptions/components/subscriptions-page').then((m) => ({ default: m.SubscriptionsPage })));
const SupportPage = lazy(() => import('./features/support/components/support-page').then((m) => ({ default: m.SupportPage })));

/**
 * mf-account owns /customer/:tag/account/**, /customer/:tag/first-step, /customer/:tag/step-view/**
 * and /customer/support; every route below is relative to those prefixes.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/customer/support" element={<SupportPage />} />
      <Route path="/customer/:tag">
        <Route path="account" element={<AccountLayout />}>
          <Route index element={<Navigate to="personal_details" replace />} />
          <Route path="personal_details/:tab?" element={<PersonalDetailsPage subscriptionTab={<SubscriptionTab />} />} />
          <Route path="contact" element={<ContactPage />} />
          <Route path="subscriptions/*" element={<SubscriptionsPage />} />
          <Route path="parameters/:tab?/:subTab?" element={<ParametersPage />} />
          {/* Pages mf-leadgen owns, shown here through its feature modules. */}
          <Route path="advantage" element={<LeadgenFeaturePage feature="advantages" section="advantage" />} />
          <Route path="partnership/*" element={<LeadgenFeaturePage feature="partnerships" section="partnership" />} />
          <Route path="discount_coupons" element={<LeadgenFeaturePage feature="discount-coupons" section="discountCoupons" />} />
          <Route path="my_qrcodes" element={<LeadgenFeaturePage feature="qrcodes" section="qrcodes" />} />
          <Route path="screens/:subTab?" element={<LeadgenFeaturePage feature="screens" section="screens" />} />
          <Route path="*" element={<SectionNotFound />} />
        </Route>
        <Route path="first-step" element={<OnboardingPage entry="first-step" />} />
        <Route path="step-view/:step?" element={<OnboardingPage entry="step-view" />} />
      </Route>
      <Route path="*" element={<SectionNotFound />} />
    </Routes>
  );
}
