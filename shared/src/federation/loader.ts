import type { RemoteName } from '@erep/shared/schemas';

/** A remote that has not answered by then shows its retry instead of hanging the page. */
export const REMOTE_TIMEOUT_MS = 4000;

/**
 * The federation runtime of the page's host. Each build bundles its own copy of the runtime, and
 * only the host's copy knows the remotes it registered from the manifest (and checks their
 * integrity): the host hands it here, in this singleton module, and every remote loads through it.
 */
export interface FederationLoader {
  /** The runtime's `loadRemote`: `mf_leadgen/advantages` -> that exposed module. */
  loadRemote: (id: string) => Promise<unknown>;
  /** Makes the next load fetch the remote's entry again, after a failed attempt. */
  reload: (remote: RemoteName) => void;
}

export type RemoteLoadFailure = 'timeout' | 'unavailable' | 'invalid';

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly reason: RemoteLoadFailure,
    cause?: unknown,
  ) {
    super(`${remote}: ${reason}`, { cause });
  }
}

let current: FederationLoader | null = null;
let waiting: ((loader: FederationLoader) => void)[] = [];

/** Called by the host at boot (the shell, or a remote's standalone page); null forgets it (tests). */
export function setFederationLoader(loader: FederationLoader | null): void {
  current = loader;
  if (!loader) return;
  const pending = waiting;
  waiting = [];
  for (const resolve of pending) resolve(loader);
}

// A standalone page sets its loader once its manifest has answered: loads wait for it (within the timeout).
function nextLoader(): Promise<FederationLoader> {
  return current ? Promise.resolve(current) : new Promise((resolve) => waiting.push(resolve));
}

const remoteOf = (id: string): RemoteName => (id.split('/')[0] ?? id) as RemoteName;

/**
 * Loads `<remote>/<expose>` through the host's runtime, fails after the timeout, and checks the
 * module's shape with `pick` (null: not what the contract promises). Attempts after the first fetch
 * the remote's entry again.
 */
export async function loadFederated<T>(
  id: `${RemoteName}/${string}`,
  attempt: number,
  pick: (module: unknown) => T | null,
): Promise<T> {
  const remote = remoteOf(id);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let timedOut = false;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      timedOut = true;
      reject(new RemoteLoadError(remote, 'timeout'));
    }, REMOTE_TIMEOUT_MS);
  });
  const load = async () => {
    const loader = await nextLoader();
    // A loader set after the timeout must not start an attempt nobody waits for any more.
    if (timedOut) return null;
    if (attempt > 0) loader.reload(remote);
    try {
      return await loader.loadRemote(id);
    } catch (error) {
      throw new RemoteLoadError(remote, 'unavailable', error);
    }
  };
  try {
    const module = await Promise.race([load(), timeout]);
    const picked = pick(module);
    if (picked === null) throw new RemoteLoadError(remote, 'invalid');
    return picked;
  } finally {
    clearTimeout(timer);
  }
}
