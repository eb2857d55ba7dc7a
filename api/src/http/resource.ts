import {
  AUTO_PAGING_CAP,
  idParamSchema,
  MERGE_PATCH_CONTENT_TYPE,
  RESOURCE_DEFAULT_PER_PAGE,
} from '@erep/shared/schemas';
import { and, type SQL } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import type { Orm } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import {
  columnKey,
  deleteOwned,
  findOwned,
  insertOwned,
  listOwned,
  updateOwned,
  type Row,
  type TenantTable,
} from '../db/resource';
import { applyMergePatch } from '../lib/merge-patch';
import { customerOf, establishmentScopeOf, inEstablishmentScope } from './customer-scope';
import { ok, page, type Data, type Page } from './envelope';
import { badRequest, conflict, forbidden, HttpError, notFound } from './errors';
import { parseRequest } from './validation';
import { dataOf, pageOf, routeSchema, type RouteDoc } from './openapi-schemas';

/** The query every list understands; a resource adds its own sort keys and filters. */
export interface ListQuery<S extends string> {
  page?: number | undefined;
  per_page?: number | undefined;
  order?: 'asc' | 'desc' | undefined;
  sort?: S | undefined;
}

export interface ResourceDefinition<T extends PgTable, S extends string, Q extends ListQuery<S>, Input, Dto> {
  /** Path segment below the scope, and the OpenAPI tag. */
  name: string;
  /** The table, its id and the column holding the owning customer: the helper filters on it itself. */
  table: TenantTable<T>;
  /** Validates `GET /{name}` queries (paging entries plus the resource's sort keys and filters). */
  listQuery: v.GenericSchema<unknown, Q>;
  sort: Record<S, PgColumn>;
  defaultSort: S;
  /** The filters of a list query as one condition (undefined: none). */
  filter(query: Q): SQL | undefined;
  /** Body of POST and PUT, and the result of a merge patch: a 400 with field errors when it fails. */
  input: v.GenericSchema<unknown, Input>;
  /** What clients see of a row; never secrets. */
  toDto(row: Row<T>, request: FastifyRequest): Dto;
  /** The same, described for the OpenAPI document. */
  dtoDoc: v.GenericSchema<unknown, Dto>;
  /** Column values of a new row; the helper sets the tenant column to the scope's customer whatever is returned. */
  toInsert(input: Input, scope: { tenantId: number; request: FastifyRequest }): PgInsertValue<T>;
  /**
   * Secrets a new row gets (stored hashed with it) and that its creation's answer shows, this once:
   * `values` go into the insert, `shown` into the 201 body beside the row's representation.
   */
  secretsOnCreate?(context: { orm: Orm; tenantId: number }): Promise<{ values: Partial<PgInsertValue<T>>; shown: Record<string, string> }>;
  /** Column values of an update (the tenant column cannot be changed). */
  toUpdate(input: Input, request: FastifyRequest): PgUpdateSetSource<T>;
  /**
   * The establishment id column rows are scoped by: a manager reads and changes only the rows of
   * their establishments (others are 404) and cannot create or delete.
   */
  establishmentColumn?: PgColumn;
}

