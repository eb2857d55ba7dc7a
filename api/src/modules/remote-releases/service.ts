import { createHash, timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import semver from 'semver';
import { REMOTE_PACKAGES, type ActivationRecord, type DeclaredShared, type ReleaseInput, type ReleaseList, type ReleaseRecord, type RemotePackage } from '@erep/shared/schemas';
import type { Orm } from '../../db/client';
import { conflict, notFound, unauthorized } from '../../http/errors';
import * as q from './queries';

const digest = (value: string) => createHash('sha256').update(value).digest();
const iso = (value: Date | string) => new Date(value).toISOString();

/** Checks the `x-operator-token` header value; without a configured token the routes do not exist. */
export function operatorCheck(operatorToken: string | null): (given: string | string[] | undefined) => void {
  const expected = operatorToken ? digest(operatorToken) : null;
  return (header) => {
    if (!expected) throw notFound('Release management is not enabled on this server');
    const given = typeof header === 'string' ? digest(header) : null;
    if (!given || !timingSafeEqual(given, expected)) throw unauthorized('A valid operator token is required');
  };
}

/** The shared modules a build's federation manifest declares: name -> version; null when unreadable. */
async function manifestShared(staticRoot: string, pkg: string): Promise<Map<string, string> | null> {
  try {
    const manifest = JSON.parse(await readFile(join(staticRoot, pkg, 'dist', 'mf-manifest.json'), 'utf8')) as {
      shared?: { name?: unknown; version?: unknown }[];
    };
    const declared = new Map<string, string>();
    for (const entry of manifest.shared ?? []) {
      if (typeof entry.name === 'string' && typeof entry.version === 'string') declared.set(entry.name, entry.version);
    }
    return declared;
  } catch {
    return null;
  }
}

/**
 * What the product shares: shared module name -> version, from the shell's federation manifest,
 * then its own remotes' for what the shell does not load itself (React Router: the shell runs
 * without it, the remotes that route share one copy). Null without the shell's build.
 */
export async function productSingletons(staticRoot: string | null): Promise<Map<string, string> | null> {
  if (!staticRoot) return null;
  const provided = await manifestShared(staticRoot, 'shell');
  if (!provided) return null;
  for (const remote of REMOTE_PACKAGES) {
    for (const [name, version] of (await manifestShared(staticRoot, remote)) ?? []) if (!provided.has(name)) provided.set(name, version);
  }
  return provided;
}

/**
 * Singletons a release needs that the shell cannot give it: a major upgrade of React or the router
 * is the one change that must ship together with the shell.
 */
export function incompatibleSingletons(declared: DeclaredShared[], provided: Map<string, string>): string[] {
  const problems: string[] = [];
  for (const { name, requiredVersion } of declared) {
    const version = provided.get(name);
    if (!version || requiredVersion === '' || requiredVersion === '*') continue;
    if (!semver.validRange(requiredVersion)) {
      problems.push(`${name}: '${requiredVersion}' is not a version range`);
    } else if (!semver.satisfies(version, requiredVersion)) {
      problems.push(`${name}: needs ${requiredVersion}, the product shares ${version}`);
    }
  }
  return problems;
}

/** Publish, promote, roll back and list remote releases, checked against the shell being served. */
export function createReleases(orm: Orm, staticRoot: string | null) {
  async function activations(remote?: RemotePackage, only?: { partner: string | undefined }): Promise<ActivationRecord[]> {
    const rows = await q.listActivations(orm, remote, only);
    return rows.map((row) => ({
      remote: row.remote as RemotePackage,
      partner: row.partner,
      version: row.version,
      previous_version: row.previous,
      activated_at: iso(row.activatedAt),
    }));
  }

  async function assertPartner(code: string | undefined): Promise<void> {
    if (code && !(await q.partnerExists(orm, code))) throw notFound(`Partner '${code}' not found`);
  }

  async function assertFitsShell(declared: DeclaredShared[], what: string): Promise<void> {
    const provided = await productSingletons(staticRoot);
    if (!provided) return;
    const problems = incompatibleSingletons(declared, provided);
    if (problems.length > 0) {
      throw conflict(`${what} needs shared modules the product does not share (${problems.join('; ')}); release it together with the shell`);
    }
  }

  const toRecord = (row: NonNullable<Awaited<ReturnType<typeof q.releaseByVersion>>>): ReleaseRecord => ({
    remote: row.remote as RemotePackage,
    version: row.version,
    commit: row.commit,
    entry_url: row.entryUrl,
    integrity: row.integrity,
    content_hash: row.contentHash,
    created_at: iso(row.createdAt),
  });

  return {
    async list(remote: RemotePackage | undefined): Promise<ReleaseList> {
      return { releases: (await q.listReleases(orm, remote)).map(toRecord), activations: await activations(remote) };
    },

    /** Records a release once, with the contract (navigation, landing path) its build declared. */
    async publish(input: ReleaseInput): Promise<ReleaseRecord> {
      await assertFitsShell(input.shared, `${input.remote} ${input.version}`);
      const created = await q.insertRelease(orm, {
        remote: input.remote,
        version: input.version,
        commit: input.commit ?? null,
        entryUrl: input.entry_url,
        integrity: input.integrity,
        contentHash: input.content_hash,
        shared: input.shared,
        contract: input.contract ?? null,
      });
      // Releases are immutable: the same version is never recorded twice.
      if (!created) throw conflict(`${input.remote} ${input.version} is already published`);
      return toRecord(created);
    },

    async promote(remote: RemotePackage, version: string, partner: string | undefined): Promise<ActivationRecord> {
      await assertPartner(partner);
      const release = await q.releaseByVersion(orm, remote, version);
      if (!release) throw notFound(`${remote} has no release ${version}`);
      await assertFitsShell(release.shared, `${remote} ${version}`);
      await q.activate(orm, remote, partner, release.id);
      const [active] = await activations(remote, { partner });
      if (!active) throw conflict(`${remote} could not be promoted`);
      return active;
    },

    /**
     * Back to the previous release, or, after a first promote, back to what was served before it
     * (the global version, or for every partner the local build). One transaction keyed to the
     * version the operator expects to leave: a second rollback sent at the same time is refused.
     */
    async rollback(remote: RemotePackage, partner: string | undefined, from: string): Promise<ActivationRecord> {
      await assertPartner(partner);
      const scope = partner ? ` for partner ${partner}` : '';
      const outcome = await q.rollbackFrom(orm, remote, partner, from);
      if (outcome.kind === 'nothing') throw conflict(`${remote} has no previous version to roll back to${scope}`);
      if (outcome.kind === 'moved') {
        throw conflict(`${remote} is no longer at ${from}${scope} (${outcome.active} is active now); nothing was rolled back`);
      }
      const [active] = await activations(remote, { partner });
      if (active) return active;
      const fallback = partner ? (await activations(remote, { partner: undefined }))[0] : undefined;
      return {
        remote,
        partner: partner ?? null,
        version: fallback?.version ?? 'local',
        previous_version: null,
        activated_at: new Date().toISOString(),
      };
    },
  };
}
