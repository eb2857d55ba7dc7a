import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ToastKind } from '@erep/shared/bus';
import { Icon } from './icons';

export type AlertKind = ToastKind;

export interface AlertProps {
  kind?: AlertKind;
  title?: ReactNode;
  children?: ReactNode;
  /** Makes the alert dismissible: renders a close button calling it. */
  onClose?: () => void;
  className?: string;
}

export function Alert({ kind = 'info', title, children, onClose, className }: AlertProps) {
  const { t } = useTranslation('shared');
  // Problems interrupt; confirmations are announced politely.
  const role = kind === 'error' || kind === 'warning' ? 'alert' : 'status';
  return (
    <div className={['erep-alert', `erep-alert--${kind}`, className].filter(Boolean).join(' ')} role={role}>
      <span className="erep-alert__icon">
        <Icon name={kind} />
      </span>
      <div className="erep-alert__content">
        {title ? <p className="erep-alert__title">{title}</p> : null}
        {children ? <div className="erep-alert__body">{children}</div> : null}
      </div>
      {onClose ? (
        <button type="button" className="erep-icon-button erep-alert__close" aria-label={t('close')} onClick={onClose}>
          <Icon name="close" size={16} />
        </button>
      ) : null}
    </div>
  );
}
