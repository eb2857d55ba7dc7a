import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { REMOTE_PACKAGES } from '@erep/shared/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const HASHED_FILE = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpe?g)$/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';
/** Paths that never fall back to the single-page app. */
const RESERVED_PREFIXES = ['/api', '/erep', '/remotes', '/releases'];

/** Content-hashed names can be cached forever; entry points must be revalidated on every load. */
export function cacheControlFor(filePath: string): string {
  return HASHED_FILE.test(basename(filePath)) ? IMMUTABLE : NO_CACHE;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function isReservedPath(pathname: string): boolean {
  return RESERVED_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

export interface StaticOptions {
  root: string;
  /** Published remote releases, default `<root>/releases`. */
  releasesDir?: string;
  partnerCode: string;
}

export interface StaticSite {
  /** Sends the shell's index.html with the partner code filled in; false when it is not built. */
  sendIndex(reply: FastifyReply): Promise<boolean>;
  /** Whether a not-found request should get the single-page app. */
  wantsSpa(request: FastifyRequest): boolean;
}

/** Serves `shell/dist` at `/` and each remote's `dist` at `/remotes/<pkg>/` from one origin. */
export async function registerStatic(app: FastifyInstance, options: StaticOptions): Promise<StaticSite> {
  const shellDist = join(options.root, 'shell', 'dist');
  const common = {
    decorateReply: false,
    cacheControl: false,
    index: false as const,
    dotfiles: 'ignore' as const,
    // Missing builds are reported once below, not once per folder.
    suppressWarning: true,
    setHeaders: (reply: FastifyReply, filePath: string) => {
      reply.header('cache-control', cacheControlFor(filePath));
    },
  };

  await app.register(fastifyStatic, { ...common, root: shellDist, prefix: '/' });
  for (const pkg of REMOTE_PACKAGES) {
    await app.register(fastifyStatic, { ...common, root: join(options.root, pkg, 'dist'), prefix: `/remotes/${pkg}/` });
  }
  // Published releases are immutable folders; their entry files still revalidate like any entry.
  await app.register(fastifyStatic, { ...common, root: options.releasesDir ?? join(options.root, 'releases'), prefix: '/releases/' });
  const missing = ['shell', ...REMOTE_PACKAGES].filter((pkg) => !existsSync(join(options.root, pkg, 'dist')));
  if (missing.length > 0) app.log.info({ missing }, 'front-end builds not found; run the build to serve them');

  const partnerCode = escapeHtml(options.partnerCode);
  const site: StaticSite = {
    async sendIndex(reply) {
      let html: string;
      try {
        html = await readFile(join(shellDist, 'index.html'), 'utf8');
      } catch {
        return false;
      }
      await reply
        .code(200)
        .header('cache-control', NO_CACHE)
        .type('text/html; charset=utf-8')
        .send(html.replaceAll('%PARTNER_CODE%', partnerCode));
      return true;
    },
    wantsSpa(request) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const pathname = request.url.split('?')[0] ?? '/';
      if (isReservedPath(pathname)) return false;
      return (request.headers.accept ?? '').includes('text/html');
    },
  };

  // The placeholder must be filled in, so index.html never comes straight from disk.
  for (const url of ['/', '/index.html']) {
    app.get(url, { schema: { hide: true } }, async (_request, reply) => {
      if (!(await site.sendIndex(reply))) return reply.callNotFound();
      return reply;
    });
  }
  return site;
}
