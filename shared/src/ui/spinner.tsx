import { useTranslation } from 'react-i18next';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps {
  size?: SpinnerSize;
  /** Text for screen readers (default: "Loading…"). */
  label?: string;
  /** Purely visual: no status role, hidden from assistive technology. */
  decorative?: boolean;
  className?: string;
}

export function Spinner({ size = 'md', label, decorative = false, className }: SpinnerProps) {
  const { t } = useTranslation('shared');
  const classes = ['erep-spinner', `erep-spinner--${size}`, className].filter(Boolean).join(' ');
  if (decorative) return <span className={classes} aria-hidden="true" />;
  return (
    <span className="erep-spinner-wrap" role="status">
      <span className={classes} aria-hidden="true" />
      <span className="erep-visually-hidden">{label ?? t('loading')}</span>
    </span>
  );
}

export interface LoadingOverlayProps {
  visible: boolean;
  label?: string;
}

/** Full-width overlay with a large spinner, shown while the app-wide loading flag is set. */
export function LoadingOverlay({ visible, label }: LoadingOverlayProps) {
  if (!visible) return null;
  return (
    <div className="erep-loading-overlay" aria-busy="true" data-testid="loading-overlay">
      <Spinner size="lg" {...(label === undefined ? {} : { label })} />
    </div>
  );
}
