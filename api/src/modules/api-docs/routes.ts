import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';

const require = createRequire(import.meta.url);
/** Redoc's self-contained bundle, served from the installed package: no CDN. */
const REDOC_BUNDLE = require.resolve('redoc/bundles/redoc.standalone.js');
const BUNDLE_URL = '/api/docs/redoc.standalone.js';

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>erep API reference</title>
</head>
<body>
<redoc spec-url="/api/openapi.json" hide-download-button="false" path-in-middle-panel="true"></redoc>
<script src="${BUNDLE_URL}"></script>
</body>
</html>
`;

/**
 * The human reference of the API at `/api/docs`: Redoc reading `/api/openapi.json`. An HTML page and a
 * static script, so neither is an operation of the document.
 */
export async function apiDocsModule(app: FastifyInstance): Promise<void> {
  app.get('/api/docs', { schema: { hide: true } }, async (_request, reply) => {
    // Redoc indexes the document for its search in a worker it starts from a blob.
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string') reply.header('content-security-policy', `${policy};worker-src 'self' blob:`);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(PAGE);
  });

  app.get(BUNDLE_URL, { schema: { hide: true } }, async (_request, reply) => {
    const { size } = await stat(REDOC_BUNDLE);
    // Changes only with the installed package: an hour in caches is harmless.
    return reply
      .header('cache-control', 'public, max-age=3600')
      .header('content-length', size)
      .type('text/javascript; charset=utf-8')
      .send(createReadStream(REDOC_BUNDLE));
  });
}
