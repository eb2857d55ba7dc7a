import { useActiveManifest } from '@erep/shared/guards';
import type { RemoteName } from '@erep/shared/schemas';

/**
 * Whether the plan enables a remote, from the manifest the host records (`setActiveManifest` in
 * @erep/shared/guards): true or false, or undefined while no manifest for this session is known.
 */
export function useRemoteEnabled(remote: RemoteName): boolean | undefined {
  const { manifest, current } = useActiveManifest();
  // An older session's manifest does not decide what this one may load.
  if (!manifest || !current) return undefined;
  return manifest.remotes.some((entry) => entry.name === remote);
}
