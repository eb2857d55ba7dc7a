import type { RemoteContract, RemotePackage } from '@erep/shared/schemas';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Orm } from '../../db/client';
import { partners, remoteActivations, remoteReleases } from '../../db/schema';

/** The activation row of one scope: a partner's override, or the global one (partner null). */
const scopeOf = (remote: RemotePackage, partner: string | undefined) =>
  and(eq(remoteActivations.remote, remote), partner ? eq(remoteActivations.partnerCode, partner) : isNull(remoteActivations.partnerCode));

export async function partnerExists(orm: Orm, code: string): Promise<boolean> {
  const [row] = await orm.select({ code: partners.code }).from(partners).where(eq(partners.code, code)).limit(1);
  return Boolean(row);
}

export const listReleases = (orm: Orm, remote: RemotePackage | undefined) =>
  orm
    .select()
    .from(remoteReleases)
    .where(remote ? eq(remoteReleases.remote, remote) : undefined)
    .orderBy(asc(remoteReleases.remote), desc(remoteReleases.createdAt), desc(remoteReleases.id));

const previous = alias(remoteReleases, 'previous_release');

/** Every activation, those of one remote, or (with `only`) the one row of a scope. */
export const listActivations = (orm: Orm, remote?: RemotePackage, only?: { partner: string | undefined }) =>
  orm
    .select({
      remote: remoteActivations.remote,
      partner: remoteActivations.partnerCode,
      version: remoteReleases.version,
      previous: previous.version,
      activatedAt: remoteActivations.activatedAt,
    })
    .from(remoteActivations)
    .innerJoin(remoteReleases, eq(remoteReleases.id, remoteActivations.releaseId))
    .leftJoin(previous, eq(previous.id, remoteActivations.previousReleaseId))
    .where(remote && only ? scopeOf(remote, only.partner) : remote ? eq(remoteActivations.remote, remote) : undefined)
    .orderBy(asc(remoteActivations.remote), sql`${remoteActivations.partnerCode} nulls first`);

export interface NewRelease {
  remote: RemotePackage;
  version: string;
  commit: string | null;
  entryUrl: string;
  integrity: string;
  contentHash: string;
  shared: { name: string; requiredVersion: string }[];
  contract: RemoteContract | null;
}

/** Null when that version is already recorded: releases are immutable. */
export async function insertRelease(orm: Orm, release: NewRelease) {
  const [created] = await orm.insert(remoteReleases).values(release).onConflictDoNothing().returning();
  return created ?? null;
}

export async function releaseByVersion(orm: Orm, remote: RemotePackage, version: string) {
  const [row] = await orm
    .select()
    .from(remoteReleases)
    .where(and(eq(remoteReleases.remote, remote), eq(remoteReleases.version, version)))
    .limit(1);
  return row ?? null;
}

/** One statement: two operators promoting at once each leave a whole record, never a mix. */
export async function activate(orm: Orm, remote: RemotePackage, partner: string | undefined, releaseId: number): Promise<void> {
  await orm
    .insert(remoteActivations)
    .values({ remote, partnerCode: partner ?? null, releaseId })
    .onConflictDoUpdate({
      target: [remoteActivations.remote, remoteActivations.partnerCode],
      set: { previousReleaseId: sql`${remoteActivations.releaseId}`, releaseId, activatedAt: sql`now()` },
      setWhere: sql`${remoteActivations.releaseId} <> ${releaseId}`,
    });
}

export type RollbackOutcome = { kind: 'done' } | { kind: 'nothing' } | { kind: 'moved'; active: string };

/**
 * Back to the previous release of the scope, or removes a first activation (nothing before it),
 * in one transaction that locks the scope's row and checks it still holds `from`.
 */
export function rollbackFrom(orm: Orm, remote: RemotePackage, partner: string | undefined, from: string): Promise<RollbackOutcome> {
  return orm.transaction(async (tx) => {
    // Lock first, then read: a join locked in the same statement would drop the row a concurrent
    // rollback has just changed (PostgreSQL rechecks the join against the old release).
    const [locked] = await tx.select({ id: remoteActivations.id }).from(remoteActivations).where(scopeOf(remote, partner)).for('update');
    if (!locked) return { kind: 'nothing' };
    const [row] = await tx
      .select({ id: remoteActivations.id, previousReleaseId: remoteActivations.previousReleaseId, version: remoteReleases.version })
      .from(remoteActivations)
      .innerJoin(remoteReleases, eq(remoteReleases.id, remoteActivations.releaseId))
      .where(eq(remoteActivations.id, locked.id));
    if (!row) return { kind: 'nothing' };
    if (row.version !== from) return { kind: 'moved', active: row.version };
    if (row.previousReleaseId !== null) {
      await tx
        .update(remoteActivations)
        .set({ releaseId: row.previousReleaseId, previousReleaseId: null, activatedAt: sql`now()` })
        .where(eq(remoteActivations.id, row.id));
    } else {
      await tx.delete(remoteActivations).where(eq(remoteActivations.id, row.id));
    }
    return { kind: 'done' };
  });
}
