import { Route, Routes } from 'react-router-dom';
import { SectionPage } from '@erep/shared/ui';

const AREA = '/customer/:tag/account';

const SECTIONS: { path: string; section: string }[] = [
  { path: `${AREA}/personal_details`, section: 'personalDetails' },
  { path: `${AREA}/contact`, section: 'contact' },
  { path: `${AREA}/subscriptions/*`, section: 'subscriptions' },
  { path: `${AREA}/discount_coupons`, section: 'discountCoupons' },
  { path: `${AREA}/my_qrcodes`, section: 'qrcodes' },
  { path: `${AREA}/screens/:subTab?`, section: 'screens' },
  { path: `${AREA}/parameters/:tab?/:subTab?`, section: 'parameters' },
  { path: `${AREA}/advantage`, section: 'advantage' },
  { path: `${AREA}/partnership/*`, section: 'partnership' },
  { path: '/customer/:tag/first-step', section: 'firstStep' },
  { path: '/customer/:tag/step-view/*', section: 'stepView' },
  { path: '/customer/support', section: 'support' },
];

export function AppRoutes() {
  return (
    <Routes>
      {SECTIONS.map(({ path, section }) => (
        <Route key={path} path={path} element={<SectionPage ns="account" section={section} areaPath="/" />} />
      ))}
      <Route path="*" element={<SectionPage ns="account" section="missing" areaPath="/" />} />
    </Routes>
  );
}
