import { promoteSchema, releaseInputSchema, releaseListQuerySchema, rollbackSchema, type ActivationRecord, type ReleaseList } from '@erep/shared/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ModuleOptions } from '../../context';
import { parseRequest } from '../../http/validation';
import { documentHooks, refuses, routeSchema } from '../../http/openapi-schemas';
import * as d from './docs';
import { createReleases, operatorCheck } from './service';

export interface ReleasesModuleOptions extends ModuleOptions {
  /** Key the release command line sends in `x-operator-token`; null turns the routes off. */
  operatorToken: string | null;
}

/** Operators publish, promote and roll back remotes (prefix /api/mf/releases); no user session reaches these routes. */
export async function releasesModule(app: FastifyInstance, { ctx, operatorToken }: ReleasesModuleOptions): Promise<void> {
  const releases = createReleases(ctx.orm, ctx.staticRoot);
  const checkOperator = operatorCheck(operatorToken);
  const operatorOnly = refuses(async (request: FastifyRequest) => checkOperator(request.headers['x-operator-token']), { 401: ['unauthenticated'], 404: ['not_found'] });
  app.addHook('onRequest', operatorOnly);
  documentHooks(app, [operatorOnly]);

  app.get('/', { schema: routeSchema({ summary: "Released versions of the front-end remotes", security: 'operator', querystring: releaseListQuerySchema, response: { 200: d.releaseListDoc } }) }, async (request): Promise<ReleaseList> => releases.list(parseRequest(releaseListQuerySchema, request.query, 'query').remote));

  app.post('/', { schema: routeSchema({ summary: "Publish a release of a remote", security: 'operator', body: releaseInputSchema, response: { 201: d.releaseRecordDoc }, errors: { 409: ['conflict'] } }) }, async (request, reply) => {
    const created = await releases.publish(parseRequest(releaseInputSchema, request.body, 'body'));
    return reply.code(201).send(created);
  });

  app.post('/promote', { schema: routeSchema({ summary: "Make a release the active one (for all or one partner)", security: 'operator', body: promoteSchema, errors: { 404: ['not_found'], 409: ['conflict'] }, response: { 200: d.activationRecordDoc } }) }, async (request): Promise<ActivationRecord> => {
    const { remote, version, partner } = parseRequest(promoteSchema, request.body, 'body');
    return releases.promote(remote, version, partner);
  });

  app.post('/rollback', { schema: routeSchema({ summary: "Go back to the previous active release", security: 'operator', body: rollbackSchema, errors: { 404: ['not_found'], 409: ['conflict'] }, response: { 200: d.activationRecordDoc } }) }, async (request): Promise<ActivationRecord> => {
    const { remote, partner, from } = parseRequest(rollbackSchema, request.body, 'body');
    return releases.rollback(remote, partner, from);
  });
}
