import { act } from '@testing-library/react';
import type { RemoteAppProps, RemoteLifecycles } from '@erep/shared/federation';
import type { RemoteName } from '@erep/shared/schemas';

export interface MountedRemote {
  domElement: HTMLElement;
  errors: unknown[];
  unmount: () => Promise<void>;
  mount: () => Promise<void>;
}

/** Mounts a remote's `./app` the way the shell does: single-spa lifecycles and the shell's props. */
export async function mountRemote(
  app: RemoteLifecycles<RemoteAppProps>,
  remote: RemoteName,
  path: string,
): Promise<MountedRemote> {
  window.history.pushState({}, '', path);
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  const errors: unknown[] = [];
  // single-spa adds `name` and `domElement` for parcels; the rest is the typed shell contract.
  const props = { name: `${remote}-${Math.random()}`, domElement, remote, reportError: (e: unknown) => errors.push(e) };
  // single-spa-react settles mount from an effect, and act flushes effects only when its callback
  // returns: start the lifecycle inside act, await it outside.
  const step = async (lifecycle: (p: typeof props) => Promise<unknown>) => {
    let done: Promise<unknown> = Promise.resolve();
    await act(async () => {
      done = lifecycle(props);
    });
    await done;
  };
  await step(app.bootstrap);
  const mount = () => step(app.mount);
  const unmount = () => step(app.unmount);
  await mount();
  return { domElement, errors, mount, unmount };
}
