import { useEffect, useRef } from 'react';
import { failureOf, SlotFrame, useSlotState, type MountProps, type RemoteAppProps } from '@erep/shared/federation';
import type { RemoteName } from '@erep/shared/schemas';
import { loadRemoteApp } from './load-remote-app';

let mounts = 0;

/** Mounts one remote's `./app`; a remote that fails shows a retry instead of taking the shell down. */
export function RemoteSlot({ remote, load = loadRemoteApp }: { remote: RemoteName; load?: typeof loadRemoteApp }) {
  const container = useRef<HTMLDivElement>(null);
  const { attempt, state, setState, retry } = useSlotState();

  useEffect(() => {
    const root = container.current;
    if (!root) return undefined;
    let current = true;
    // A fresh host per attempt: a half-mounted remote leaves nothing behind.
    const host = document.createElement('div');
    host.dataset.remote = remote;
    root.appendChild(host);
    setState({ kind: 'loading' });
    mounts += 1;
    const props: MountProps<RemoteAppProps> = {
      name: `${remote}#${mounts}`,
      domElement: host,
      remote,
      reportError: () => {
        if (current) setState({ kind: 'error', reason: 'render' });
      },
    };
    // What unmounts this mount once it is done; cleaning up waits for a mount still under way.
    const mounted = load(remote, attempt)
      .then(async (app) => {
        if (!current) return null;
        await app.bootstrap(props);
        await app.mount(props);
        if (current) setState((s) => (s.kind === 'error' ? s : { kind: 'mounted' }));
        return () => app.unmount(props);
      })
      .catch((error: unknown) => {
        console.error(error);
        if (current) setState({ kind: 'error', reason: failureOf(error) });
        return null;
      });

    return () => {
      current = false;
      void mounted
        .then((unmount) => unmount?.())
        .catch((error: unknown) => console.error(error))
        .finally(() => host.remove());
    };
  }, [remote, attempt, load, setState]);

  return <SlotFrame state={state} onRetry={retry} attributes={{ 'data-slot': remote }} contentRef={container} />;
}
