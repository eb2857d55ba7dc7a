import { useTranslation } from 'react-i18next';

interface PublicStateProps {
  title: string;
  status: 'loading' | 'error';
  message?: string;
  onRetry?: () => void;
}

/** Loading and error states shared by the public pages; the title is always there for assistive tech. */
export function PublicState({ title, status, message, onRetry }: PublicStateProps) {
  const { t } = useTranslation('public');
  return (
    <section className="pf-card">
      <h1>{title}</h1>
      {status === 'loading' ? (
        <p className="pf-small" role="status">
          {t('loading')}
        </p>
      ) : (
        <>
          <p className="pf-alert" role="alert">
            {message || t('loadError')}
          </p>
          {onRetry ? (
            <button type="button" className="pf-button pf-secondary" onClick={onRetry}>
              {t('retry')}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}
