import {
  BILLING_PERIODS,
  LANGUAGE_CODES,
  REMOTE_NAMES,
  REMOTE_PACKAGES,
  remoteContractSchema,
  type ApiErrorBody,
  type CustomerTheme,
  type Establishment,
  type LoginResponse,
  type PartnerInfo,
  type PaymentResume,
  type Plan,
  type ProviderLink,
  type RemoteManifest,
  type SessionUser,
} from '@erep/shared/schemas';
import * as shared from '@erep/shared/schemas';
import { toJsonSchema, toJsonSchemaDefs, type ConversionConfig, type JsonSchema } from '@valibot/to-json-schema';
import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import type { FastifyInstance, FastifySchema } from 'fastify';
import * as v from 'valibot';

/*
 * Valibot descriptions of the responses, used only to document them. The type checks at the end keep
 * them equal to the shared DTO interfaces, so the document cannot drift from what the handlers return.
 */
const str = v.string();
const nullableStr = v.nullable(v.string());
const language = v.nullable(v.picklist(LANGUAGE_CODES));

/** What resumes the payment of an account awaiting its first payment (`payment_pending`). */
export const paymentResumeDoc = v.object({
  token: str,
  user_id: v.number(),
  customer_tag: str,
  subscription_id: v.number(),
  email: str,
  plan: v.object({ tag: str, name: str, price_code: nullableStr }),
  price: v.nullable(v.object({ amount: v.number(), currency: str, period: v.picklist(BILLING_PERIODS) })),
  term: v.object({ from: str, to: str }),
});
export const errorDoc = v.object({
  status: v.number(),
  /** Stable machine code (validation_failed, unknown_email...) the interface translates. */
  code: v.optional(v.string()),
  message: v.string(),
  errors: v.optional(v.record(v.string(), v.array(v.string()))),
  /** Only with `payment_pending` after a correct password. */
  payment: v.optional(paymentResumeDoc),
});
export const sessionUserDoc = v.object({
  id: v.number(),
  email: str,
  roles: v.array(str),
  is_active: v.boolean(),
  language: v.optional(language),
  customer: v.nullable(v.object({ tag: str, language, back_color: nullableStr })),
  partner: v.nullable(v.object({ code: str, language })),
  account_role: v.optional(v.picklist(['owner', 'manager'])),
});
export const loginResponseDoc = v.object({ token: str, user: sessionUserDoc });
export const partnerInfoDoc = v.object({
  code: str,
  brand: str,
  title: str,
  logo: nullableStr,
  back_color: str,
  font_color: str,
  title_color: str,
  cgv: str,
  pricing_url: nullableStr,
});
export const customerThemeDoc = v.object({ back_color: str, font_color: str, title_color: str });
export const planDoc = v.object({
  id: v.number(),
  tag: str,
  name: str,
  price_code: nullableStr,
  price: v.nullable(v.object({ amount: v.number(), currency: str, period: v.picklist(BILLING_PERIODS) })),
});
export const providerLinkDoc = v.object({
  establishment: str,
  establishmentTag: str,
  category: str,
  name: str,
  providerurl: str,
  url: str,
  id: v.number(),
  settings_value1: str,
});
export const establishmentDoc = v.object({
  id: v.number(),
  tag: str,
  name: str,
  address: nullableStr,
  city: nullableStr,
  zip: nullableStr,
  country: nullableStr,
  phone: nullableStr,
  external_url: nullableStr,
  category: v.optional(nullableStr),
  opening_hours: v.optional(nullableStr),
  logo: v.optional(nullableStr),
  archived: v.optional(v.boolean()),
  customer: str,
  created_at: str,
  seller_code_set: v.boolean(),
});
const remoteNames = Object.values(REMOTE_NAMES);
export const remoteManifestDoc = v.object({
  partner: str,
  remotes: v.array(
    v.object({
      name: v.picklist(remoteNames as [(typeof remoteNames)[number], ...(typeof remoteNames)[number][]]),
      package: v.picklist(REMOTE_PACKAGES as [(typeof REMOTE_PACKAGES)[number], ...(typeof REMOTE_PACKAGES)[number][]]),
      entry: str,
      version: str,
      integrity: v.optional(str),
      contract: v.optional(remoteContractSchema),
    }),
  ),
  subscription_ended: v.optional(v.boolean()),
});
export const healthDoc = v.object({ status: v.literal('ok'), db: v.picklist(['pglite', 'postgres']) });

