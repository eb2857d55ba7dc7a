import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mountRootParcel, type Parcel } from 'single-spa';
import { Button, Spinner } from '@erep/shared/ui';
import type { RemoteName } from '@erep/shared/schemas';
import { loadRemoteApp, RemoteLoadError } from './load-remote-app';
import styles from './remote-slot.module.css';

type SlotState = { kind: 'loading' } | { kind: 'mounted' } | { kind: 'error'; reason: 'timeout' | 'unavailable' | 'invalid' | 'render' };

/** Mounts one remote's `./app`; a remote that fails shows a retry instead of taking the shell down. */
export function RemoteSlot({ remote, load = loadRemoteApp }: { remote: RemoteName; load?: typeof loadRemoteApp }) {
  const { t } = useTranslation('shell');
  const container = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SlotState>({ kind: 'loading' });

  useEffect(() => {
    const root = container.current;
    if (!root) return undefined;
    let active = true;
    let parcel: Parcel | null = null;
    // A fresh host per attempt: a half-mounted remote leaves nothing behind.
    const host = document.createElement('div');
    host.dataset.remote = remote;
    root.appendChild(host);
    setState({ kind: 'loading' });

    const fail = (reason: SlotState & { kind: 'error' }) => {
      if (active) setState(reason);
    };

    load(remote, attempt)
      .then(async (app) => {
        if (!active) return;
        parcel = mountRootParcel(app, {
          domElement: host,
          remote,
          reportError: () => fail({ kind: 'error', reason: 'render' }),
        });
        await parcel.mountPromise;
        if (active) setState((s) => (s.kind === 'error' ? s : { kind: 'mounted' }));
      })
      .catch((error: unknown) => {
        console.error(error);
        fail({ kind: 'error', reason: error instanceof RemoteLoadError ? error.reason : 'render' });
      });

    return () => {
      active = false;
      const mounted = parcel;
      if (mounted && mounted.getStatus() === 'MOUNTED') {
        void mounted.unmount().finally(() => host.remove());
      } else {
        host.remove();
      }
    };
  }, [remote, attempt, load]);

  return (
    <div className={styles.slot} data-slot={remote} data-state={state.kind}>
      {state.kind === 'loading' && (
        <div className={styles.loading}>
          <Spinner size="lg" label={t('remote.loading')} />
        </div>
      )}
      {state.kind === 'error' && (
        <div className={styles.error} role="alert">
          <h2>{t('remote.errorTitle')}</h2>
          <p>{t(state.reason === 'timeout' ? 'remote.errorTimeout' : 'remote.errorBody')}</p>
          <Button onClick={() => setAttempt((n) => n + 1)}>{t('remote.retry')}</Button>
        </div>
      )}
      <div ref={container} className={state.kind === 'error' ? styles.hidden : styles.content} />
    </div>
  );
}
