import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import type { FeedbackContext } from '@erep/shared/schemas';
import { PublicLayout } from '../../../components/public-layout';
import { PublicState } from '../../../components/public-state';
import { errorStatus } from '../../../lib/request-error';

interface PendingEstablishmentProps {
  query: UseQueryResult<FeedbackContext>;
  tag: string;
  section: 'gates' | 'external' | 'boost' | 'advantage';
}

/** What an establishment page shows until its data is there: the not-found page, or loading / retry. */
export function PendingEstablishment({ query, tag, section }: PendingEstablishmentProps) {
  const { t } = useTranslation('public');
  if (errorStatus(query.error) === 404) return <Navigate to={`/customer/${tag}/establishment/notFound`} replace />;
  return (
    <PublicLayout brand={null} testId={`public-${section}`}>
      <PublicState title={t(`sections.${section}.title`)} status={query.isError ? 'error' : 'loading'} onRetry={() => void query.refetch()} />
    </PublicLayout>
  );
}
