import { Navigate, Route, Routes } from 'react-router-dom';
import { SectionPage } from '@erep/shared/ui';
import { useSession } from '@erep/shared/session';

const SECTIONS: { path: string; section: string }[] = [
  { path: 'advantage', section: 'advantage' },
  { path: 'partnership', section: 'partnership' },
  { path: 'discount-coupon', section: 'discountCoupon' },
  { path: 'contact', section: 'contact' },
  { path: 'my-qrcode', section: 'qrcode' },
  { path: 'my-screen', section: 'screen' },
  { path: 'establishment/analytic', section: 'analytic' },
];

function LeadgenHome() {
  const tag = useSession().user?.customer?.tag;
  return tag ? <Navigate to={`/home/leadgen/customer/${tag}/advantage`} replace /> : <SectionPage ns="leadgen" section="missing" areaPath="/home/leadgen" />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/home/leadgen" element={<LeadgenHome />} />
      {SECTIONS.map(({ path, section }) => (
        <Route
          key={path}
          path={`/home/leadgen/customer/:tag/${path}`}
          element={<SectionPage ns="leadgen" section={section} areaPath="/home/leadgen" />}
        />
      ))}
      <Route path="*" element={<SectionPage ns="leadgen" section="missing" areaPath="/home/leadgen" />} />
    </Routes>
  );
}
