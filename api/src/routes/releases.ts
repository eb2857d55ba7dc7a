import { createHash, timingSafeEqual } from 'node:crypto';
import {
  promoteSchema,
  releaseInputSchema,
  releaseListQuerySchema,
  rollbackSchema,
  type ActivationRecord,
  type ReleaseList,
  type ReleaseRecord,
  type RemotePackage,
} from '@erep/shared/schemas';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { partners, remoteActivations, remoteReleases } from '../db/schema';
import { incompatibleSingletons, shellSingletons } from '../domain/releases';
import { HttpError, notFound, unauthorized } from '../lib/errors';
import { parseRequest } from '../lib/validation';

export interface ReleaseRouteOptions {
  /** Key the release command line sends in `x-operator-token`; null turns the routes off. */
  operatorToken: string | null;
  staticRoot: string | null;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

const conflict = (message: string) => new HttpError(409, message);

const scope = (remote: RemotePackage, partner: string | undefined) =>
  and(
    eq(remoteActivations.remote, remote),
    partner ? eq(remoteActivations.partnerCode, partner) : isNull(remoteActivations.partnerCode),
  );

const iso = (value: Date | string) => new Date(value).toISOString();

/** Operators publish, promote and roll back remotes; no user session reaches these routes. */
export function registerReleaseRoutes(app: FastifyInstance, ctx: AppContext, options: ReleaseRouteOptions): void {
  const expected = options.operatorToken ? digest(options.operatorToken) : null;
  const requireOperator = async (request: FastifyRequest) => {
    if (!expected) throw notFound('Release management is not enabled on this server');
    const header = request.headers['x-operator-token'];
    const given = typeof header === 'string' ? digest(header) : null;
    if (!given || !timingSafeEqual(given, expected)) throw unauthorized('A valid operator token is required');
  };
  const hide = { hide: true };

  const previous = alias(remoteReleases, 'previous_release');
  /** Every activation, those of one remote, or (with `only`) the one row of a scope. */
  async function activations(remote?: RemotePackage, only?: { partner: string | undefined }): Promise<ActivationRecord[]> {
    const where = remote && only ? scope(remote, only.partner) : remote ? eq(remoteActivations.remote, remote) : undefined;
    const rows = await ctx.orm
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
      .where(where)
      .orderBy(asc(remoteActivations.remote), sql`${remoteActivations.partnerCode} nulls first`);
    return rows.map((row) => ({
      remote: row.remote as RemotePackage,
      partner: row.partner,
      version: row.version,
      previous_version: row.previous,
      activated_at: iso(row.activatedAt),
    }));
  }

  async function assertPartner(code: string | undefined): Promise<void> {
    if (!code) return;
    const [found] = await ctx.orm.select({ code: partners.code }).from(partners).where(eq(partners.code, code)).limit(1);
    if (!found) throw notFound(`Partner '${code}' not found`);
  }

  async function assertFitsShell(declared: { name: string; requiredVersion: string }[], what: string): Promise<void> {
    const provided = await shellSingletons(options.staticRoot);
    if (!provided) return;
    const problems = incompatibleSingletons(declared, provided);
    if (problems.length > 0) {
      throw conflict(`${what} needs shared modules the shell does not provide (${problems.join('; ')}); release it together with the shell`);
    }
  }

  app.get('/api/mf/releases', { preHandler: requireOperator, schema: hide }, async (request): Promise<ReleaseList> => {
    const { remote } = parseRequest(releaseListQuerySchema, request.query, 'query');
    const rows = await ctx.orm
      .select()
      .from(remoteReleases)
      .where(remote ? eq(remoteReleases.remote, remote) : undefined)
      .orderBy(asc(remoteReleases.remote), desc(remoteReleases.createdAt), desc(remoteReleases.id));
    return {
      releases: rows.map(
        (row): ReleaseRecord => ({
          remote: row.remote as RemotePackage,
          version: row.version,
          commit: row.commit,
          entry_url: row.entryUrl,
          integrity: row.integrity,
          content_hash: row.contentHash,
          created_at: iso(row.createdAt),
        }),
      ),
      activations: await activations(remote),
    };
  });

  app.post('/api/mf/releases', { preHandler: requireOperator, schema: hide }, async (request, reply) => {
    const input = parseRequest(releaseInputSchema, request.body, 'body');
    await assertFitsShell(input.shared, `${input.remote} ${input.version}`);
    const [created] = await ctx.orm
      .insert(remoteReleases)
      .values({
        remote: input.remote,
        version: input.version,
        commit: input.commit ?? null,
        entryUrl: input.entry_url,
        integrity: input.integrity,
        contentHash: input.content_hash,
        shared: input.shared,
      })
      .onConflictDoNothing()
      .returning();
    // Releases are immutable: the same version is never recorded twice.
    if (!created) throw conflict(`${input.remote} ${input.version} is already published`);
    return reply.code(201).send({
      remote: input.remote,
      version: created.version,
      commit: created.commit,
      entry_url: created.entryUrl,
      integrity: created.integrity,
      content_hash: created.contentHash,
      created_at: iso(created.createdAt),
    } satisfies ReleaseRecord);
  });

  app.post('/api/mf/releases/promote', { preHandler: requireOperator, schema: hide }, async (request) => {
    const { remote, version, partner } = parseRequest(promoteSchema, request.body, 'body');
    await assertPartner(partner);
    const [release] = await ctx.orm
      .select()
      .from(remoteReleases)
      .where(and(eq(remoteReleases.remote, remote), eq(remoteReleases.version, version)))
      .limit(1);
    if (!release) throw notFound(`${remote} has no release ${version}`);
    await assertFitsShell(release.shared, `${remote} ${version}`);
    // One statement: two operators promoting at once each leave a whole record, never a mix.
    await ctx.orm
      .insert(remoteActivations)
      .values({ remote, partnerCode: partner ?? null, releaseId: release.id })
      .onConflictDoUpdate({
        target: [remoteActivations.remote, remoteActivations.partnerCode],
        set: {
          previousReleaseId: sql`${remoteActivations.releaseId}`,
          releaseId: release.id,
          activatedAt: sql`now()`,
        },
        setWhere: sql`${remoteActivations.releaseId} <> ${release.id}`,
      });
    const [active] = await activations(remote, { partner });
    if (!active) throw conflict(`${remote} could not be promoted`);
    return active;
  });

  app.post('/api/mf/releases/rollback', { preHandler: requireOperator, schema: hide }, async (request): Promise<ActivationRecord> => {
    const { remote, partner } = parseRequest(rollbackSchema, request.body, 'body');
    await assertPartner(partner);
    // Each is one statement: back to the previous release, or, after a first promote, back to what
    // was served before it (the global version, or for every partner the local build).
    const swapped = await ctx.orm
      .update(remoteActivations)
      .set({ releaseId: sql`${remoteActivations.previousReleaseId}`, previousReleaseId: null, activatedAt: sql`now()` })
      .where(and(scope(remote, partner), sql`${remoteActivations.previousReleaseId} is not null`))
      .returning({ id: remoteActivations.id });
    if (swapped.length === 0) {
      const removed = await ctx.orm
        .delete(remoteActivations)
        .where(and(scope(remote, partner), isNull(remoteActivations.previousReleaseId)))
        .returning({ id: remoteActivations.id });
      if (removed.length === 0) {
        const where = partner ? ` for partner ${partner}` : '';
        throw conflict(`${remote} has no previous version to roll back to${where}`);
      }
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
  });
}
