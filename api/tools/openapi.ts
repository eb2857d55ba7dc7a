// Writes the OpenAPI document without a server or a database file: the app is built in process on an
// empty embedded database (registering routes reads nothing) and asked for its document.
// `npm run lint:openapi` in api/ then lints it (scripts/test.mjs runs it in `npm test`).
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { buildApp } from '../src/app';
import { openPglite } from '../src/db/client';

const out = resolve(process.argv[2] ?? 'dist/openapi.json');
const db = await openPglite({});
const app = await buildApp({
  db,
  jwtSecret: 'document-only-secret-never-signs-anything-0123456789',
  logger: false,
  staticRoot: null,
  // Every optional module on, so that the document lists every operation an instance may serve.
  demo: true,
  operatorToken: 'document-only',
  // Stripe settings only register its webhook route: nothing calls Stripe while the document is built.
  authFlows: { publicUrl: process.env.PUBLIC_URL ?? 'http://localhost:8080', stripe: { secretKey: 'sk_document_only', publishableKey: 'pk_document_only', webhookSecret: 'whsec_document_only' } },
});
await app.ready();
const document = app.swagger();
await app.close();
await mkdir(dirname(out), { recursive: true });
await writeFile(out, `${JSON.stringify(document, null, 2)}\n`);
const operations = Object.values(document.paths ?? {}).reduce((sum, item) => sum + Object.keys(item ?? {}).length, 0);
process.stdout.write(`${operations} operations written to ${out}\n`);
