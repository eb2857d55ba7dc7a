import { act, within } from '@testing-library/react';
import { expect } from 'vitest';
import { i18n } from '@erep/shared/i18n';
import type { MountProps, RemoteAppProps, RemoteLifecycles } from '@erep/shared/federation';
import { LANGUAGE_CODES, type LanguageCode, type RemoteName } from '@erep/shared/schemas';

export interface MountedRemote {
  domElement: HTMLElement;
  errors: unknown[];
  unmount: () => Promise<void>;
  mount: () => Promise<void>;
}

/** Mounts a remote's `./app` the way the shell does: its lifecycles, with the shell's props. */
export async function mountRemote(
  app: RemoteLifecycles<RemoteAppProps>,
  remote: RemoteName,
  path: string,
): Promise<MountedRemote> {
  window.history.pushState({}, '', path);
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  const errors: unknown[] = [];
  const props: MountProps<RemoteAppProps> = { name: `${remote}-${Math.random()}`, domElement, remote, reportError: (e: unknown) => errors.push(e) };
  // The lifecycles settle mount from an effect, and act flushes effects only when its callback
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

/**
 * The contract every remote keeps with the shell: in each language its `./app` mounts the page for
 * a path, unmounts leaving nothing behind, and mounts again.
 */
export async function expectRemoteLifecycle(
  app: RemoteLifecycles<RemoteAppProps>,
  remote: RemoteName,
  path: string,
  titles: Record<LanguageCode, string>,
): Promise<void> {
  for (const lng of LANGUAGE_CODES) {
    await i18n.changeLanguage(lng);
    const mounted = await mountRemote(app, remote, path);
    const heading = () => within(mounted.domElement).findByRole('heading', { level: 1 });
    expect(await heading()).toHaveTextContent(titles[lng]);
    await mounted.unmount();
    expect(mounted.domElement).toBeEmptyDOMElement();
    await mounted.mount();
    expect(await heading()).toHaveTextContent(titles[lng]);
    await mounted.unmount();
    expect(mounted.errors).toEqual([]);
    mounted.domElement.remove();
  }
}

/** Mounts a remote at a path and checks the page title it shows there. */
export async function expectRouteTitle(
  app: RemoteLifecycles<RemoteAppProps>,
  remote: RemoteName,
  path: string,
  title: string,
  lng: LanguageCode = 'en',
): Promise<void> {
  await i18n.changeLanguage(lng);
  const mounted = await mountRemote(app, remote, path);
  expect(await within(mounted.domElement).findByRole('heading', { level: 1 })).toHaveTextContent(title);
  await mounted.unmount();
  mounted.domElement.remove();
}