const mediaType = (request: FastifyRequest) => (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/**
 * Generic resource routes inside a customer scope (spec section 7): `GET` and `POST /{name}`,
 * `GET`, `PUT`, `PATCH` (merge patch only) and `DELETE /{name}/{id}`. Every query is narrowed to the
 * scope's customer: another customer's row is a 404, never visible.
 */
export async function registerResource<T extends PgTable, S extends string, Q extends ListQuery<S>, Input, Dto>(
  scope: FastifyInstance,
  orm: Orm,
  def: ResourceDefinition<T, S, Q, Input, Dto>,
): Promise<void> {
  const tenantKey = columnKey(def.table.table, def.table.tenant);
  const idKey = columnKey(def.table.table, def.table.id);
  const doc = (summary: string, extra: Partial<RouteDoc> = {}) => routeSchema({ tags: [def.name], summary, security: true, ...extra });
  const one = { params: idParamSchema };
  const item = dataOf(def.dtoDoc);

  const idOf = (request: FastifyRequest) => parseRequest(idParamSchema, request.params, 'params').id;
  const tenantOf = (request: FastifyRequest) => customerOf(request).id;
  const scopeWhere = (request: FastifyRequest): SQL | undefined =>
    def.establishmentColumn ? inEstablishmentScope(def.establishmentColumn, establishmentScopeOf(request)) : undefined;
  const requireWholeCustomer = (request: FastifyRequest) => {
    if (def.establishmentColumn && establishmentScopeOf(request) !== null) throw forbidden(`Only the account's owners add or remove ${def.name}`, 'owner_only');
  };
  const insertValues = (input: Input, request: FastifyRequest, secrets: Partial<PgInsertValue<T>> = {}): PgInsertValue<T> => {
    const tenantId = tenantOf(request);
    return { ...def.toInsert(input, { tenantId, request }), ...secrets, [tenantKey]: tenantId };
  };
  const updateValues = (input: Input, request: FastifyRequest): PgUpdateSetSource<T> => {
    const values: Record<string, unknown> = { ...def.toUpdate(input, request) };
    delete values[tenantKey];
    delete values[idKey];
    return values as PgUpdateSetSource<T>;
  };
  const uniqueAsConflict = async <R>(work: () => Promise<R>): Promise<R> => {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(`This ${def.name} conflicts with an existing one`);
      throw error;
    }
  };

  await scope.register(
    async (r) => {
      r.addContentTypeParser(MERGE_PATCH_CONTENT_TYPE, { parseAs: 'string' }, r.getDefaultJsonParser('error', 'error'));

      r.get('/', { schema: doc(`List ${def.name} (paged, sorted, filtered)`, { querystring: def.listQuery, response: { 200: pageOf(def.dtoDoc) }, errors: { 400: ['bad_request'] } }) }, async (request): Promise<Page<Dto>> => {
        const query = parseRequest(def.listQuery, request.query, 'query');
        const perPage = query.per_page ?? RESOURCE_DEFAULT_PER_PAGE;
        const pageNumber = query.page ?? 1;
        const offset = (pageNumber - 1) * perPage;
        if (offset + perPage > AUTO_PAGING_CAP) {
          throw badRequest(`Lists stop at ${AUTO_PAGING_CAP} items; narrow the search`, { page: ['max_items'] });
        }
        const { rows, total } = await listOwned(orm, def.table, tenantOf(request), {
          where: and(def.filter(query), scopeWhere(request)),
          sort: { column: def.sort[query.sort ?? def.defaultSort], direction: query.order ?? 'asc' },
          limit: perPage,
          offset,
        });
        return page(
          rows.map((row) => def.toDto(row, request)),
          total,
          pageNumber,
          perPage,
        );
      });

      r.post('/', { schema: doc(`Create one of ${def.name}`, { body: def.input, response: { 201: item }, errors: { 403: ['owner_only'], 409: ['conflict'] } }) }, async (request, reply: FastifyReply): Promise<Data<Dto>> => {
        requireWholeCustomer(request);
        const input = parseRequest(def.input, request.body, 'body');
        const secrets = await def.secretsOnCreate?.({ orm, tenantId: tenantOf(request) });
        const row = await uniqueAsConflict(() => insertOwned(orm, def.table, insertValues(input, request, secrets?.values)));
        reply.code(201);
        return ok({ ...def.toDto(row, request), ...secrets?.shown });
      });

      r.get('/:id', { schema: doc(`One of ${def.name}`, { ...one, response: { 200: item }, errors: { 404: ['not_found'] } }) }, async (request): Promise<Data<Dto>> => {
        const row = await findOwned(orm, def.table, tenantOf(request), idOf(request), scopeWhere(request));
        if (!row) throw notFound(`No such ${def.name}`);
        return ok(def.toDto(row, request));
      });

      r.put('/:id', { schema: doc(`Replace one of ${def.name}`, { ...one, body: def.input, response: { 200: item }, errors: { 404: ['not_found'], 409: ['conflict'] } }) }, async (request): Promise<Data<Dto>> => {
        const id = idOf(request);
        const input = parseRequest(def.input, request.body, 'body');
        const row = await uniqueAsConflict(() => updateOwned(orm, def.table, tenantOf(request), id, updateValues(input, request), scopeWhere(request)));
        if (!row) throw notFound(`No such ${def.name}`);
        return ok(def.toDto(row, request));
      });

      r.patch('/:id', { schema: doc(`Change one of ${def.name} (JSON merge patch)`, { ...one, body: def.input, consumes: [MERGE_PATCH_CONTENT_TYPE], response: { 200: item }, errors: { 404: ['not_found'], 409: ['conflict'], 415: ['unsupported_media_type'] } }) }, async (request, reply): Promise<Data<Dto>> => {
        if (mediaType(request) !== MERGE_PATCH_CONTENT_TYPE) {
          reply.header('accept-patch', MERGE_PATCH_CONTENT_TYPE);
          throw new HttpError(415, `PATCH takes ${MERGE_PATCH_CONTENT_TYPE}`);
        }
        const id = idOf(request);
        const tenantId = tenantOf(request);
        const current = await findOwned(orm, def.table, tenantId, id, scopeWhere(request));
        if (!current) throw notFound(`No such ${def.name}`);
        // The patch applies to what the client sees; the result must be a valid whole.
        const merged = applyMergePatch(def.toDto(current, request), request.body);
        const input = parseRequest(def.input, merged, 'body');
        const row = await uniqueAsConflict(() => updateOwned(orm, def.table, tenantId, id, updateValues(input, request), scopeWhere(request)));
        if (!row) throw notFound(`No such ${def.name}`);
        return ok(def.toDto(row, request));
      });

      r.delete('/:id', { schema: doc(`Delete one of ${def.name}`, { ...one, response: { 204: null }, errors: { 403: ['owner_only'], 404: ['not_found'] } }) }, async (request, reply) => {
        requireWholeCustomer(request);
        if (!(await deleteOwned(orm, def.table, tenantOf(request), idOf(request)))) throw notFound(`No such ${def.name}`);
        return reply.code(204).send();
      });
    },
    { prefix: `/${def.name}` },
  );
}
