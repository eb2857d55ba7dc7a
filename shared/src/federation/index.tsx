import { Suspense, type ComponentType, type ReactNode } from 'react';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import singleSpaReact from 'single-spa-react';
import { i18n, initialLanguage, registerResources, resourcesReady } from '@erep/shared/i18n';
import { QueryProvider } from '@erep/shared/query';
import { bridgeHistory } from '@erep/shared/routing';
import { getSession, restoreSession } from '@erep/shared/session';
import { Spinner, Toaster } from '@erep/shared/ui';
import type { RemoteName } from '@erep/shared/schemas';
import singletons from './singletons.json';

export {
  EREP_FEATURES,
  LEADGEN_FEATURES,
  type ErepFeature,
  type FeatureArea,
  type FeatureId,
  type FeatureModule,
  type FeatureProps,
  type LeadgenFeature,
} from './contract';
export { FederatedFeature, loadFeature } from './feature';
export {
  loadFederated,
  REMOTE_TIMEOUT_MS,
  RemoteLoadError,
  setFederationLoader,
  type FederationLoader,
  type RemoteLoadFailure,
} from './loader';
export { useRemoteEnabled } from './manifest';
export { failureOf, SlotFrame, useSlotState, type SlotFailure, type SlotState } from './slot';

export const SHARED_SINGLETONS: readonly string[] = [
  ...singletons.packages,
  ...singletons.projectModules.map((m) => `${singletons.projectPackage}/${m}`),
];

/** What the shell passes to every remote's `./app` when it mounts it. */
export interface RemoteAppProps {
  /** The remote mounted, e.g. `mf_erep`. */
  remote: RemoteName;
  /** Called when the remote fails while rendering, so the shell can show its retry state. */
  reportError: (error: unknown) => void;
}

/** What every lifecycle call also receives: where to render, and a name unique to this mount. */
export type MountProps<P> = P & { name: string; domElement: HTMLElement };

/** A remote's `./app`: the lifecycles the shell calls, in order, for each mount. */
export interface RemoteLifecycles<P> {
  bootstrap: (props: MountProps<P>) => Promise<unknown>;
  mount: (props: MountProps<P>) => Promise<unknown>;
  unmount: (props: MountProps<P>) => Promise<unknown>;
}

/** The namespace each remote root registered, so its lifecycles can wait for its strings. */
const rootNamespaces = new WeakMap<ComponentType<RemoteAppProps>, string>();

/** The one way a remote exposes itself: lifecycles (single-spa-react's) around its root component. */
export function createRemoteApp(Root: ComponentType<RemoteAppProps>): RemoteLifecycles<RemoteAppProps> {
  const lifecycles = singleSpaReact<RemoteAppProps>({
    React,
    ReactDOMClient,
    renderType: 'createRoot',
    // The mount's name and element are for the lifecycles; the root reads only the shell's props.
    rootComponent: Root as ComponentType<MountProps<RemoteAppProps>>,
    suppressComponentDidCatchWarning: true,
    errorBoundary(error, _info, props) {
      props.reportError(error);
      return <div role="alert" data-remote-error={props.remote} />;
    },
  });
  const { bootstrap, mount, unmount } = lifecycles as unknown as RemoteLifecycles<RemoteAppProps>;
  const ns = rootNamespaces.get(Root);
  // A root whose strings are imported mounts once the active language's have arrived: the shell's
  // slot keeps its loading state meanwhile, and the first render never shows a key.
  return { bootstrap, mount: async (props) => (ns ? resourcesReady(ns).then(() => mount(props)) : mount(props)), unmount };
}

/** Providers every remote root needs; a remote that routes brings its own router (see `createRemoteRoot`). */
export function RemoteProviders({ children }: { children: ReactNode }) {
  return (
    <QueryProvider>
      <I18nextProvider i18n={i18n}>
        {/* Strings imported per language: a namespace still on its way suspends here, not the root. */}
        <Suspense fallback={<Spinner size="lg" />}>{children}</Suspense>
      </I18nextProvider>
    </QueryProvider>
  );
}

/**
 * Runs a remote on its own page, without the shell (its `dev` server and standalone build). Returns
 * what unmounts it: a page that goes on after it (a test's) must not keep a router that follows its address.
 */
export function mountStandalone(Root: ComponentType<RemoteAppProps>, remote: RemoteName): () => void {
  bridgeHistory();
  restoreSession();
  const language = i18n.changeLanguage(initialLanguage(getSession().user));
  const container = document.getElementById('root');
  if (!container) return () => undefined;
  const ns = rootNamespaces.get(Root);
  let root: ReactDOMClient.Root | null = null;
  let stopped = false;
  // A server-rendered page stays in place, and usable, until the root's first commit replaces it
  // (React empties the container then): rendering once the strings are here means that commit is
  // the page itself, taken over in one task, so nothing typed in between is lost.
  void Promise.all([language, ns ? resourcesReady(ns) : null]).then(() => {
    if (stopped) return;
    root = ReactDOMClient.createRoot(container);
    root.render(
      <React.StrictMode>
        <Root remote={remote} reportError={(error) => console.error(error)} />
        <Toaster />
      </React.StrictMode>,
    );
  });
  return () => {
    stopped = true;
    root?.unmount();
  };
}

/**
 * A remote's root: registers its namespace once and renders its pages inside the shared providers,
 * within `Router` when given (React Router's `BrowserRouter`: each remote's router follows the one
 * history through the shell's bridge). A remote whose first page needs no router passes none and
 * loads it with the pages that route, so that page does not download React Router.
 */
export function createRemoteRoot(
  ns: string,
  resources: Parameters<typeof registerResources>[1],
  Pages: ComponentType,
  Router?: ComponentType<{ children?: ReactNode }>,
): ComponentType<RemoteAppProps> {
  registerResources(ns, resources);
  function Root() {
    return <RemoteProviders>{Router ? <Router><Pages /></Router> : <Pages />}</RemoteProviders>;
  }
  rootNamespaces.set(Root, ns);
  return Root;
}
