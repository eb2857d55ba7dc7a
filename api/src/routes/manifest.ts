import { manifestQuerySchema, type RemoteManifest } from '@erep/shared/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Guards } from '../auth/guards';
import type { AppContext } from '../context';
import { partners } from '../db/schema';
import { manifestEntries, remotesFor } from '../domain/manifest';
import { notFound } from '../lib/errors';
import { parseRequest } from '../lib/validation';
import { remoteManifestDoc, routeSchema } from '../http/openapi-schemas';

export function registerManifestRoutes(app: FastifyInstance, ctx: AppContext, guards: Guards): void {
  app.get(
    '/api/mf/manifest',
    {
      preHandler: [guards.optionalAuth],
      schema: routeSchema({
        summary: 'Remotes this session may load, with their released entries',
        tags: ['federation'],
        security: true,
        querystring: manifestQuerySchema,
        response: { 200: remoteManifestDoc },
      }),
    },
    async (request, reply): Promise<RemoteManifest> => {
      // Depends on the session and on releases that change without a deploy: never cache.
      reply.header('cache-control', 'no-store');
      const { code = ctx.partnerCode } = parseRequest(manifestQuerySchema, request.query, 'query');
      const [partner] = await ctx.orm.select({ code: partners.code }).from(partners).where(eq(partners.code, code)).limit(1);
      if (!partner) throw notFound(`Partner '${code}' not found`);
      const remotes = await remotesFor(ctx.orm, request.authUser);
      return { partner: partner.code, remotes: await manifestEntries(ctx.orm, partner.code, remotes) };
    },
  );
}
