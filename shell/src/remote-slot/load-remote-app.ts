import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteAppProps, RemoteLifecycles } from '@erep/shared/federation';
import type { RemoteName } from '@erep/shared/schemas';
import { reregister } from '../boot/manifest';

export const REMOTE_TIMEOUT_MS = 4000;

function isLifecycles(value: unknown): value is RemoteLifecycles<RemoteAppProps> {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.mount === 'function' && typeof v.unmount === 'function' && typeof v.bootstrap === 'function';
}

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly reason: 'timeout' | 'unavailable' | 'invalid',
    cause?: unknown,
  ) {
    super(`${remote}: ${reason}`, { cause });
  }
}

/** Loads a remote's `./app`, failing after the timeout so a slow remote never hangs the shell. */
export async function loadRemoteApp(remote: RemoteName, attempt: number): Promise<RemoteLifecycles<RemoteAppProps>> {
  if (attempt > 0) reregister(remote);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteLoadError(remote, 'timeout')), REMOTE_TIMEOUT_MS);
  });
  try {
    const mod = await Promise.race([
      loadRemote<unknown>(`${remote}/app`).catch((error: unknown) => {
        throw new RemoteLoadError(remote, 'unavailable', error);
      }),
      timeout,
    ]);
    const lifecycles: unknown = isLifecycles(mod) ? mod : (mod as { default?: unknown } | null)?.default;
    if (!isLifecycles(lifecycles)) throw new RemoteLoadError(remote, 'invalid');
    return lifecycles;
  } finally {
    clearTimeout(timer);
  }
}