/** The envelopes of envelope.ts, for documenting what a route answers. */
export const dataOf = <T extends v.GenericSchema>(schema: T) => v.object({ data: schema });
export const statusDataOf = <T extends v.GenericSchema>(schema: T) => v.object({ status: v.literal(200), data: schema });
export const pageOf = <T extends v.GenericSchema>(item: T) => v.object({ data: v.array(item), total: v.number(), page: v.number(), per_page: v.number() });

/** The OpenAPI document itself, as `GET /api/openapi.json` answers it. */
export const openApiDocumentDoc = v.looseObject({
  openapi: v.literal('3.1.0'),
  info: v.looseObject({ title: v.string(), version: v.string() }),
  servers: v.array(v.looseObject({ url: v.string() })),
  paths: v.record(v.string(), v.record(v.string(), v.unknown())),
  components: v.looseObject({ schemas: v.record(v.string(), v.unknown()) }),
});

export type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
export type Expect<T extends true> = T;
/** @public A compile-time check that the OpenAPI documents match the shared types. */
export type DocsMatchSharedTypes = [
  Expect<Equal<v.InferOutput<typeof errorDoc>, ApiErrorBody>>,
  Expect<Equal<v.InferOutput<typeof paymentResumeDoc>, PaymentResume>>,
  Expect<Equal<v.InferOutput<typeof sessionUserDoc>, SessionUser>>,
  Expect<Equal<v.InferOutput<typeof loginResponseDoc>, LoginResponse>>,
  Expect<Equal<v.InferOutput<typeof partnerInfoDoc>, PartnerInfo>>,
  Expect<Equal<v.InferOutput<typeof customerThemeDoc>, CustomerTheme>>,
  Expect<Equal<v.InferOutput<typeof planDoc>, Plan>>,
  Expect<Equal<v.InferOutput<typeof providerLinkDoc>, ProviderLink>>,
  Expect<Equal<v.InferOutput<typeof establishmentDoc>, Establishment>>,
  Expect<Equal<v.InferOutput<typeof remoteManifestDoc>, RemoteManifest>>,
];

/*
 * The OpenAPI document. Routes describe themselves with `routeSchema({ summary, params, querystring,
 * body, response })` using the valibot schemas they validate with; everything else (operationId, tag,
 * security, error responses, component references) is derived here from the route, its path and its
 * scope, in one place, when the document is generated. Validation itself stays in valibot (see app.ts).
 * Each error status lists the `code` values it is answered with: those of the guards, limits and scope
 * checks the route runs (marked with `refuses`), of validation, and the route's own `errors`.
 */

/** `optional`: anyone, and a signed-in user gets more. */
export type DocSecurity = 'session' | 'public' | 'optional' | 'operator' | 'seller';

export interface RouteDoc {
  summary: string;
  /** Longer notes: refusals with their own code, what they carry. */
  description?: string;
  /** Derived from the method and path when left out. */
  operationId?: string;
  /** Derived from the path (the capability's segment) when left out. */
  tags?: string[];
  querystring?: v.GenericSchema;
  params?: v.GenericSchema;
  body?: v.GenericSchema;
  /** The body's media types; `application/json` when left out. */
  consumes?: string[];
  /** The body reaches the handler as its bytes (a signed payload): never parsed nor refused for its content. */
  rawBody?: boolean;
  /** Success status to response schema (`null`: no body). Left out: `200` with a JSON body. */
  response?: Record<number, v.GenericSchema | null | undefined>;
  /**
   * `true` (or 'session'): a signed-in user; `false` (or 'public'): anyone. Left out: a customer scope's
   * routes take its own (a session, or an API key where the scope admits them), other routes are public.
   */
  security?: boolean | DocSecurity;
  /**
   * The error codes the handler and the services it calls answer, by status: `{ 409: ['email_taken'] }`.
   * Those of the route's guards, scope, limits and validation are derived and need not be listed.
   */
  errors?: ErrorCodes;
  /** Media types of a success body that is not JSON (CSV exports, images). */
  produces?: string[];
}

