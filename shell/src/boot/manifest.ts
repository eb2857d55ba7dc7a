import { registerRemotes } from '@module-federation/enhanced/runtime';
import { api } from '@erep/shared/api';
import { expectIntegrity } from './integrity';
import type { RemoteManifest, RemoteName } from '@erep/shared/schemas';

const STORAGE_KEY = 'mf_manifest';

export interface ManifestState {
  manifest: RemoteManifest | null;
  /** True when the API did not answer and the stored copy is used. */
  fromCache: boolean;
}

function readStored(partner: string): RemoteManifest | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as RemoteManifest;
    return parsed.partner === partner && Array.isArray(parsed.remotes) ? parsed : null;
  } catch {
    return null;
  }
}

const registered = new Map<RemoteName, string>();

/** Registers remotes at run time; a changed entry replaces the old one and its cache. */
function register(manifest: RemoteManifest): void {
  const changed = manifest.remotes.filter((r) => registered.get(r.name) !== r.entry);
  if (changed.length === 0) return;
  for (const r of changed) expectIntegrity(r.entry, r.integrity);
  registerRemotes(
    changed.map((r) => ({ name: r.name, entry: r.entry })),
    { force: changed.some((r) => registered.has(r.name)) },
  );
  for (const r of changed) registered.set(r.name, r.entry);
}

const preloaded = new Set<string>();

/**
 * Starts downloading the entry of the remote the page will mount while the slot's own code is
 * still on its way; the runtime's script tag then finds it in the cache (same integrity and mode).
 */
export function preloadRemoteEntry(remote: { entry: string; integrity?: string | undefined }): void {
  if (preloaded.has(remote.entry) || typeof document === 'undefined') return;
  preloaded.add(remote.entry);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = remote.entry;
  if (remote.integrity) {
    link.integrity = remote.integrity;
    link.crossOrigin = 'anonymous';
  }
  document.head.appendChild(link);
}

/** Forces the runtime to fetch a remote's entry again (after a failed load). */
export function reregister(name: RemoteName): void {
  const entry = registered.get(name);
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

export async function fetchManifest(partner: string): Promise<ManifestState> {
  const result = await api.get<RemoteManifest>('mf/manifest', { query: { code: partner } });
  if (result.ok && Array.isArray(result.data.remotes)) {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(result.data));
    register(result.data);
    return { manifest: result.data, fromCache: false };
  }
  const stored = readStored(partner);
  if (stored) register(stored);
  return { manifest: stored, fromCache: true };
}
