import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { basename, join, resolve, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { REMOTE_PACKAGES } from '@erep/shared/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../lib/html';

const HASHED_FILE = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpe?g)$/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';
/** Paths that never fall back to the single-page app. */
const RESERVED_PREFIXES = ['/api', '/erep', '/remotes', '/releases'];

/** The build's compressed copies (`x.js.br`, `x.js.gz`) are served in place of `x.js`. */
const COMPRESSED_COPY = /\.(br|gz)$/;

/** Content-hashed names can be cached forever; entry points must be revalidated on every load. */
export function cacheControlFor(filePath: string): string {
  return HASHED_FILE.test(basename(filePath).replace(COMPRESSED_COPY, '')) ? IMMUTABLE : NO_CACHE;
}

export type ContentEncoding = 'br' | 'gzip' | null;

/** The encoding to answer with: brotli if accepted, else gzip, else none (`q=0` refuses one). */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): ContentEncoding {
  const header = (Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '')).toLowerCase();
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}


/**
 * A page rendered per request, compressed for the browser that accepts it. Brotli at level 5 takes
 * well under a millisecond for a page and keeps a QR landing page inside the first round trip.
 */
export function encodeHtml(reply: FastifyReply, html: string): string | Buffer {
  reply.header('vary', 'accept-encoding');
  const encoding = preferredEncoding(reply.request.headers['accept-encoding']);
  if (!encoding || html.length < 1024) return html;
  reply.header('content-encoding', encoding);
  return encoding === 'br'
    ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } })
    : gzipSync(html, { level: 6 });
}

const COPIES = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;
/** Build writes land within milliseconds of each other; an edit made later shows as a newer file. */
const STALE_AFTER_MS = 1000;

/**
 * A compressed copy older than its file (the file was edited after the build or the publish) no
 * longer has the same bytes: the browser then gets the file itself, never outdated content.
 */
async function ignoreStaleCopies(request: FastifyRequest, root: string, prefix: string): Promise<void> {
  if (!preferredEncoding(request.headers['accept-encoding'])) return;
  const pathname = request.url.split('?')[0] ?? '';
  if (!pathname.startsWith(prefix)) return;
  let file: string;
  try {
    file = resolve(root, decodeURIComponent(pathname.slice(prefix.length)));
  } catch {
    return;
  }
  if (!file.startsWith(resolve(root) + sep)) return;
  const source = await stat(file).catch(() => null);
  if (!source?.isFile()) return;
  const stale = new Set<string>();
  for (const [encoding, suffix] of COPIES) {
    const copy = await stat(`${file}${suffix}`).catch(() => null);
    if (copy && copy.mtimeMs + STALE_AFTER_MS < source.mtimeMs) stale.add(encoding);
  }
  if (stale.size === 0) return;
  const header = request.headers['accept-encoding'];
  const kept = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .filter((part) => !stale.has(part.split(';')[0]?.trim().toLowerCase() ?? ''));
  request.headers['accept-encoding'] = kept.join(',') || 'identity';
}

export function isReservedPath(pathname: string): boolean {
  return RESERVED_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

export interface StaticOptions {
  root: string;
  /** Published remote releases, default `<root>/releases`. */
  releasesDir?: string;
  /** The partner whose brand a request's host name wears (its domains, else the default partner). */
  partnerFor: (host: string) => Promise<string>;
  /** Demo mode: the page lets `?partner=` switch brands; never in production. */
  partnerSwitch?: boolean;
}

export interface StaticSite {
  /** Sends the shell's index.html with the request's partner code filled in; false when it is not built. */
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
    // The build writes .br and .gz beside each text file; the plugin picks one from accept-encoding
    // and sets content-encoding and vary.
    preCompressed: true,
    setHeaders: (reply: FastifyReply, filePath: string) => {
      reply.header('cache-control', cacheControlFor(filePath));
    },
  };

  const serve = (root: string, prefix: string) =>
    app.register(async (scope) => {
      scope.addHook('onRequest', async (request) => ignoreStaleCopies(request, root, prefix));
      await scope.register(fastifyStatic, { ...common, root, prefix });
    });
  await serve(shellDist, '/');
  for (const pkg of REMOTE_PACKAGES) await serve(join(options.root, pkg, 'dist'), `/remotes/${pkg}/`);
  // Published releases are immutable folders; their entry files still revalidate like any entry.
  await serve(options.releasesDir ?? join(options.root, 'releases'), '/releases/');
  const missing = ['shell', ...REMOTE_PACKAGES].filter((pkg) => !existsSync(join(options.root, pkg, 'dist')));
  if (missing.length > 0) app.log.info({ missing }, 'front-end builds not found; run the build to serve them');

  const partnerSwitch = options.partnerSwitch ? 'on' : 'off';
  // The page changes only with a build and a partner: compress it once per content, not per request.
  const compressed = new Map<string, { source: string; br: Buffer; gzip: Buffer }>();
  const site: StaticSite = {
    async sendIndex(reply) {
      let html: string;
      try {
        const partnerCode = escapeHtml(await options.partnerFor(reply.request.host));
        html = (await readFile(join(shellDist, 'index.html'), 'utf8'))
          .replaceAll('%PARTNER_CODE%', partnerCode)
          .replaceAll('%PARTNER_SWITCH%', partnerSwitch);
      } catch {
        return false;
      }
      reply.code(200).header('cache-control', NO_CACHE).header('vary', 'accept-encoding').type('text/html; charset=utf-8');
      const encoding = preferredEncoding(reply.request.headers['accept-encoding']);
      if (!encoding) {
        await reply.send(html);
        return true;
      }
      let copy = compressed.get(html);
      if (!copy) {
        copy = {
          source: html,
          br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          gzip: gzipSync(html, { level: 9 }),
        };
        // One page per partner; a rebuild replaces them all.
        if (compressed.size >= 200) compressed.clear();
        compressed.set(html, copy);
      }
      await reply.header('content-encoding', encoding).send(copy[encoding]);
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
