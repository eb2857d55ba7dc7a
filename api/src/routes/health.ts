import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { pingDb } from '../db/client';
import { HttpError } from '../lib/errors';
import { healthDoc, routeSchema } from '../http/openapi-schemas';

export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/health', { schema: routeSchema({ summary: 'Liveness and database check', tags: ['system'], response: { 200: healthDoc } }) }, async (request, reply) => {
    try {
      await pingDb(ctx.db);
    } catch (err) {
      request.log.error({ err }, 'database check failed');
      throw new HttpError(503, 'Database unavailable');
    }
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const, db: ctx.db.kind };
  });
}
