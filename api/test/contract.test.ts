import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sample } from 'openapi-sampler';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, establishments } from '../src/db/schema';
import { codeForStatus } from '../src/http/errors';
import { DEMO_PASSWORD, DEMO_SELLER_CODE, DEMO_USERS } from '../src/seed/index';
import { AUTHORIZATION_MATRIX, type Caller } from './authorization-matrix';
import { createTestApp, freshCouponCode, tokenFor } from './helpers';

/*
 * The OpenAPI document against the running API. Every route Fastify registers under /api is in the
 * document; every operation is called with a request generated from its documented schemas (path
 * parameters from the seeded data or from the lists read before), and writes once more with an
 * invalid body. Each answer's status must be documented for that operation and its body must
 * validate against the documented schema.
 */

type Json = Record<string, unknown>;
interface Operation {
  operationId?: string;
  summary?: string;
  security?: Json[];
  parameters?: { in: string; name: string; required?: boolean; schema?: Json }[];
  requestBody?: { content: Record<string, { schema?: Json }> };
  responses: Record<string, { content?: Record<string, { schema?: Json }> }>;
}
interface OpenApi {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Json> };
}

/** The reference page and its script under /api: not operations of the API. */
const HTML_PAGES = new Set(['GET /api/docs', 'GET /api/docs/redoc.standalone.js']);
const OPERATOR = 'operator-token-for-the-contract';
const HIGH = { max: 1_000_000_000, timeWindowMs: 60_000 };
/** Required query values naming seeded data; others are sampled from their schema. */
const QUERY_VALUES: Record<string, string> = { partner: 'demo', code: 'demo', customer: 'demo-bistro', tag: 'demo-bistro', establishment: 'demo-bistro-lyon', kind: 'establishments', start_date: '2026-01-01', end_date: '2026-03-31' };
/**
 * Values the schemas cannot say (a known country, a real date, a tag's own alphabet): laid over the
 * generated body, so that these writes succeed and their answers are checked too.
 */
const BODY_VALUES: Record<string, Json> = {
  'POST /api/customer/{customerTag}/establishments': { name: 'Contract Bistro', country: 'FR', phone: null, external_url: null, logo: null },
  'PUT /api/customer/{customerTag}/establishments/{id}': { name: 'Contract Bistro', country: 'FR', phone: null, external_url: null, logo: null },
  'POST /api/customer/{customerTag}/account/establishments/{id}/staff': { first_name: 'Ana', last_name: 'Diaz', department: null, tag: null },
  'PUT /api/customer/{customerTag}/account/establishments/{id}/staff/{item}': { first_name: 'Ana', last_name: 'Diaz', department: null, tag: null },
  'POST /api/customer/{customerTag}/account/establishments/{id}/units': { name: 'Terrace', tag: null },
  'PUT /api/customer/{customerTag}/account/establishments/{id}/units/{item}': { name: 'Terrace', tag: null },
  'POST /api/customer/{customerTag}/establishment/{id}/events': { kind: 'menu', title: 'New menu', day: '2026-01-05', end_day: null, note: null },
  'PUT /api/customer/{customerTag}/establishment/{id}/events/{eventId}': { kind: 'menu', title: 'New menu', day: '2026-01-05', end_day: null, note: null },
  'POST /api/customer/{customerTag}/reputation/establishments/{id}/competitors': { competitor_tag: 'contract-rival', name: 'Contract Rival' },
  'POST /api/customer/{customerTag}/api-keys': { name: 'Contract', scopes: ['read'] },
  'POST /api/partner/api-keys': { name: 'Contract' },
  'PUT /api/customer/{customerTag}/account/theme': { back_color: '#ffffff', font_color: '#222222', title_color: '#333333', logo: null },
};

/** Who calls an operation: the first of these the authorization matrix lets through. */
const PREFERRED: Caller[] = ['customer', 'partner', 'admin', 'seller', 'operator', 'anonymous'];

