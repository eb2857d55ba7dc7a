import { useCallback, useState, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { registerResources } from '@erep/shared/i18n';
import { Button, Spinner } from '@erep/shared/ui';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import sp from './i18n/sp.json';
import { RemoteLoadError, type RemoteLoadFailure } from './loader';
import styles from './slot.module.css';

/** The slot's texts, the same wherever a remote or a feature module is mounted. */
const FEDERATION_NAMESPACE = 'federation';
registerResources(FEDERATION_NAMESPACE, { fr, en, sp });

/** Why a slot shows its retry: loading failed (timeout, unavailable, invalid) or rendering threw. */
export type SlotFailure = RemoteLoadFailure | 'render';
export type SlotState = { kind: 'loading' } | { kind: 'mounted' } | { kind: 'error'; reason: SlotFailure };

export function failureOf(error: unknown): SlotFailure {
  return error instanceof RemoteLoadError ? error.reason : 'render';
}

/** State and attempt counter of one slot: a retry starts the next attempt. */
export function useSlotState() {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SlotState>({ kind: 'loading' });
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { attempt, state, setState, retry };
}

interface SlotFrameProps {
  state: SlotState;
  onRetry: () => void;
  /** Data attributes naming the slot, e.g. `{ 'data-slot': 'mf_erep' }`. */
  attributes?: Record<`data-${string}`, string>;
  /** The element the content lives in (where the shell mounts a parcel). */
  contentRef?: Ref<HTMLDivElement>;
  children?: ReactNode;
}

/** Loading state, then the content, or an error with a retry: never a blank area. */
export function SlotFrame({ state, onRetry, attributes, contentRef, children }: SlotFrameProps) {
  const { t } = useTranslation(FEDERATION_NAMESPACE);
  return (
    <div className={styles.slot} data-state={state.kind} {...attributes}>
      {state.kind === 'loading' && (
        <div className={styles.loading}>
          <Spinner size="lg" label={t('loading')} />
        </div>
      )}
      {state.kind === 'error' && (
        <div className={styles.error} role="alert">
          <h2>{t('errorTitle')}</h2>
          <p>{t(state.reason === 'timeout' ? 'errorTimeout' : 'errorBody')}</p>
          <Button onClick={onRetry}>{t('retry')}</Button>
        </div>
      )}
      {/* Kept in the tree while failed, so a retry mounts into the same place. */}
      <div ref={contentRef} className={state.kind === 'error' ? styles.hidden : styles.content}>
        {children}
      </div>
    </div>
  );
}