/** Error statuses to the machine codes (`code` of the error body) answered with them. */
export type ErrorCodes = Readonly<Partial<Record<number, readonly string[]>>>;

/** What a hook refuses: fixed, or depending on the route it runs for. */
type Refusals = ErrorCodes | ((route: { method: string; url: string }) => ErrorCodes);
const REFUSALS = new WeakMap<object, Refusals>();

/** Marks a guard, limit or check hook with the codes it refuses with, for every route that runs it. */
export function refuses<T extends object>(hook: T, refusals: Refusals): T {
  REFUSALS.set(hook, refusals);
  return hook;
}

/** Where the hooks a scope adds with `addHook` are listed on its routes (route options name only their own). */
const HOOKS_KEY = 'x-route-hooks';

/** Lists, on every route the scope registers from now on, hooks it runs that its route options do not name. */
export function documentHooks(scope: FastifyInstance, hooks: readonly object[]): void {
  scope.addHook('onRoute', (route) => {
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    route.schema = { ...schema, [HOOKS_KEY]: [...((schema[HOOKS_KEY] as object[] | undefined) ?? []), ...hooks] } as typeof route.schema;
  });
}

const hookList = (value: unknown): object[] => (Array.isArray(value) ? value : [value]).filter((hook): hook is object => typeof hook === 'function');

/** Where a route's documentation is carried on its Fastify schema until the document is built. */
const DOC_KEY = 'x-route-doc';
/** Set by the customer scope on each of its routes (see customer-scope.ts). */
export const SCOPE_KEY = 'x-route-scope' as const;
export interface DocScope {
  /** `'read'`: keys reach the scope's reads only. */
  apiKeys: boolean | 'read';
}

/** Fastify route schema carrying the route's documentation; it validates and serializes nothing. */
export function routeSchema(doc: RouteDoc): FastifySchema & Record<string, unknown> {
  return { [DOC_KEY]: doc };
}

const COMPONENTS = '#/components/schemas/';
const pascal = (words: string[]) => words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');

const described: Record<string, v.GenericSchema> = {};
/** Names response descriptions as reusable components of the document (each module's docs.ts). */
export function describeComponents(schemas: Record<string, v.GenericSchema>): void {
  Object.assign(described, schemas);
}

/** Every valibot schema the shared package exports becomes a reusable component named after it. */
function namedSchemas(): Record<string, v.GenericSchema> {
  const named: Record<string, v.GenericSchema> = {
    ...described,
    ApiError: errorDoc,
    PaymentResume: paymentResumeDoc,
    SessionUser: sessionUserDoc,
    LoginResponse: loginResponseDoc,
    PartnerInfo: partnerInfoDoc,
    CustomerTheme: customerThemeDoc,
    Plan: planDoc,
    ProviderLink: providerLinkDoc,
    Establishment: establishmentDoc,
    RemoteManifest: remoteManifestDoc,
    Health: healthDoc,
  };
  for (const [key, value] of Object.entries(shared)) {
    if (!key.endsWith('Schema') || typeof value !== 'object' || value === null || (value as { kind?: unknown }).kind !== 'schema') continue;
    const name = pascal([key.slice(0, -'Schema'.length)]);
    named[name] ??= value as v.GenericSchema;
  }
  return named;
}

type Json = JsonSchema & Record<string, unknown>;

/** `#/$defs/X` (what the converter writes) to `#/components/schemas/X`, in place. */
function toComponentRefs(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) toComponentRefs(item);
  } else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (typeof record.$ref === 'string' && record.$ref.startsWith('#/$defs/')) record.$ref = COMPONENTS + record.$ref.slice('#/$defs/'.length);
    for (const value of Object.values(record)) toComponentRefs(value);
  }
}

