import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import type { FeedbackContext } from '@erep/shared/schemas';
import { PublicLayout } from '../../../components/public-layout';
import { PublicState } from '../../../components/public-state';
import { useInitialData } from '../../../hooks/use-initial-data';
import { useTrack } from '../../../hooks/use-track';
import { errorStatus, serverMessage } from '../../../lib/request-error';
import { feedbackContextKey, useFeedbackContext } from '../api/get-feedback-context';
import { useFeedbackTarget, type FeedbackKind } from '../hooks/use-feedback-target';
import { contextBrand } from '../lib/context-brand';
import { FeedbackForm } from './feedback-form';

/** /public/:tag/establishment/:id/feedback and its staff and unit variants: the visitor's review form. */
export function FeedbackPage({ kind }: { kind: FeedbackKind }) {
  const { t } = useTranslation('public');
  const target = useFeedbackTarget(kind);
  // The server-rendered page carries its context: the take-over shows it at once, without a request.
  const initialData = useInitialData();
  const initial = initialData?.context as FeedbackContext | undefined;
  const query = useFeedbackContext(target, initial);
  const context = query.data;
  // A pre-rendered page was already counted by the server; in-app visits are counted here.
  useTrack(context && !initial ? { action: 'scan', establishment: context.establishment.id } : null);

  if (!context && errorStatus(query.error) === 404) return <Navigate to={`/customer/${target.customer}/establishment/notFound`} replace />;
  return (
    <PublicLayout brand={context ? contextBrand(context) : null} testId="public-feedback">
      {context ? (
        <FeedbackForm
          key={feedbackContextKey(target).join('/')}
          context={context}
          target={target}
          carried={initialData?.form ?? null}
          focus={initialData?.focus ?? null}
        />
      ) : (
        <PublicState
          title={t('sections.feedback.title')}
          status={query.isError ? 'error' : 'loading'}
          message={serverMessage(query.error)}
          onRetry={() => void query.refetch()}
        />
      )}
    </PublicLayout>
  );
}
