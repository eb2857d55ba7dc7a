import { Navigate, Route, Routes } from 'react-router-dom';
import { AccountLayout } from './components/account-layout';
import { SectionNotFound } from './components/section-not-found';
import { ContactPage } from './features/contact/components/contact-page';
import { LeadgenFeaturePage } from './features/offers/leadgen-feature-page';
import { ParametersPage } from './features/parameters/components/parameters-page';
import { OnboardingPage } from './features/onboarding/components/onboarding-page';
import { PersonalDetailsPage } from './features/personal-details/components/personal-details-page';
import { SubscriptionTab } from './features/subscriptions/components/subscription-tab';
import { SubscriptionsPage } from './features/subscriptions/components/subscriptions-page';
import { SupportPage } from './features/support/components/support-page';

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
