import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../context';
import { healthDoc, routeSchema } from '../../http/openapi-schemas';
import { health } from './service';

/** Prefix /api. */
export async function healthModule(app: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  app.get('/health', { schema: routeSchema({ summary: 'Liveness and database check', errors: { 503: ['unavailable'] }, tags: ['system'], response: { 200: healthDoc } }) }, async (request, reply) => {
    const body = await health(ctx.db, request.log);
    reply.header('cache-control', 'no-store');
    return body;
  });
}
