import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { api } from '@erep/shared/api';
import { setFederationLoader } from '@erep/shared/federation';
import { setActiveManifest } from '@erep/shared/guards';
import type { RemoteManifest } from '@erep/shared/schemas';

function partnerCode(): string {
  const fromQuery = new URLSearchParams(window.location.search).get('partner');
  if (fromQuery && /^[A-Za-z0-9_-]{1,64}$/.test(fromQuery)) return fromQuery;
  return localStorage.getItem('partner_code') ?? 'demo';
}

/**
 * Without the shell, this page is the host: it asks the manifest for the remotes this partner and
 * session may load, registers them in its own runtime (still no static remotes) and hands that
 * runtime to @erep/shared/federation, so the offers pages load mf-leadgen as under the shell.
 */
export async function connectStandaloneFederation(): Promise<void> {
  const result = await api.get<RemoteManifest>('mf/manifest', { query: { code: partnerCode() } });
  if (!result.ok) return;
  const others = result.data.remotes.filter((remote) => remote.name !== 'mf_account');
  registerRemotes(others.map(({ name, entry }) => ({ name, entry })));
  setActiveManifest(result.data);
  setFederationLoader({
    loadRemote: (id) => loadRemote<unknown>(id),
    reload: (name) => {
      const remote = others.find((entry) => entry.name === name);
      if (remote) registerRemotes([{ name, entry: remote.entry }], { force: true });
    },
  });
}