let app: FastifyInstance;
let doc: OpenApi;
const headersOf: Partial<Record<Caller, Record<string, string>>> = {};
const values: Record<string, string> = {};

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);

async function sellerToken(): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/public/customers/demo-bistro/seller/auth', payload: { code: DEMO_SELLER_CODE } });
  return (res.json() as { data: { token: string } }).data.token;
}

const bearerOf = async (email: string) => ({ authorization: `Bearer ${await tokenFor(app, email)}` });

async function signIn(email: string): Promise<Record<string, string>> {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password: DEMO_PASSWORD } });
  return { authorization: `Bearer ${(res.json() as { token: string }).token}` };
}

beforeAll(async () => {
  let db;
  ({ app, db } = await createTestApp({
    operatorToken: OPERATOR,
    limits: { login: HIGH, signUp: HIGH, feedback: HIGH, seller: HIGH, sellerPerCustomer: HIGH, actions: HIGH, contact: HIGH, apiKey: HIGH },
  }));
  doc = app.swagger() as unknown as OpenApi;
  // The document's components, so that `#/components/schemas/…` resolves inside each response schema.
  ajv.addSchema({ $id: 'openapi.json', components: doc.components });
  Object.assign(headersOf, {
    anonymous: {},
    seller: { 'x-seller-token': await sellerToken() },
    customer: await bearerOf(DEMO_USERS.customer),
    partner: await bearerOf(DEMO_USERS.partner),
    admin: await bearerOf(DEMO_USERS.admin),
    operator: { 'x-operator-token': OPERATOR },
  });
  const [lyon] = await db.orm.select({ id: establishments.id }).from(establishments).where(eq(establishments.tag, 'demo-bistro-lyon'));
  const [contact] = await db.orm.select({ tag: contacts.tag }).from(contacts).limit(1);
  Object.assign(values, {
    customerTag: 'demo-bistro',
    tag: 'demo-bistro',
    id: String(lyon?.id ?? 1),
    establishment: 'demo-bistro-lyon',
    contact: contact?.tag ?? 'none',
    screen: 'screen-demo-bistro-lyon',
    advantage: 'adv-cafe-offert',
    token: 'not-a-real-token',
    topic: 'service',
  });
});
afterAll(async () => {
  await app.close();
});

function operations(of: OpenApi = doc): { method: string; path: string; op: Operation }[] {
  return Object.entries(of.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op })));
}

let stripeDoc: Promise<OpenApi> | undefined;
/** The Stripe webhook is served only where Stripe is configured: the document of such an API. */
function stripeDocument(): Promise<OpenApi> {
  stripeDoc ??= (async () => {
    const { app: withStripe } = await createTestApp({ authFlows: { stripe: { secretKey: 'sk_test_none', publishableKey: 'pk_test_none', webhookSecret: 'whsec_none', host: '127.0.0.1', port: 9, protocol: 'http' } } });
    const document = withStripe.swagger() as unknown as OpenApi;
    await withStripe.close();
    return document;
  })();
  return stripeDoc;
}

