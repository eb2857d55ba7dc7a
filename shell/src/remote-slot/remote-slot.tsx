import { useEffect, useRef } from 'react';
import { mountRootParcel, start, type Parcel } from 'single-spa';
import { failureOf, SlotFrame, useSlotState } from '@erep/shared/federation';
import type { RemoteName } from '@erep/shared/schemas';
import { loadRemoteApp } from './load-remote-app';

// Patched history fires popstate on every push, which keeps each remote's router in step with the
// shell's. Started with the first slot: the shell's own pages never download single-spa.
start({ urlRerouteOnly: true });

/** Mounts one remote's `./app`; a remote that fails shows a retry instead of taking the shell down. */
export function RemoteSlot({ remote, load = loadRemoteApp }: { remote: RemoteName; load?: typeof loadRemoteApp }) {
  const container = useRef<HTMLDivElement>(null);
  const { attempt, state, setState, retry } = useSlotState();

  useEffect(() => {
    const root = container.current;
    if (!root) return undefined;
    let current = true;
    let parcel: Parcel | null = null;
    // A fresh host per attempt: a half-mounted remote leaves nothing behind.
    const host = document.createElement('div');
    host.dataset.remote = remote;
    root.appendChild(host);
    setState({ kind: 'loading' });

    load(remote, attempt)
      .then(async (app) => {
        if (!current) return;
        parcel = mountRootParcel(app, {
          domElement: host,
          remote,
          reportError: () => {
            if (current) setState({ kind: 'error', reason: 'render' });
          },
        });
        await parcel.mountPromise;
        if (current) setState((s) => (s.kind === 'error' ? s : { kind: 'mounted' }));
      })
      .catch((error: unknown) => {
        console.error(error);
        if (current) setState({ kind: 'error', reason: failureOf(error) });
      });

    return () => {
      current = false;
      const mounted = parcel;
      if (mounted && mounted.getStatus() === 'MOUNTED') {
        void mounted.unmount().finally(() => host.remove());
      } else {
        host.remove();
      }
    };
  }, [remote, attempt, load, setState]);

  return <SlotFrame state={state} onRetry={retry} attributes={{ 'data-slot': remote }} contentRef={container} />;
}
