import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadFederated, setFederationLoader, type RemoteAppProps, type RemoteLifecycles } from '@erep/shared/federation';
import type { RemoteName } from '@erep/shared/schemas';
import { reregister } from '../boot/manifest';

// Only the shell's copy of the runtime knows the remotes registered from the manifest: every remote
// (mf-account loading mf-leadgen's feature modules) loads through it.
setFederationLoader({ loadRemote: (id) => loadRemote<unknown>(id), reload: reregister });

function isLifecycles(value: unknown): value is RemoteLifecycles<RemoteAppProps> {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.mount === 'function' && typeof v.unmount === 'function' && typeof v.bootstrap === 'function';
}

function pickLifecycles(module: unknown): RemoteLifecycles<RemoteAppProps> | null {
  if (isLifecycles(module)) return module;
  const fallback = (module as { default?: unknown } | null)?.default;
  return isLifecycles(fallback) ? fallback : null;
}

/** Loads a remote's `./app`, failing after the timeout so a slow remote never hangs the shell. */
export function loadRemoteApp(remote: RemoteName, attempt: number): Promise<RemoteLifecycles<RemoteAppProps>> {
  return loadFederated(`${remote}/app`, attempt, pickLifecycles);
}