/** Fastify's `:id` as the document writes it. */
const openapiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const fastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 and lists every route served under /api, each with an operationId and a summary', () => {
    expect(doc.openapi).toBe('3.1.0');
    const documented = new Set(operations().map(({ method, path }) => `${method} ${path}`));
    const missing = app
      .routeTable()
      .filter((route) => route.url.startsWith('/api/') && !HTML_PAGES.has(`${route.method} ${route.url}`))
      .map((route) => `${route.method} ${openapiPath(route.url)}`)
      .filter((route) => !documented.has(route));
    expect(missing, 'routes missing from the OpenAPI document').toEqual([]);
    const incomplete = operations()
      .filter(({ op }) => !op.operationId || !op.summary || !op.security)
      .map(({ method, path }) => `${method} ${path}`);
    expect(incomplete, 'operations without operationId, summary or security').toEqual([]);
    const ids = operations().map(({ op }) => op.operationId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('describes the success answer of every operation', () => {
    const undescribed = operations()
      .filter(({ op }) =>
        Object.entries(op.responses).every(([status, response]) => {
          // A redirect is described by its status and Location.
          if (status.startsWith('3')) return false;
          if (!status.startsWith('2')) return true;
          if (status === '204') return false;
          const json = response.content?.['application/json'];
          // Not JSON (CSV, HTML, images): its media type is the description.
          if (!json) return !response.content;
          return Object.keys(json.schema ?? {}).every((key) => key === 'description');
        }),
      )
      .map(({ method, path }) => `${method} ${path}`);
    expect(undescribed, 'operations without the schema of their answer').toEqual([]);
  });

  it('declares as public exactly the operations anonymous callers get through', () => {
    const wrong: string[] = [];
    for (const { method, path, op } of operations()) {
      const row = AUTHORIZATION_MATRIX[`${method} ${fastifyPath(path)}`];
      if (!row) continue;
      // A credential in the path (reset and invitation links): refused to everyone with a made-up one.
      if (Object.values(row).every((outcome) => outcome === 401)) continue;
      const security = op.security ?? [];
      const isPublic = security.length === 0 || security.some((requirement) => Object.keys(requirement).length === 0);
      if (isPublic !== (row.anonymous === 'ok')) wrong.push(`${method} ${path}: security ${JSON.stringify(op.security)}, anonymous ${row.anonymous}`);
    }
    expect(wrong).toEqual([]);
  });

  it('lists, for every error status of every operation, the codes it answers with', () => {
    const bare = operations().flatMap(({ method, path, op }) =>
      Object.keys(op.responses)
        .filter((status) => Number(status) >= 400 && documentedCodes(op, status).length === 0)
        .map((status) => `${method} ${path} ${status}`),
    );
    expect(bare).toEqual([]);
  });

  it('lists no parsing or validation refusal for the Stripe webhook, which reads its signed body as bytes', async () => {
    const webhook = operations(await stripeDocument()).find(({ method, path }) => method === 'POST' && path === '/api/payment/webhook');
    expect(webhook).toBeDefined();
    if (webhook) expect(documentedCodes(webhook.op, '400')).toEqual(['bad_request']);
  });

  it('gives every documented code a text in French, English and Spanish for the interface to show', () => {
    // A missing thing reads well enough as the 404's own text; key codes answer integrators, not people.
    const readByStatus = (code: string) => code.endsWith('_not_found') || code.startsWith('api_key_');
    const codes = new Set(operations().flatMap(({ op }) => Object.keys(op.responses).flatMap((status) => documentedCodes(op, status))));
    expect(codes.size).toBeGreaterThan(60);
    for (const language of ['fr', 'en', 'sp']) {
      // The shared texts, or the text the remote showing the form gives the code beside its field.
      const told = new Set([sharedTexts(language), ...remoteTexts(language)].flatMap(textKeys));
      const untold = [...codes].filter((code) => !readByStatus(code) && !told.has(code)).sort();
      expect(untold, `codes without a text in ${language}`).toEqual([]);
    }
  });

  it('documents every error code the source raises on at least one operation, with its status', async () => {
    const all = [...operations(), ...operations(await stripeDocument())];
    expect(all.map(({ path }) => path)).toContain('/api/payment/webhook');
    const documented = new Set(all.flatMap(({ op }) => Object.keys(op.responses).flatMap((status) => documentedCodes(op, status).flatMap((code) => [code, `${status} ${code}`]))));
    const { raised, unresolved } = raisedCodes();
    expect(unresolved, 'error codes the scan cannot read: give them as literals or constants').toEqual([]);
    // Unexpected failures (500) are not part of the contract.
    const undocumented = raised.filter(({ status, code }) => status !== 500 && !documented.has(status === null ? code : `${status} ${code}`)).map(({ status, code, at }) => `${status ?? '?'} ${code} (${at})`);
    expect(undocumented).toEqual([]);
    // The scan must keep finding what the handlers, services and guards raise.
    expect(raised.length).toBeGreaterThan(200);
    for (const code of ['email_taken', 'owner_only', 'api_key_scope', 'link_expired', 'payment_pending', 'subscription_ended', 'invalid_json', 'invalid_text', 'rate_limited']) {
      expect(raised.map((found) => found.code)).toContain(code);
    }
  });
});

