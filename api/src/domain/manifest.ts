import { REMOTE_NAMES, REMOTE_PACKAGES, type RemoteManifestEntry, type RemotePackage } from '@erep/shared/schemas';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Orm } from '../db/client';
import { plans, remoteActivations, remoteReleases } from '../db/schema';
import { reachOf, type AuthUser } from '../auth/users';

/** What a visitor without a back-office session may load. */
export const ANONYMOUS_REMOTES: readonly RemotePackage[] = ['mf-auth', 'mf-public'];

const isRemotePackage = (value: string): value is RemotePackage => (REMOTE_PACKAGES as readonly string[]).includes(value);

/** Remotes for a session: anonymous two, admins and partners all, customers their plan's. */
export async function remotesFor(orm: Orm, user: AuthUser | null): Promise<RemotePackage[]> {
  const reach = user ? reachOf(user) : ({ kind: 'none' } as const);
  let enabled: readonly RemotePackage[];
  if (reach.kind === 'admin' || reach.kind === 'partner') {
    enabled = REMOTE_PACKAGES;
  } else if (reach.kind === 'customer' && user?.customer?.planId != null) {
    const [plan] = await orm.select({ remotes: plans.remotes }).from(plans).where(eq(plans.id, user.customer.planId)).limit(1);
    enabled = [...ANONYMOUS_REMOTES, ...(plan?.remotes ?? []).filter(isRemotePackage)];
  } else {
    enabled = ANONYMOUS_REMOTES;
  }
  // Keep the canonical order so clients and caches see a stable list.
  return REMOTE_PACKAGES.filter((pkg) => enabled.includes(pkg));
}

export const localEntry = (pkg: RemotePackage): RemoteManifestEntry => ({
  name: REMOTE_NAMES[pkg],
  package: pkg,
  entry: `/remotes/${pkg}/remoteEntry.js`,
  version: 'local',
});

/** Entries for the given remotes; an activation for the partner wins over the global one. */
export async function manifestEntries(orm: Orm, partnerCode: string, remotes: RemotePackage[]): Promise<RemoteManifestEntry[]> {
  if (remotes.length === 0) return [];
  const rows = await orm
    .select({
      remote: remoteActivations.remote,
      partnerCode: remoteActivations.partnerCode,
      version: remoteReleases.version,
      entryUrl: remoteReleases.entryUrl,
      integrity: remoteReleases.integrity,
    })
    .from(remoteActivations)
    .innerJoin(remoteReleases, eq(remoteReleases.id, remoteActivations.releaseId))
    .where(
      and(
        inArray(remoteActivations.remote, remotes),
        or(isNull(remoteActivations.partnerCode), eq(remoteActivations.partnerCode, partnerCode)),
      ),
    );
  return remotes.map((pkg) => {
    const forRemote = rows.filter((row) => row.remote === pkg);
    const chosen = forRemote.find((row) => row.partnerCode === partnerCode) ?? forRemote.find((row) => row.partnerCode === null);
    if (!chosen) return localEntry(pkg);
    const entry: RemoteManifestEntry = { name: REMOTE_NAMES[pkg], package: pkg, entry: chosen.entryUrl, version: chosen.version };
    if (chosen.integrity) entry.integrity = chosen.integrity;
    return entry;
  });
}
