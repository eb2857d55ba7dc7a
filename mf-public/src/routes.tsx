import { Route, Routes } from 'react-router-dom';
import { SectionPage } from '@erep/shared/ui';

const SECTIONS: { path: string; section: string }[] = [
  { path: '/public/:tag/establishment/:id/feedback', section: 'feedback' },
  { path: '/public/:tag/establishment/:etab/staffs/:id/feedback', section: 'feedback' },
  { path: '/public/:tag/establishment/:etab/units/:id/feedback/:rfuid?', section: 'feedback' },
  { path: '/public/:tag/establishment/:etab/:share/feedback-success', section: 'thanks' },
  { path: '/public/:tag/establishment/:id/gates', section: 'gates' },
  { path: '/public/:tag/establishment/:id/external', section: 'external' },
  { path: '/public/:tag/screens/:screen', section: 'screen' },
  { path: '/public/:tag/establishment/:etab/advantagecontact/:discountTag/enable', section: 'advantage' },
  { path: '/public/customer/:tag/advantagecontact/:discountTag', section: 'coupon' },
  { path: '/public/customer/:tag/discount/auth/:discountTag', section: 'sellerAuth' },
  { path: '/public/discount/validation/:discountTag', section: 'validation' },
  { path: '/public/discount/code/validation/:discountTag', section: 'validation' },
  { path: '/public/:tagEstablishment/:tagContact/unsubscribe', section: 'unsubscribe' },
  { path: '/privacy-policy', section: 'privacy' },
  { path: '/contact', section: 'contact' },
  { path: '/files', section: 'files' },
  { path: '/customer/:tag/establishment/notFound', section: 'establishmentNotFound' },
  { path: '/customer/:tag/establishment/:id/boost', section: 'boost' },
];

export function AppRoutes() {
  return (
    <Routes>
      {SECTIONS.map(({ path, section }) => (
        <Route key={path} path={path} element={<SectionPage ns="public" section={section} areaPath="/" />} />
      ))}
      <Route path="*" element={<SectionPage ns="public" section="missing" areaPath="/" />} />
    </Routes>
  );
}
