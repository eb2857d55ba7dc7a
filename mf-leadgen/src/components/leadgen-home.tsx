import { Navigate } from 'react-router-dom';
import { useSession } from '@erep/shared/session';
import { SectionNotFound } from './section-not-found';

/** `/home/leadgen` leads to the signed-in customer's advantages. */
export function LeadgenHome() {
  const tag = useSession().user?.customer?.tag;
  return tag ? <Navigate to={`customer/${tag}/advantage`} replace /> : <SectionNotFound />;
}