class Converter {
  readonly named = namedSchemas();
  readonly #byValue = new Map<v.GenericSchema, string>(Object.entries(this.named).map(([name, schema]) => [schema, name]));
  readonly #config: ConversionConfig = { target: 'draft-2020-12', typeMode: 'input', errorMode: 'ignore' };

  /** A schema as JSON Schema; named schemas inside it become component references. */
  convert(schema: v.GenericSchema, inline = false): Json {
    let definitions = this.named;
    if (inline) {
      // Parameters are listed one by one: the root stays inline even when it has a name.
      const name = this.#byValue.get(schema);
      if (name) {
        definitions = { ...this.named };
        delete definitions[name];
      }
    }
    const { $schema: _schema, $defs: _defs, ...rest } = toJsonSchema(schema, { ...this.#config, definitions }) as Json;
    toComponentRefs(rest);
    return rest;
  }

  /** Every parameter of the path, with its constraints when the route's schema names it (the tenant's tag always). */
  pathParams(url: string, schema: v.GenericSchema | undefined): Json {
    const names = [...url.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
    const declared = (schema ? this.convert(schema, true).properties : undefined) ?? {};
    this.#tenant ??= (this.convert(shared.customerTagParamSchema, true).properties ?? {}).customerTag ?? { type: 'string' };
    const properties: Record<string, unknown> = {};
    for (const name of names) properties[name] = declared[name] ?? (name === 'customerTag' ? this.#tenant : { type: 'string' });
    return { type: 'object', properties, required: names } as Json;
  }

  #tenant: unknown;

  components(): Record<string, Json> {
    const defs = toJsonSchemaDefs(this.named, this.#config) as Record<string, Json>;
    toComponentRefs(defs);
    return defs;
  }
}

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid request: `validation_failed` with the fields in `errors`, or malformed JSON',
  401: 'Not signed in, or the token or key is invalid or revoked',
  402: 'The subscription has ended',
  403: 'Not allowed: another tenant, a role or plan without this area, or an API key without the scope',
  404: 'No such resource in this tenant',
  409: 'Conflicts with the current state',
  410: 'No longer available',
  413: 'The body is too large',
  415: 'Unsupported media type',
  422: 'Understood but refused by a business rule',
  429: 'Too many requests: retry after the `retry-after` header',
  502: 'The payment provider or the review platform failed',
  503: 'A dependency is not configured or not reachable',
};
const SUCCESS_TEXT: Record<number, string> = { 200: 'OK', 201: 'Created', 202: 'Accepted', 204: 'No content', 302: 'Redirect' };

const SECURITY: Record<DocSecurity | 'sessionOrKey', Record<string, string[]>[]> = {
  public: [],
  optional: [{ session: [] }, {}],
  session: [{ session: [] }],
  sessionOrKey: [{ session: [] }, { apiKey: [] }],
  operator: [{ operator: [] }],
  seller: [{ seller: [] }],
};

export const SECURITY_SCHEMES = {
  session: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The `token` answered by `POST /api/login`.' },
  apiKey: {
    type: 'http',
    scheme: 'bearer',
    description: "An API key (`erep_live_…`) created in the account's developer settings, sent as `Authorization: Bearer <key>`. It reaches only the operations and scopes it was given, with its own rate limit.",
  },
  operator: { type: 'apiKey', in: 'header', name: 'x-operator-token', description: 'The release operator token (the release command line).' },
  seller: { type: 'apiKey', in: 'header', name: 'x-seller-token', description: 'A seller session, from `POST /api/public/customers/{tag}/seller/auth`.' },
} as const;

const paramName = (segment: string) => /^\{(.+)\}$/.exec(segment)?.[1] ?? (segment.startsWith(':') ? segment.slice(1) : null);

/** `GET /api/customer/{customerTag}/reputation/reviews/{id}/answers` → `getReputationReviewsByIdAnswers`. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '/')
    .replace(/^\/customer\/\{customerTag\}\//, '/')
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = paramName(segment);
      return param ? `By${pascal([param])}` : pascal(segment.split(/[^a-zA-Z0-9]+/).filter(Boolean));
    });
  return `${method.toLowerCase()}${words.join('')}`;
}

/** The capability a path belongs to: its first fixed segment below the tenant. */
function tagOf(url: string): string {
  const segments = url
    .replace(/^\/api\//, '/')
    .replace(/^\/customer\/\{customerTag\}\//, '/')
    .replace(/^\/public\/customers\/\{tag\}\//, '/public/')
    .split('/')
    .filter((segment) => segment && !paramName(segment));
  const [first, second] = segments;
  if (first === 'public' && second) return `public ${second.replace(/\..*$/, '')}`;
  const segment = (first ?? 'api').replace(/\..*$/, '');
  return TAG_OF_SEGMENT[segment] ?? segment;
}

/** Path segments whose capability goes by another name. */
const TAG_OF_SEGMENT: Record<string, string> = {
  establishment: 'establishment insights',
  reviews: 'reputation',
  erep: 'partner customers',
  mf: 'releases',
  sites: 'mobile sites',
};

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Paths outside `/api` that are part of the API all the same (legacy sign-in, mailed unsubscribe links). */
const OUTSIDE_API = /^\/(erep\/login|public\/\{establishment\}\/\{contact\}\/unsubscribe)$/;

/** A route schema written by hand (summary, tags, `security: [{ bearerAuth: [] }]`) read as a RouteDoc. */
function plainDoc(raw: Record<string, unknown>): RouteDoc | undefined {
  if (typeof raw.summary !== 'string') return undefined;
  return {
    summary: raw.summary,
    ...(typeof raw.description === 'string' ? { description: raw.description } : {}),
    ...(Array.isArray(raw.tags) ? { tags: raw.tags as string[] } : {}),
    ...(Array.isArray(raw.security) ? { security: raw.security.length > 0 } : {}),
  };
}

/** Builds the document's operations: one call per route (the `transform` of @fastify/swagger). */
export function createRouteTransform(): SwaggerTransform {
  const converter = new Converter();
  return ({ schema, url: fastifyUrl, route }) => {
    // Fastify writes `:id`; the document writes `{id}`.
    const url = fastifyUrl.replace(/:(\w+)/g, '{$1}');
    const raw = (schema ?? {}) as Record<string, unknown>;
    const doc = (raw[DOC_KEY] as RouteDoc | undefined) ?? plainDoc(raw);
    const scope = raw[SCOPE_KEY] as DocScope | undefined;
    const method = [route.method].flat()[0] ?? 'GET';
    // HTML pages and static files are not part of the API.
    if (raw.hide || (!url.startsWith('/api/') && !OUTSIDE_API.test(url))) return { schema: { hide: true }, url: fastifyUrl };
    const out: Record<string, unknown> = {
      operationId: doc?.operationId ?? operationIdOf(method, url),
      tags: doc?.tags ?? [tagOf(url)],
    };
    if (doc?.summary) out.summary = doc.summary;
    if (doc?.description) out.description = doc.description;
    if (doc?.querystring) out.querystring = converter.convert(doc.querystring, true);
    out.params = converter.pathParams(url, doc?.params);
    if (doc?.body) {
      out.body = converter.convert(doc.body);
      if (doc.consumes) out.consumes = doc.consumes;
    }

    const declared = doc?.security;
    const keys = scope?.apiKeys === true || (scope?.apiKeys === 'read' && method === 'GET');
    const security: DocSecurity | 'sessionOrKey' =
      declared === true ? (keys ? 'sessionOrKey' : 'session') : declared === false ? 'public' : (declared ?? (scope ? (keys ? 'sessionOrKey' : 'session') : 'public'));
    out.security = SECURITY[security];

    const response: Record<string, Json> = {};
    for (const [status, body] of Object.entries(doc?.response ?? { 200: undefined })) {
      const description = SUCCESS_TEXT[Number(status)] ?? 'Success';
      response[status] =
        body === null
          ? { type: 'null', description }
          : doc?.produces
            ? // Not JSON: only the success answer has these media types, errors stay JSON.
              ({ description, content: Object.fromEntries(doc.produces.map((type) => [type, { schema: { type: 'string' } }])) } as Json)
            : body === undefined
              ? { description }
              : { ...converter.convert(body), description };
    }
    const codes = new Map<number, Set<string>>();
    const add = (more: ErrorCodes) => {
      for (const [status, list] of Object.entries(more)) {
        const set = codes.get(Number(status)) ?? new Set<string>();
        for (const code of list ?? []) set.add(code);
        codes.set(Number(status), set);
      }
    };
    add(doc?.errors ?? {});
    // The guards, limits and scope checks the route runs say what they refuse.
    for (const hook of [...hookList(raw[HOOKS_KEY]), ...hookList(route.onRequest), ...hookList(route.preHandler)]) {
      const refusals = REFUSALS.get(hook);
      if (refusals) add(typeof refusals === 'function' ? refusals({ method, url }) : refusals);
    }
    const parsedBody = doc?.body && !doc.rawBody;
    if (parsedBody || doc?.querystring || doc?.params) add({ 400: ['validation_failed'] });
    // Text the database cannot store (a NUL character) in what the client sends.
    if ((parsedBody && (doc?.consumes ?? ['application/json']).some((type) => type.includes('json'))) || doc?.querystring) add({ 400: ['invalid_text'] });
    // A JSON body is parsed whenever one is sent, whatever the route reads.
    if (WRITES.has(method) && !doc?.rawBody) add({ 400: ['invalid_json'] });
    // A path parameter that is not valid percent-encoding is refused before the route runs.
    if (url.includes('{')) add({ 400: ['bad_request'] });
    for (const [status, list] of [...codes].sort(([a], [b]) => a - b)) {
      if (list.size === 0) continue;
      response[status] = {
        description: ERROR_TEXT[status] ?? 'Error',
        allOf: [{ $ref: `${COMPONENTS}ApiError` }, { type: 'object', required: ['code'], properties: { code: { enum: [...list].sort() } } }],
      } as Json;
    }
    out.response = response;
    return { schema: out as FastifySchema, url: fastifyUrl };
  };
}

interface OpenApiDocument {
  openapi: string;
  paths?: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
  [key: string]: unknown;
}

/** Collects the component names a value references. */
function refsOf(node: unknown, into: Set<string>): void {
  if (Array.isArray(node)) {
    for (const item of node) refsOf(item, into);
  } else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (typeof record.$ref === 'string' && record.$ref.startsWith(COMPONENTS)) into.add(record.$ref.slice(COMPONENTS.length));
    for (const value of Object.values(record)) refsOf(value, into);
  }
}

/** The whole document once built: OpenAPI 3.1, its server, and the components the operations use. */
export function createDocumentTransform(publicUrl: string | null): SwaggerTransformObject {
  const converter = new Converter();
  let components: Record<string, Json> | null = null;
  return (input) => {
    const openapiObject = ('openapiObject' in input ? input.openapiObject : input.swaggerObject) as Partial<OpenApiDocument>;
    components ??= converter.components();
    const used = new Set<string>();
    refsOf(openapiObject.paths, used);
    // Components reference each other: follow them until nothing new appears.
    const pending = [...used];
    while (pending.length > 0) {
      const name = pending.pop() as string;
      const found = new Set<string>();
      refsOf(components[name], found);
      for (const next of found) {
        if (used.has(next)) continue;
        used.add(next);
        pending.push(next);
      }
    }
    const schemas: Record<string, Json> = {};
    for (const name of [...used].sort()) if (components[name]) schemas[name] = components[name];
    return {
      ...openapiObject,
      openapi: '3.1.0',
      servers: [{ url: publicUrl ?? 'http://localhost:8080', description: publicUrl ? 'This instance' : 'Local development' }],
      components: { ...openapiObject.components, schemas },
    } as ReturnType<SwaggerTransformObject>;
  };
}
