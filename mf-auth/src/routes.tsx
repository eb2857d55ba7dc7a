import { Route, Routes } from 'react-router-dom';
import { SectionPage } from '@erep/shared/ui';
import { SignInPage } from './features/sign-in/components/sign-in-page';
import { SignOutPage } from './features/sign-out/components/sign-out-page';

const SECTIONS: { path: string; section: string }[] = [
  { path: '/sign-up', section: 'signUp' },
  { path: '/payment/checkout', section: 'checkout' },
  { path: '/payment/process', section: 'process' },
  { path: '/user-confirmation/password/reset', section: 'forgot' },
  { path: '/forgot-pwd', section: 'forgot' },
  { path: '/password/reset/:token', section: 'reset' },
  { path: '/expired/email', section: 'expired' },
  { path: '/partner/theme', section: 'theme' },
];

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/sign-in" element={<SignInPage />} />
      <Route path="/sign-out" element={<SignOutPage />} />
      {SECTIONS.map(({ path, section }) => (
        <Route key={path} path={path} element={<SectionPage ns="auth" section={section} areaPath="/sign-in" />} />
      ))}
      <Route path="*" element={<SectionPage ns="auth" section="missing" areaPath="/sign-in" />} />
    </Routes>
  );
}
