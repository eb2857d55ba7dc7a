import { useEffect } from 'react';
import { Toaster as HotToaster, ToastBar, toast, useToasterStore, type Toast, type ToastOptions } from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { appBus, type ToastKind } from '@erep/shared/bus';
import { TOAST_DURATION_MS, TOAST_OFFSET, TOAST_Z_INDEX } from '@erep/shared/rules';
import { Icon } from './icons';

interface ToastGroup {
  id: string;
  count: number;
  shownAt: number;
  dismissed: boolean;
}

// Identical messages (same kind and text) share one toast with a repeat counter.
const groups = new Map<string, ToastGroup>();
// Toast ids the mounted Toaster currently shows (kept in step by the Toaster itself).
const liveIds = new Set<string>();
let sequence = 0;

const groupKey = (kind: ToastKind, message: string) => `${kind}\u0000${message}`;

function isShowing(group: ToastGroup | undefined, now: number): group is ToastGroup {
  if (!group || group.dismissed) return false;
  // Without a mounted Toaster, fall back to the toast's lifetime.
  return liveIds.has(group.id) || now - group.shownAt < TOAST_DURATION_MS;
}

function ToastContent({ kind, title, message, count }: { kind: ToastKind; title?: string | undefined; message: string; count: number }) {
  const { t } = useTranslation('shared');
  return (
    <div className="erep-toast__content">
      <span className="erep-visually-hidden">{t(`kind_${kind}`)}: </span>
      {title ? <strong className="erep-toast__title">{title}</strong> : null}
      <span className="erep-toast__message">{count > 1 ? `${message} ×${count}` : message}</span>
    </div>
  );
}

/** Shows a toast; an identical visible one is updated with a counter ("message ×3") instead. */
export function notify(kind: ToastKind, message: string, title?: string): string {
  const key = groupKey(kind, message);
  const now = Date.now();
  const existing = groups.get(key);
  const group: ToastGroup = isShowing(existing, now)
    ? { ...existing, count: existing.count + 1, shownAt: now }
    : { id: `erep-toast-${++sequence}`, count: 1, shownAt: now, dismissed: false };
  groups.set(key, group);

  const urgent = kind === 'error' || kind === 'warning';
  const options: ToastOptions = {
    id: group.id,
    duration: TOAST_DURATION_MS,
    className: `erep-toast erep-toast--${kind}`,
    ariaProps: urgent ? { role: 'alert', 'aria-live': 'assertive' } : { role: 'status', 'aria-live': 'polite' },
  };
  const content = <ToastContent kind={kind} title={title} message={message} count={group.count} />;
  if (kind === 'success') toast.success(content, options);
  else if (kind === 'error') toast.error(content, options);
  else toast(content, { ...options, icon: <Icon name={kind} /> });
  return group.id;
}

function markDismissed(id?: string): void {
  for (const group of groups.values()) {
    if (id === undefined || group.id === id) group.dismissed = true;
  }
}

/** Dismisses every visible toast (what Escape does). */
export function dismissAllToasts(): void {
  markDismissed();
  toast.dismiss();
}

function syncLiveToasts(toasts: readonly Toast[]): void {
  liveIds.clear();
  const present = new Map(toasts.map((t) => [t.id, t.visible]));
  for (const t of toasts) if (t.visible) liveIds.add(t.id);
  for (const group of groups.values()) {
    if (present.get(group.id) === false) group.dismissed = true;
  }
}

/** App-wide toasts: 3000 ms, 16 px offset, z-index 2000, Escape dismisses them all. */
export function Toaster() {
  const { t } = useTranslation('shared');
  const { toasts } = useToasterStore();

  useEffect(() => {
    syncLiveToasts(toasts);
  }, [toasts]);

  const anyVisible = toasts.some((item) => item.visible);
  useEffect(() => {
    if (!anyVisible) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismissAllToasts();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [anyVisible]);

  return (
    <HotToaster
      position="top-right"
      gutter={TOAST_OFFSET}
      containerClassName="erep-toaster"
      containerStyle={{ top: TOAST_OFFSET, right: TOAST_OFFSET, bottom: TOAST_OFFSET, left: TOAST_OFFSET, zIndex: TOAST_Z_INDEX }}
      toastOptions={{ duration: TOAST_DURATION_MS }}
    >
      {(item) => (
        <ToastBar toast={item}>
          {({ icon, message }) => (
            <>
              <span className="erep-toast__icon">{icon}</span>
              {message}
              <button
                type="button"
                className="erep-icon-button erep-toast__close"
                aria-label={t('dismiss')}
                onClick={() => {
                  markDismissed(item.id);
                  toast.dismiss(item.id);
                }}
              >
                <Icon name="close" size={16} />
              </button>
            </>
          )}
        </ToastBar>
      )}
    </HotToaster>
  );
}

let busConnected = false;

/** Lets any remote raise a toast with `appBus.emit('toast', ...)`; safe to call more than once. */
export function connectToastBus(): void {
  if (busConnected) return;
  busConnected = true;
  appBus.on('toast', (event) => notify(event.kind, event.message, event.title));
}

connectToastBus();
