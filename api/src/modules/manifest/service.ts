import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { REMOTE_NAMES, remoteContractSchema, type RemoteContract, type RemoteManifest, type RemoteManifestEntry, type RemotePackage } from '@erep/shared/schemas';
import * as v from 'valibot';
import type { Orm } from '../../db/client';
import { notFound } from '../../http/errors';
import { TtlCache } from '../../lib/cache';
import type { AuthUser } from '../auth/service';
import { standingOf } from '../plans/service';
import * as q from './queries';

/** Reads the contract of a remote's local build; null when it has none. */
export type LocalContracts = (pkg: RemotePackage) => Promise<RemoteContract | null>;

const asContract = (value: unknown): RemoteContract | null => {
  const parsed = v.safeParse(remoteContractSchema, value);
  return parsed.success ? parsed.output : null;
};

/**
 * `<staticRoot>/<pkg>/dist/mf-contract.json`, validated; a missing or invalid file means no
 * contract. Kept 10 s, so a rebuild shows up without a restart.
 */
export function localContracts(staticRoot: string | null, log?: { warn(obj: object, msg: string): void }): LocalContracts {
  const cache = new TtlCache<RemoteContract | null>({ max: 20, ttlMs: 10_000 });
  return async (pkg) => {
    if (!staticRoot) return null;
    return cache.getOrLoad(pkg, async () => {
      let text: string;
      try {
        text = await readFile(join(staticRoot, pkg, 'dist', 'mf-contract.json'), 'utf8');
      } catch {
        return null;
      }
      let contract: RemoteContract | null = null;
      try {
        contract = asContract(JSON.parse(text));
      } catch {
        contract = null;
      }
      if (!contract) log?.warn({ remote: pkg }, 'mf-contract.json ignored: it does not match the contract schema');
      return contract;
    });
  };
}

const localEntry = (pkg: RemotePackage): RemoteManifestEntry => ({
  name: REMOTE_NAMES[pkg],
  package: pkg,
  entry: `/remotes/${pkg}/remoteEntry.js`,
  version: 'local',
});

/**
 * Entries for the given remotes; an activation for the partner wins over the global one. A release
 * carries the contract recorded with it; the local build its `mf-contract.json` (when asked for).
 */
export async function manifestEntries(
  orm: Orm,
  partner: string,
  remotes: RemotePackage[],
  local?: LocalContracts,
): Promise<RemoteManifestEntry[]> {
  if (remotes.length === 0) return [];
  const rows = await q.activeReleases(orm, partner, remotes);
  return Promise.all(
    remotes.map(async (pkg) => {
      const forRemote = rows.filter((row) => row.remote === pkg);
      const chosen = forRemote.find((row) => row.partnerCode === partner) ?? forRemote.find((row) => row.partnerCode === null);
      const entry: RemoteManifestEntry = chosen
        ? { name: REMOTE_NAMES[pkg], package: pkg, entry: chosen.entryUrl, version: chosen.version }
        : localEntry(pkg);
      if (chosen?.integrity) entry.integrity = chosen.integrity;
      const contract = chosen ? asContract(chosen.contract) : local ? await local(pkg) : null;
      if (contract) entry.contract = contract;
      return entry;
    }),
  );
}

/** The remotes this caller may load for this partner, with their released entries and contracts. */
export async function manifestFor(orm: Orm, code: string, user: AuthUser | null, local: LocalContracts): Promise<RemoteManifest> {
  const partner = await q.partnerCode(orm, code);
  if (!partner) throw notFound(`Partner '${code}' not found`);
  const standing = await standingOf(orm, user);
  const remotes = await manifestEntries(orm, partner, standing.remotes, local);
  return standing.subscriptionEnded ? { partner, remotes, subscription_ended: true } : { partner, remotes };
}
