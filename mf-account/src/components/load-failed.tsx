import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@erep/shared/ui';
import { ACCOUNT_NS } from '../lib/sections';

/** A query that could not load: says so and offers to try again. */
export function LoadFailed({ onRetry }: { onRetry: () => unknown }) {
  const { t } = useTranslation(ACCOUNT_NS);
  return (
    <Alert kind="error" title={t('errors.load')}>
      <Button variant="secondary" size="sm" onClick={() => void onRetry()}>
        {t('retry')}
      </Button>
    </Alert>
  );
}
