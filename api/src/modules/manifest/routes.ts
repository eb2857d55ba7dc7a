import { manifestQuerySchema, type RemoteManifest } from '@erep/shared/schemas';
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../context';
import { remoteManifestDoc, routeSchema } from '../../http/openapi-schemas';
import { parseRequest } from '../../http/validation';
import { localContracts, manifestFor } from './service';

/** The remote manifest (prefix /api/mf). */
export async function manifestModule(app: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  const contracts = localContracts(ctx.staticRoot, app.log);
  app.get(
    '/manifest',
    {
      preHandler: ctx.guards.optionalAuth,
      schema: routeSchema({
        summary: 'Remotes this session may load, with their released entries',
        errors: { 404: ['not_found'] },
        tags: ['federation'],
        security: 'optional',
        querystring: manifestQuerySchema,
        response: { 200: remoteManifestDoc },
      }),
    },
    async (request, reply): Promise<RemoteManifest> => {
      // Depends on the session and on releases that change without a deploy: never cache.
      reply.header('cache-control', 'no-store');
      const { code = ctx.partnerCode } = parseRequest(manifestQuerySchema, request.query, 'query');
      return manifestFor(ctx.orm, code, request.authUser, contracts);
    },
  );
}
