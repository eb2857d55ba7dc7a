import { Navigate, useParams } from 'react-router-dom';
import { randomId } from '@erep/shared/rules';
import { FeedbackPage } from './feedback-page';

/** Unit links: no id -> a random 16-character one; "preview" -> a random one and ?preview=true. */
export function UnitFeedbackPage() {
  const { tag = '', etab = '', id = '', rfuid } = useParams();
  const base = `/public/${tag}/establishment/${etab}/units/${id}/feedback`;
  if (!rfuid) return <Navigate to={`${base}/${randomId(16)}`} replace />;
  if (rfuid === 'preview') return <Navigate to={`${base}/${randomId(16)}?preview=true`} replace />;
  return <FeedbackPage kind="unit" />;
}
