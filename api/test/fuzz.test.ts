import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LimitOverrides } from '../src/http/limits';
import { DEMO_USERS } from '../src/seed/index';
import { createTestApp, tokenFor, usingPostgres } from './helpers';

/*
 * Bad input for every operation of the OpenAPI document: wrong types, missing and extra fields,
 * huge strings, unicode, negative and huge numbers, malformed JSON, wrong content types. No answer
 * is a 5xx, and every 4xx is JSON { status, message }. FUZZ_RUNS sets the runs per operation.
 */

// 40 runs per operation on PostgreSQL (with `npm test`'s full pass on it), 100 when PGlite is the only database.
const RUNS = Number(process.env.FUZZ_RUNS ?? (usingPostgres() ? 40 : 100));

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
}
interface Operation {
  parameters?: { in: 'path' | 'query' | 'header'; name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const HIGH = { max: 1_000_000_000, timeWindowMs: 60_000 };
const limits: LimitOverrides = {
  login: HIGH,
  signUp: HIGH,
  feedback: HIGH,
  seller: HIGH,
  sellerPerCustomer: HIGH,
  actions: HIGH,
  contact: HIGH,
  loginLockout: { perAccount: 1_000_000_000, perIp: 1_000_000_000 },
};

let app: FastifyInstance;
let operations: { method: string; path: string; op: Operation }[] = [];
let tokens: string[] = [];

beforeAll(async () => {
  ({ app } = await createTestApp({ limits }));
  const doc = app.swagger() as { paths: Record<string, Record<string, Operation>> };
  operations = Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op })));
  tokens = [await tokenFor(app, DEMO_USERS.admin), await tokenFor(app, DEMO_USERS.customer)];
});
afterAll(async () => {
  await app.close();
});

const huge = fc.constantFrom('x'.repeat(12_000), '9'.repeat(400), '😀'.repeat(3_000));
const short = (text: string) => (text.length > 3000 ? `${text.slice(0, 3000)}… (${text.length} characters)` : text);
const nastyString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom('', ' ', '../../../etc/passwd', "' or 1=1 --", '<script>alert(1)</script>', '\u0000', '%00', 'null', '-1', '1e999', 'a@b', 'demo-bistro', '1'),
  huge,
);
const nastyNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER + 2, -1e308, 1e308, 0.5),
);
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  nastyNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string({ maxLength: 5 }), fc.integer()), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
);

/** A value that fits the schema's type, or anything else. */
function valueFor(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const fitting: fc.Arbitrary<unknown> | null =
    schema?.type === 'string'
      ? fc.oneof(nastyString, fc.emailAddress())
      : schema?.type === 'integer' || schema?.type === 'number'
        ? nastyNumber
        : schema?.type === 'boolean'
          ? fc.boolean()
          : schema?.type === 'array'
            ? fc.array(valueFor(schema.items ?? {}), { maxLength: 3 })
            : schema?.type === 'object' && schema.properties
              ? objectFor(schema)
              : null;
  return fitting ? fc.oneof({ weight: 3, arbitrary: fitting }, { weight: 1, arbitrary: nastyValue }) : nastyValue;
}

/** The schema's fields, each maybe missing or of a wrong type, plus unknown ones. */
function objectFor(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, field]) => [name, valueFor(field)]));
  return fc
    .tuple(fc.record(fields, { requiredKeys: [] }), fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), nastyValue, { maxKeys: 2 }))
    .map(([known, extra]) => ({ ...extra, ...known }));
}

type Body = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; text: string; type: string };

