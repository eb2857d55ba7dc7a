import { Route, Routes } from 'react-router-dom';
import { ConnectedHomeRedirect } from '@erep/shared/guards';
import { EstablishmentListPage } from './features/establishments/components/establishment-list-page';
import { SectionPage } from '@erep/shared/ui';

/** Sections whose screens are still to come; each is a real, translated page. */
const SECTIONS: { path: string; section: string }[] = [
  { path: '/home/erep/user', section: 'user' },
  { path: '/home/erep/customers', section: 'customers' },
  { path: '/home/erep/customer/:tag/establishment/rank', section: 'rank' },
  { path: '/home/erep/customer/:tag/establishment/trends', section: 'trends' },
  { path: '/home/erep/customer/:tag/establishment/categorization', section: 'categorization' },
  { path: '/home/erep/customer/:tag/establishment/search/reviews', section: 'searchReviews' },
  { path: '/home/erep/customer/:tag/establishment/reviews/latest', section: 'latestReviews' },
  { path: '/customer/:tag/establishment/:id/*', section: 'establishment' },
  { path: '/customer/:tag/categorization/:id/review', section: 'categorizationReview' },
];

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/home/erep" element={<ConnectedHomeRedirect />} />
      <Route path="/home/erep/customer/:tag" element={<EstablishmentListPage />} />
      {SECTIONS.map(({ path, section }) => (
        <Route key={path} path={path} element={<SectionPage ns="erep" section={section} areaPath="/home/erep" />} />
      ))}
      <Route path="*" element={<SectionPage ns="erep" section="missing" areaPath="/home/erep" />} />
    </Routes>
  );
}
