import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Icon } from './icons';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.hasAttribute('inert') && el.tabIndex >= 0);
}

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children?: ReactNode;
  /** Action buttons, right-aligned under the content. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** 'alertdialog' for confirmations that need an answer. */
  role?: 'dialog' | 'alertdialog';
  /** Element focused on open (default: the first focusable one). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Close when the backdrop is clicked (default true). */
  closeOnBackdrop?: boolean;
  describedBy?: string;
  className?: string;
}

/** Dialog in a portal: Escape closes it, Tab stays inside, focus returns where it was. */
export function Modal({
  open,
  title,
  onClose,
  children,
  footer,
  size = 'md',
  role = 'dialog',
  initialFocusRef,
  closeOnBackdrop = true,
  describedBy,
  className,
}: ModalProps) {
  const { t } = useTranslation('shared');
  const titleId = `erep-modal-title-${useId()}`;
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog) {
      const target = initialFocusRef?.current ?? focusables(dialog)[0] ?? dialog;
      target.focus();
    }
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (previous && previous.isConnected) previous.focus();
    };
  }, [open, initialFocusRef]);

  if (!open || typeof document === 'undefined') return null;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = focusables(dialogRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <div
      className="erep-modal-backdrop"
      // The backdrop is not a control: Escape and the close button are the accessible ways out.
      role="presentation"
      onMouseDown={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={['erep-modal', `erep-modal--${size}`, className].filter(Boolean).join(' ')}
        onKeyDown={onKeyDown}
      >
        <div className="erep-modal__header">
          <h2 id={titleId} className="erep-modal__title">
            {title}
          </h2>
          <button type="button" className="erep-icon-button" aria-label={t('close')} onClick={() => onClose()}>
            <Icon name="close" size={18} />
          </button>
        </div>
        {children !== undefined ? <div className="erep-modal__body">{children}</div> : null}
        {footer ? <div className="erep-modal__footer">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}

export interface ConfirmDialogProps {
  /** Default true, so the dialog can also be rendered conditionally. */
  open?: boolean;
  title: ReactNode;
  message: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  /** 'danger' for destructive actions (red confirm button, focus starts on Cancel). */
  variant?: 'primary' | 'danger';
  /** Confirm in progress: spinner on the confirm button. */
  loading?: boolean;
}

export function ConfirmDialog({
  open = true,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  variant = 'primary',
  loading = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation('shared');
  const messageId = `erep-confirm-message-${useId()}`;
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      role="alertdialog"
      size="sm"
      describedBy={messageId}
      initialFocusRef={variant === 'danger' ? cancelRef : confirmRef}
      footer={
        <>
          <Button ref={cancelRef} type="button" variant="secondary" onClick={onCancel}>
            {cancelLabel ?? t('cancel')}
          </Button>
          <Button ref={confirmRef} type="button" variant={variant} loading={loading} onClick={onConfirm}>
            {confirmLabel ?? t('confirm')}
          </Button>
        </>
      }
    >
      <div id={messageId} className="erep-confirm__message">
        {message}
      </div>
    </Modal>
  );
}
