import type { RemotePackage } from '@erep/shared/schemas';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { partners, remoteActivations, remoteReleases } from '../../db/schema';

export async function partnerCode(orm: Orm, code: string): Promise<string | null> {
  const [row] = await orm.select({ code: partners.code }).from(partners).where(eq(partners.code, code)).limit(1);
  return row?.code ?? null;
}

/** Active releases of the given remotes: global ones and this partner's overrides. */
export const activeReleases = (orm: Orm, partner: string, remotes: RemotePackage[]) =>
  orm
    .select({
      remote: remoteActivations.remote,
      partnerCode: remoteActivations.partnerCode,
      version: remoteReleases.version,
      entryUrl: remoteReleases.entryUrl,
      integrity: remoteReleases.integrity,
      contract: remoteReleases.contract,
    })
    .from(remoteActivations)
    .innerJoin(remoteReleases, eq(remoteReleases.id, remoteActivations.releaseId))
    .where(and(inArray(remoteActivations.remote, remotes), or(isNull(remoteActivations.partnerCode), eq(remoteActivations.partnerCode, partner))));