function bodyFor(op: Operation): fc.Arbitrary<Body> {
  const schema = op.requestBody?.content?.['application/json']?.schema;
  return fc.oneof(
    { weight: 4, arbitrary: (schema ? objectFor(schema) : fc.dictionary(fc.string({ maxLength: 10 }), nastyValue, { maxKeys: 4 })).map((value): Body => ({ kind: 'json', value })) },
    { weight: 2, arbitrary: nastyValue.map((value): Body => ({ kind: 'json', value })) },
    { weight: 1, arbitrary: fc.constant<Body>({ kind: 'none' }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('{', '{"a":', '[1,2', '{"email": "x" "password": 1}', 'undefined', '\u0000', '{"__proto__": {"x": 1}}', '{"constructor": {"prototype": {}}}').map(
        (text): Body => ({ kind: 'raw', text, type: 'application/json' }),
      ),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.string({ maxLength: 60 }),
          fc.constantFrom('text/plain', 'application/xml', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded', 'application/merge-patch+json', 'application/octet-stream', 'image/png'),
        )
        .map(([text, type]): Body => ({ kind: 'raw', text, type })),
    },
  );
}

function requestFor(method: string, path: string, op: Operation): fc.Arbitrary<InjectOptions> {
  const pathParams = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
  const queryParams = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  const pathValue = fc.oneof(fc.constantFrom('demo-bistro', 'demo-bakery', '1', '99999999999', 'adv-cafe-offert', 'demo-bistro-lyon'), nastyString);
  return fc
    .record({
      params: fc.tuple(...pathParams.map(() => pathValue)),
      query: fc.record(Object.fromEntries([...queryParams, 'zz_extra'].map((name) => [name, fc.oneof(nastyString, nastyNumber)])), { requiredKeys: [] }),
      body: method === 'GET' || method === 'DELETE' ? fc.constant<Body>({ kind: 'none' }) : bodyFor(op),
      auth: fc.constantFrom<'none' | 'admin' | 'customer' | 'garbage'>('none', 'admin', 'customer', 'garbage'),
    })
    .map(({ params, query, body, auth }) => {
      let url = path;
      pathParams.forEach((name, i) => {
        url = url.replace(`{${name}}`, encodeURIComponent(String(params[i])));
      });
      const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
      const headers: Record<string, string> = {};
      if (auth === 'admin') headers.authorization = `Bearer ${tokens[0]}`;
      if (auth === 'customer') headers.authorization = `Bearer ${tokens[1]}`;
      if (auth === 'garbage') headers.authorization = 'Bearer not.a.token';
      const options: InjectOptions = { method: method as InjectOptions['method'], url: search ? `${url}?${search}` : url, headers };
      if (body.kind === 'json') {
        headers['content-type'] = 'application/json';
        options.payload = JSON.stringify(body.value) ?? 'null';
      } else if (body.kind === 'raw') {
        headers['content-type'] = body.type;
        options.payload = body.text;
      }
      return options;
    });
}

function checkAnswer(res: Awaited<ReturnType<FastifyInstance['inject']>>, request: InjectOptions): void {
  const where = `${request.method} ${String(request.url).slice(0, 200)} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, where).toBeLessThan(500);
  if (res.statusCode >= 400) {
    expect(String(res.headers['content-type']), where).toMatch(/^application\/json/);
    const body = JSON.parse(res.body) as { status?: unknown; message?: unknown };
    expect(body.status, where).toBe(res.statusCode);
    expect(typeof body.message, where).toBe('string');
  }
}

describe('every operation of the OpenAPI document, fed bad input', () => {
  it('lists the operations it fuzzes', () => {
    expect(operations.length).toBeGreaterThan(30);
  });

  it(`answers no 5xx and JSON { status, message } for every 4xx (${RUNS} runs per operation)`, { timeout: 600_000 }, async () => {
    for (const { method, path, op } of operations) {
      await fc.assert(
        fc.asyncProperty(requestFor(method, path, op), async (request) => {
          checkAnswer(await app.inject(request), request);
        }),
        {
          numRuns: RUNS,
          ...(process.env.FUZZ_SEED ? { seed: Number(process.env.FUZZ_SEED) } : {}),
          // Counterexamples hold huge strings: report them shortened.
          reporter: (details) => {
            if (details.failed) throw new Error(short(fc.defaultReportMessage(details) ?? 'property failed'));
          },
        },
      );
    }
  });
});