const readJson = (path: URL): unknown => JSON.parse(readFileSync(path, 'utf8'));
const sharedTexts = (language: string) => readJson(new URL(`../../shared/src/i18n/api-errors/${language}.json`, import.meta.url));
function remoteTexts(language: string): unknown[] {
  const root = new URL('../../', import.meta.url);
  const folders = [...readdirSync(root).filter((name) => name.startsWith('mf-')).map((remote) => `${remote}/src/i18n/`), 'shared/src/visitor/i18n/'].filter((folder) => existsSync(new URL(folder, root)));
  return folders.flatMap((folder) =>
    readdirSync(new URL(folder, root), { recursive: true, encoding: 'utf8' })
      .filter((file) => file === `${language}.json` || file.endsWith(`/${language}.json`))
      .map((file) => readJson(new URL(`${folder}${file}`, root))),
  );
}
/** The keys of a translation resource that hold a non-empty text, at any depth. */
function textKeys(resource: unknown): string[] {
  if (typeof resource !== 'object' || resource === null) return [];
  return Object.entries(resource).flatMap(([key, value]) => (typeof value === 'string' ? (value.trim() ? [key] : []) : textKeys(value)));
}

/** The `code` values an operation documents for one status. */
function documentedCodes(op: Operation, status: string): string[] {
  const schema = op.responses[status]?.content?.['application/json']?.schema as { allOf?: { properties?: { code?: { enum?: string[] } } }[] } | undefined;
  return (schema?.allOf ?? []).flatMap((part) => part.properties?.code?.enum ?? []);
}

// ---- error codes in the source ----

const SOURCE = join(import.meta.dirname, '../src');
/** The helpers of errors.ts: the status each answers and the position of its code argument. */
const RAISERS: Record<string, { status: number; code: number }> = {
  badRequest: { status: 400, code: 2 },
  unauthorized: { status: 401, code: 1 },
  forbidden: { status: 403, code: 1 },
  notFound: { status: 404, code: 1 },
  conflict: { status: 409, code: 2 },
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}

interface Raised {
  status: number | null;
  code: string;
  at: string;
}

/**
 * Every error code the API source can answer with, read from the calls that make errors: the helpers
 * of errors.ts, `new HttpError` (and `super` in its subclasses), `errorBody`. A code left out is the
 * status's default. Codes given as variables are followed to their string literals.
 */
