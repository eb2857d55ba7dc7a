import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '@erep/shared/api';
import { Alert, Button, EmptyState, Spinner } from '@erep/shared/ui';

interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** Loading, error (with retry) and empty states of one query; `children` renders the data. */
export function QueryView<T>({ query, isEmpty, empty, children }: { query: QueryLike<T>; isEmpty?: (data: T) => boolean; empty?: ReactNode; children: (data: T) => ReactNode }) {
  const { t } = useTranslation('erep');
  if (query.isPending) return <Spinner label={t('loading')} />;
  if (query.isError || query.data === undefined) {
    const status = query.error instanceof ApiRequestError ? query.error.status : 0;
    return (
      <Alert kind="error" title={t(status === 403 ? 'errors.forbidden' : 'errors.generic')}>
        <Button type="button" variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  }
  if (isEmpty?.(query.data)) return <EmptyState title={empty ?? t('empty')} />;
  return <>{children(query.data)}</>;
}
