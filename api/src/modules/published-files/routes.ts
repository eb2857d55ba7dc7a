import { FILE_MAX_BYTES, FILE_TYPES, fileUploadQuerySchema, idParamSchema, tagSchema } from '@erep/shared/schemas';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { ModuleOptions } from '../../context';
import { customerOf, registerCustomerScope, requireWholeCustomer } from '../../http/customer-scope';
import { createdStatus, ok } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { parseRequest } from '../../http/validation';
import { dataOf, routeSchema } from '../../http/openapi-schemas';
import { FILE_MEDIA_TYPES, publishedFileDoc } from './docs';
import * as service from './service';

const UPLOAD_TYPES = ['application/octet-stream', ...FILE_TYPES];

/** Files the customer publishes (menus, leaflets): managed in the leadgen area, served to visitors. */
export async function publishedFilesModule(app: FastifyInstance, { ctx }: ModuleOptions): Promise<void> {
  await registerCustomerScope(app, ctx, { remote: 'mf-leadgen' }, (scope) => {
    // The raw bytes are the body; the type is then checked on the bytes themselves.
    scope.addContentTypeParser(UPLOAD_TYPES, { parseAs: 'buffer', bodyLimit: FILE_MAX_BYTES }, (_request, body, done) => done(null, body));

    scope.get('/files', { schema: routeSchema({ summary: "Files the customer publishes", response: { 200: dataOf(v.array(publishedFileDoc)) } }) }, async (request) => ok(await service.listFiles(ctx.orm, customerOf(request).id)));

    scope.post('/files', { schema: routeSchema({ summary: "Publish a file (raw body, name in the query)", querystring: fileUploadQuerySchema, body: v.string(), consumes: UPLOAD_TYPES, errors: { 400: ['file_empty'], 413: ['too_large'], 415: ['file_type', 'unsupported_media_type'] }, response: { 201: v.object({ status: v.literal(201), data: publishedFileDoc }) } }) }, async (request, reply) => {
      const query = parseRequest(fileUploadQuerySchema, request.query, 'query');
      const file = await service.uploadFile(ctx.orm, customerOf(request).id, { name: query.name, kind: query.kind, data: request.body });
      return reply.code(201).send(createdStatus(file));
    });

    // A file serves every establishment's visitors: removing one is the owners' decision.
    scope.delete('/files/:id', { schema: routeSchema({ summary: "Delete a published file", errors: { 403: ['owner_only'], 404: ['not_found'] }, params: idParamSchema, response: { 200: dataOf(v.object({ id: v.number() })) } }) }, async (request) => {
      requireWholeCustomer(request);
      const { id } = parseRequest(idParamSchema, request.params, 'params');
      await service.removeFile(ctx.orm, customerOf(request).id, id);
      return ok({ id });
    });
  });

  app.get('/api/public/customers/:tag/files', { schema: routeSchema({ summary: 'Files a customer publishes', params: v.object({ tag: tagSchema }), response: { 200: dataOf(v.array(publishedFileDoc)) } }) }, async (request) => {
    const { tag } = parseRequest(v.object({ tag: tagSchema }), request.params, 'params');
    return ok(await service.listPublicFiles(ctx.orm, tag));
  });

  app.get('/api/public/files/:tag', { schema: routeSchema({ summary: 'A published file', errors: { 404: ['not_found'] }, params: v.object({ tag: tagSchema }), produces: FILE_MEDIA_TYPES }) }, async (request, reply) => {
    const { tag } = parseRequest(v.object({ tag: tagSchema }), request.params, 'params');
    const file = await service.publicFile(ctx.orm, tag);
    if (!file) throw notFound('File not found');
    const ascii = file.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
    return reply
      .header('content-type', file.contentType)
      .header('content-length', String(file.size))
      .header('content-disposition', `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`)
      .header('cache-control', 'public, max-age=300')
      .send(file.data);
  });
}