function raisedCodes(): { raised: Raised[]; unresolved: string[] } {
  const files = sourceFiles(SOURCE).map((file) => ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true));
  // Variables by file and name: a code is often a constant, of this file or exported by another.
  const variables = new Map<ts.SourceFile, Map<string, ts.Expression[]>>();
  for (const file of files) {
    const found = new Map<string, ts.Expression[]>();
    const visitVariables = (node: ts.Node): void => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) found.set(node.name.text, [...(found.get(node.name.text) ?? []), node.initializer]);
      ts.forEachChild(node, visitVariables);
    };
    visitVariables(file);
    variables.set(file, found);
  }
  const valueOf = (file: ts.SourceFile, name: string): ts.Expression | null => {
    const own = variables.get(file)?.get(name) ?? [];
    const candidates = own.length > 0 ? own : files.filter((other) => other !== file).flatMap((other) => variables.get(other)?.get(name) ?? []);
    return candidates.length === 1 ? (candidates[0] as ts.Expression) : null;
  };

  const raised: Raised[] = [];
  const unresolved: string[] = [];
  for (const file of files) {
    const at = (node: ts.Node) => `${relative(SOURCE, file.fileName)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    /** The literals an expression may be; null when it is a parameter or another error's code passed on. */
    const literals = (node: ts.Expression, depth = 0): string[] | null => {
      if (ts.isStringLiteralLike(node)) return [node.text];
      if (ts.isParenthesizedExpression(node)) return literals(node.expression, depth);
      if (ts.isConditionalExpression(node)) return [...(literals(node.whenTrue, depth) ?? []), ...(literals(node.whenFalse, depth) ?? [])];
      // `codeForStatus(...)`: a status's default code, read where that status is raised.
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'codeForStatus') return [];
      if (ts.isPropertyAccessExpression(node) && node.name.text === 'code' && ts.isIdentifier(node.expression) && node.expression.text === 'error') return null;
      if (ts.isIdentifier(node) && depth < 4) {
        if (isParameter(node)) return null;
        const value = valueOf(file, node.text);
        if (value) return literals(value, depth + 1);
      }
      unresolved.push(`${node.getText()} (${at(node)})`);
      return [];
    };
    const record = (node: ts.Node, status: number | null, code: ts.Expression | undefined, fallback: (status: number | null) => string) => {
      const isUndefined = !code || (ts.isIdentifier(code) && code.text === 'undefined');
      const codes = isUndefined ? [fallback(status)] : literals(code);
      for (const value of codes ?? []) raised.push({ status, code: value, at: at(node) });
    };
    const statusOf = (node: ts.Expression | undefined): number | null => (node && ts.isNumericLiteral(node) ? Number(node.text) : null);
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
        const raiser = RAISERS[node.expression.text];
        if (raiser) record(node, raiser.status, node.arguments[raiser.code], () => codeForStatus(raiser.status));
        if (node.expression.text === 'errorBody') {
          const status = statusOf(node.arguments[0]);
          record(node, status, node.arguments[3], (known) => (known === null ? 'bad_request' : codeForStatus(known)));
        }
      }
      const makesHttpError =
        (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'HttpError') ||
        (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.SuperKeyword && extendsHttpError(node));
      if (makesHttpError) {
        const args = (node as ts.CallExpression | ts.NewExpression).arguments ?? ts.factory.createNodeArray();
        const status = statusOf(args[0]);
        // The helpers of errors.ts pass on a status and code they were given.
        if (status !== null || !args[0] || !ts.isIdentifier(args[0]) || !isParameter(args[0])) record(node, status, args[3], (known) => (known === null ? '?' : codeForStatus(known)));
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return { raised, unresolved };
}

/** Whether an identifier names a parameter of a function around it. */
function isParameter(node: ts.Identifier): boolean {
  for (let scope: ts.Node | undefined = node.parent; scope; scope = scope.parent) {
    if (ts.isFunctionLike(scope) && scope.parameters.some((parameter) => ts.isIdentifier(parameter.name) && parameter.name.text === node.text)) return true;
  }
  return false;
}

function extendsHttpError(node: ts.Node): boolean {
  for (let scope: ts.Node | undefined = node.parent; scope; scope = scope.parent) {
    if (ts.isClassDeclaration(scope)) return (scope.heritageClauses ?? []).some((clause) => clause.types.some((type) => type.expression.getText() === 'HttpError'));
  }
  return false;
}

// ---- generated requests ----

/** Lists already read, by path: their items name the resources below them. */
const lists = new Map<string, unknown>();

function firstItem(body: unknown): Json | null {
  const data = (body as { data?: unknown } | null)?.data;
  const array = Array.isArray(data) ? data : Array.isArray(body) ? body : null;
  const item = array?.[0];
  return item && typeof item === 'object' ? (item as Json) : null;
}

const ITEM_FIELDS: Record<string, string[]> = {
  id: ['id'],
  item: ['id'],
  eventId: ['id'],
  screen: ['tag'],
  code: ['code'],
  contact: ['tag'],
  staffTag: ['tag'],
  unit: ['id', 'tag'],
  topic: ['topic', 'key', 'name'],
};

async function fill(path: string): Promise<string> {
  const segments = path.split('/');
  const out: string[] = [];
  for (let index = 0; index < segments.length; index += 1) {
    const segment = segments[index] as string;
    const name = /^\{(\w+)\}$/.exec(segment)?.[1];
    if (!name) {
      out.push(segment);
      continue;
    }
    // The list right above this parameter, when one was read: its first item.
    const item = firstItem(lists.get(segments.slice(0, index).join('/')));
    const field = (ITEM_FIELDS[name] ?? [name]).find((key) => item && item[key] !== undefined && item[key] !== null);
    let value = field && item ? String(item[field]) : values[name];
    if (name === 'code' && !value) value = await freshCouponCode(app, values.id ?? '');
    out.push(encodeURIComponent(value ?? 'x'));
  }
  return out.join('/');
}

function schemaOf(content: Record<string, { schema?: Json }> | undefined): { type: string; schema: Json } | null {
  const [type, media] = Object.entries(content ?? {})[0] ?? [];
  return type ? { type, schema: media?.schema ?? {} } : null;
}

/** The document without `default`s: a default that fails its own constraints (an empty required name) would be sampled as is. */
let samplingDoc: OpenApi | null = null;
const withoutDefaults = (node: unknown): unknown =>
  Array.isArray(node)
    ? node.map(withoutDefaults)
    : node && typeof node === 'object'
      ? Object.fromEntries(Object.entries(node).filter(([key]) => key !== 'default').map(([key, value]) => [key, withoutDefaults(value)]))
      : node;

function sampleOf(schema: Json): unknown {
  samplingDoc ??= withoutDefaults(doc) as OpenApi;
  return sample(withoutDefaults(schema) as never, { skipReadOnly: true, quiet: true, enablePatterns: true }, samplingDoc as never);
}

const validators = new Map<Json, ValidateFunction>();
function validatorFor(schema: Json): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    const rebased = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi.json#/components/')) as Json;
    validate = ajv.compile(rebased);
    validators.set(schema, validate);
  }
  return validate;
}

/** What is wrong with an answer for this operation, or null. */
function checkAnswer(op: Operation, status: number, contentType: string, body: string): string | null {
  const response = op.responses[String(status)] ?? op.responses[`${String(status).charAt(0)}XX`];
  if (!response) return `answered ${status}, not documented (${Object.keys(op.responses).join(', ')}): ${body.slice(0, 200)}`;
  const documented = schemaOf(response.content);
  if (!documented) return body.length === 0 ? null : `answered ${status} with a body where none is documented`;
  if (!documented.type.includes('json')) {
    const types = Object.keys(response.content ?? {});
    return types.some((type) => contentType.startsWith(type)) ? null : `answered ${contentType} where ${types.join(' or ')} is documented`;
  }
  if (!contentType.includes('json')) return `answered ${status} ${contentType} where JSON is documented`;
  const validate = validatorFor(documented.schema);
  if (validate(JSON.parse(body))) return null;
  return `answered ${status} with a body the documented schema refuses: ${ajv.errorsText(validate.errors).slice(0, 300)} in ${body.slice(0, 200)}`;
}

/** Every property of a JSON object body given a value of the wrong type. */
function invalidBody(valid: unknown): unknown {
  if (!valid || typeof valid !== 'object' || Array.isArray(valid)) return ['not', 'an', 'object'];
  return Object.fromEntries(Object.keys(valid).map((key) => [key, { not: ['valid'] }]));
}

/** Reads first (lists before what they name), then writes, deletions deepest first, sessions ended last. */
function order(list: { method: string; path: string; op: Operation }[]) {
  const rank = ({ method, path }: { method: string; path: string }) => {
    if (path === '/api/logout' || path.endsWith('/account/password')) return 4;
    if (method === 'GET') return 0;
    if (method === 'DELETE') return 3;
    return path.endsWith('/seller-code') ? 2 : 1;
  };
  return [...list].sort((a, b) => {
    const byRank = rank(a) - rank(b);
    if (byRank !== 0) return byRank;
    const depth = a.path.split('/').length - b.path.split('/').length;
    return a.method === 'DELETE' ? -depth : depth;
  });
}

function callerFor(method: string, path: string): Caller {
  const row = AUTHORIZATION_MATRIX[`${method} ${fastifyPath(path)}`];
  return PREFERRED.find((caller) => row?.[caller] === 'ok') ?? 'customer';
}

/** Path parameters naming one row: given a number no row has, the operation must answer its 404. */
const ROW_PARAM = /\{(?:id|item|eventId|answerId)\}/;

describe('refusals of every operation against the seeded API', () => {
  it('answer a status and code the document lists for that operation', { timeout: 120_000 }, async () => {
    const keyOf = async (scopes: string[]) => {
      const res = await app.inject({ method: 'POST', url: '/api/customer/demo-bistro/api-keys', headers: headersOf.customer, payload: { name: `Refusals ${scopes.join(' ')}`, scopes } });
      return { authorization: `Bearer ${(res.json() as { data: { key: string } }).data.key}` };
    };
    /** Callers the guards turn away somewhere: no or a forged token, other tenants, inactive or roleless users, narrow keys. */
    const refused: Record<string, Record<string, string>> = {
      anonymous: {},
      forged: { authorization: 'Bearer not.a.token' },
      otherCustomer: await bearerOf(DEMO_USERS.bakery),
      otherPartner: await bearerOf(DEMO_USERS.nordicPartner),
      inactive: await bearerOf(DEMO_USERS.inactive),
      noRole: await bearerOf(DEMO_USERS.norole),
      readKey: await keyOf(['read']),
      offersKey: await keyOf(['read', 'offers']),
    };
    // A manager limited to Lyon Centre: asked only what owners alone may do, so it changes nothing.
    const manager = await bearerOf('manager@demo.test');
    const problems: string[] = [];
    const seen = new Set<string>();
    const check = async (where: string, op: Operation, request: InjectOptions) => {
      const res = await app.inject(request);
      if (res.statusCode < 400) return;
      const problem = checkAnswer(op, res.statusCode, String(res.headers['content-type'] ?? ''), res.body);
      if (problem) problems.push(`${where}: ${problem}`);
      else seen.add(`${res.statusCode} ${(res.json() as { code: string }).code}`);
    };
    for (const { method, path, op } of operations()) {
      const secured = (op.security ?? []).length > 0 && !(op.security ?? []).some((requirement) => Object.keys(requirement).length === 0);
      // Sessions are ended by these: the callers above are needed for the operations that follow.
      if (!secured || path === '/api/logout' || path.endsWith('/account/password')) continue;
      const inject = { method: method as InjectOptions['method'], url: await fill(path) };
      for (const [name, headers] of Object.entries(refused)) await check(`${method} ${path} as ${name}`, op, { ...inject, headers });
      if (documentedCodes(op, '403').includes('owner_only')) await check(`${method} ${path} as manager`, op, { ...inject, headers: manager });
      const caller = callerFor(method, path);
      if (path.includes('{customerTag}')) {
        await check(`${method} ${path}, unknown customer`, op, { ...inject, url: await fill(path.replace('{customerTag}', 'no-such-customer')), headers: headersOf.admin });
      }
      if (ROW_PARAM.test(path)) {
        await check(`${method} ${path}, unknown row`, op, { ...inject, url: await fill(path.replace(new RegExp(ROW_PARAM.source, 'g'), '99999999')), headers: headersOf[caller] });
      }
    }
    expect(problems).toEqual([]);
    console.info(`refusals: ${[...seen].sort().join(', ')}`);
    // What the guards, scopes and handlers refuse with must keep being reached.
    expect([...seen]).toEqual(
      expect.arrayContaining([
        '401 unauthenticated',
        '401 invalid_token',
        '403 other_tenant',
        '403 owner_only',
        '403 inactive_account',
        '403 insufficient_permissions',
        '403 api_key_not_allowed',
        '403 api_key_read_only',
        '403 api_key_scope',
        '403 forbidden',
        '404 customer_not_found',
        '404 not_found',
        '404 establishment_not_found',
      ]),
    );
  });
});

describe('every operation against the seeded API', () => {
  it('answers a generated request, and an invalid body, as the document says', { timeout: 120_000 }, async () => {
    const problems: string[] = [];
    let succeeded = 0;
    let invalidSent = 0;
    const all = order(operations());
    for (const { method, path, op } of all) {
      const caller = callerFor(method, path);
      const headers: Record<string, string> = { ...headersOf[caller] };
      const query: Record<string, string> = {};
      for (const parameter of op.parameters ?? []) {
        if (parameter.in !== 'query' || !parameter.required) continue;
        query[parameter.name] = QUERY_VALUES[parameter.name] ?? String(sampleOf(parameter.schema ?? {}));
      }
      const url = await fill(path);
      const request: InjectOptions = { method: method as InjectOptions['method'], url, query, headers };
      const body = schemaOf(op.requestBody?.content);
      let validBody: unknown;
      if (body) {
        headers['content-type'] = body.type;
        validBody = body.type.includes('json') ? sampleOf(body.schema) : 'date,amount\n2026-01-05,120.50\n';
        const known = BODY_VALUES[`${method} ${path}`];
        if (known && validBody && typeof validBody === 'object') validBody = { ...validBody, ...known };
        request.payload = typeof validBody === 'string' && !body.type.includes('json') ? validBody : JSON.stringify(validBody);
      }
      const res = await app.inject(request);
      const where = `${method} ${path} as ${caller}`;
      const problem = checkAnswer(op, res.statusCode, String(res.headers['content-type'] ?? ''), res.body);
      if (problem) problems.push(`${where}: ${problem}`);
      if (res.statusCode < 300) succeeded += 1;
      if (method === 'GET' && res.statusCode === 200 && String(res.headers['content-type']).includes('json')) lists.set(path, res.json());

      if (body?.type.includes('json') && res.statusCode !== 401 && res.statusCode !== 403 && res.statusCode !== 402) {
        invalidSent += 1;
        const bad = await app.inject({ ...request, url: await fill(path), payload: JSON.stringify(invalidBody(validBody)) });
        const badProblem = checkAnswer(op, bad.statusCode, String(bad.headers['content-type'] ?? ''), bad.body);
        if (badProblem) problems.push(`${where}, invalid body: ${badProblem}`);
        else if (bad.statusCode < 400) problems.push(`${where}, invalid body: accepted with ${bad.statusCode}`);
      }
      // Sessions a call ends are opened again for what follows.
      if (res.statusCode < 300 && path === '/api/logout') headersOf[caller] = await signIn(DEMO_USERS.customer);
      if (res.statusCode < 300 && path.endsWith('/seller-code')) headersOf.seller = { 'x-seller-token': await sellerToken() };
    }
    expect(problems).toEqual([]);
    // The generator must keep producing requests the API accepts, not only refusals.
    expect(succeeded / all.length).toBeGreaterThan(0.65);
    expect(invalidSent).toBeGreaterThan(40);
    console.info(`contract: ${all.length} operations, ${succeeded} answered 2xx, ${invalidSent} invalid bodies refused`);
  });
});
