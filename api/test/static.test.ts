import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Db } from '../src/db/client';
import { partnerDomains, partners } from '../src/db/schema';
import { cacheControlFor, encodeHtml, IMMUTABLE, NO_CACHE, preferredEncoding } from '../src/http/static';
import { createTestDb, TEST_JWT_SECRET } from './helpers';

let root: string;
let db: Db;
let app: FastifyInstance;
let nordicApp: FastifyInstance;

const INDEX = '<!doctype html><html><head><meta name="partner-code" content="%PARTNER_CODE%"><meta name="partner-switch" content="%PARTNER_SWITCH%"></head><body><div id="root"></div></body></html>';
const SHELL_JS = 'console.log("shell");'.repeat(20);
const FILES: Record<string, string | Buffer> = {
  'shell/dist/index.html': INDEX,
  'shell/dist/main.0a1b2c3d4e.js': 'console.log("shell")',
  'shell/dist/styles.deadbeef.css': 'body{}',
  'shell/dist/favicon.svg': '<svg/>',
  'mf-erep/dist/remoteEntry.js': 'var mf_erep;',
  'mf-erep/dist/mf-manifest.json': '{}',
  'mf-erep/dist/412.c0ffee12.js': 'chunk',
  'mf-auth/dist/remoteEntry.js': 'var mf_auth;',
  // Compressed copies as the build writes them.
  'shell/dist/app.0a1b2c3d4e.js': SHELL_JS,
  'shell/dist/app.0a1b2c3d4e.js.br': brotliCompressSync(SHELL_JS),
  'shell/dist/app.0a1b2c3d4e.js.gz': gzipSync(SHELL_JS),
  'mf-auth/dist/mf-manifest.json': '{"name":"mf_auth"}',
  'mf-auth/dist/mf-manifest.json.br': brotliCompressSync('{"name":"mf_auth"}'),
  'mf-auth/dist/mf-manifest.json.gz': gzipSync('{"name":"mf_auth"}'),
  'releases/mf-erep/1.0.0/remoteEntry.js': 'var mf_erep_release;',
  'releases/mf-erep/1.0.0/remoteEntry.js.br': brotliCompressSync('var mf_erep_release;'),
};

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'erep-static-'));
  for (const [path, content] of Object.entries(FILES)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), content);
  }
  // A file edited after the build: its compressed copies are older and hold the old bytes.
  await writeFile(join(root, 'shell/dist/edited.0a1b2c3d4e.js'), 'var edited = "new";');
  for (const [suffix, body] of [['.br', brotliCompressSync('var edited = "old";')], ['.gz', gzipSync('var edited = "old";')]] as const) {
    await writeFile(join(root, `shell/dist/edited.0a1b2c3d4e.js${suffix}`), body);
    const past = new Date(Date.now() - 60_000);
    await utimes(join(root, `shell/dist/edited.0a1b2c3d4e.js${suffix}`), past, past);
  }
  ({ db } = await createTestDb());
  app = await buildApp({ db, jwtSecret: TEST_JWT_SECRET, logger: false, staticRoot: root, closeDbOnClose: false });
  nordicApp = await buildApp({ db, jwtSecret: TEST_JWT_SECRET, logger: false, staticRoot: root, partnerCode: 'nordic', closeDbOnClose: false });
});
afterAll(async () => {
  await app.close();
  await nordicApp.close();
  await db.close();
  await rm(root, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('static front-ends', () => {
  it('serves the shell index with the partner code filled in, never cached', async () => {
    for (const url of ['/', '/index.html']) {
      const res = await app.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe(NO_CACHE);
      expect(res.body).toContain('<meta name="partner-code" content="demo">');
      expect(res.body).not.toContain('%PARTNER_CODE%');
    }
    const nordic = await nordicApp.inject({ url: '/', headers: html });
    expect(nordic.body).toContain('content="nordic"');
  });

  it('dresses the page in the brand of the partner that owns the host name, else the default one', async () => {
    const [nordic] = await db.orm.select({ id: partners.id }).from(partners).where(eq(partners.code, 'nordic'));
    await db.orm.insert(partnerDomains).values({ host: 'avis.nordic.example', partnerId: nordic?.id ?? 0 });
    const own = await app.inject({ url: '/some/page', headers: { ...html, host: 'Avis.Nordic.Example:443' } });
    expect(own.body).toContain('<meta name="partner-code" content="nordic">');
    const other = await app.inject({ url: '/', headers: { ...html, host: 'elsewhere.example' } });
    expect(other.body).toContain('<meta name="partner-code" content="demo">');
    // Outside demo mode the page turns the ?partner= switch off; the demo turns it on.
    expect(own.body).toContain('<meta name="partner-switch" content="off">');
    const demo = await buildApp({ db, jwtSecret: TEST_JWT_SECRET, logger: false, staticRoot: root, closeDbOnClose: false, demo: true });
    try {
      expect((await demo.inject({ url: '/', headers: html })).body).toContain('<meta name="partner-switch" content="on">');
    } finally {
      await demo.close();
    }
  });

  it('caches hashed files forever and revalidates the rest', async () => {
    const js = await app.inject('/main.0a1b2c3d4e.js');
    expect(js.statusCode).toBe(200);
    expect(js.headers['cache-control']).toBe(IMMUTABLE);
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect((await app.inject('/styles.deadbeef.css')).headers['cache-control']).toBe(IMMUTABLE);
    expect((await app.inject('/favicon.svg')).headers['cache-control']).toBe(NO_CACHE);
  });

  it('sends document-only headers with pages, not with scripts', async () => {
    const page = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    for (const url of ['/main.0a1b2c3d4e.js', '/remotes/mf-erep/remoteEntry.js', '/app.0a1b2c3d4e.js']) {
      const js = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(js.statusCode).toBe(200);
      expect(js.headers['x-content-type-options']).toBe('nosniff');
      expect(js.headers['cross-origin-resource-policy']).toBe('same-origin');
      for (const name of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'referrer-policy', 'x-xss-protection']) {
        expect(js.headers[name], `${url} ${name}`).toBeUndefined();
      }
    }
    expect((await app.inject('/remotes/mf-auth/mf-manifest.json')).headers['content-security-policy']).toBeDefined();
  });

  it('serves each remote under /remotes/<pkg>/', async () => {
    const entry = await app.inject('/remotes/mf-erep/remoteEntry.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe('var mf_erep;');
    expect(entry.headers['cache-control']).toBe(NO_CACHE);
    expect((await app.inject('/remotes/mf-erep/mf-manifest.json')).headers['cache-control']).toBe(NO_CACHE);
    expect((await app.inject('/remotes/mf-erep/412.c0ffee12.js')).headers['cache-control']).toBe(IMMUTABLE);
    expect((await app.inject('/remotes/mf-auth/remoteEntry.js')).body).toBe('var mf_auth;');
  });

  it('answers a missing remote file with 404, not the app page', async () => {
    for (const url of ['/remotes/mf-erep/missing.js', '/remotes/mf-leadgen/remoteEntry.js', '/remotes/unknown/remoteEntry.js']) {
      const res = await app.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ status: 404 });
    }
  });

  it('falls back to the app page for client routes that accept html', async () => {
    const res = await app.inject({ url: '/home/erep/customer/demo-bistro?x=1', headers: html });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(NO_CACHE);
    expect(res.body).toContain('content="demo"');
  });

  it('does not fall back for API paths, other methods or non-html requests', async () => {
    const api = await app.inject({ url: '/api/unknown', headers: html });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ status: 404 });
    expect((await app.inject({ url: '/erep/unknown', headers: html })).statusCode).toBe(404);
    expect((await app.inject({ url: '/missing.js', headers: { accept: '*/*' } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/home', headers: html })).statusCode).toBe(404);
  });

  it('does not serve files outside the build folders', async () => {
    // Sentinels beside and above the build folders: any answer holding them is a way out.
    const sentinel = 'SENTINEL-7f3a9c-outside-the-build';
    await writeFile(join(root, 'secret.txt'), sentinel);
    await writeFile(join(root, 'shell', 'secret.txt'), sentinel);
    await writeFile(join(dirname(root), `${basename(root)}-secret.txt`), sentinel);
    const outside = `${basename(root)}-secret.txt`;
    const urls = [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/%2e%2e%2fsecret.txt',
      `/../../${outside}`,
      `/%2e%2e/%2e%2e/${outside}`,
      '/remotes/mf-erep/../../secret.txt',
      '/remotes/mf-erep/..%2f..%2fsecret.txt',
      '/remotes/mf-erep/%2e%2e/%2e%2e/secret.txt',
      '/remotes/mf-erep/..%5c..%5csecret.txt',
      '/releases/../secret.txt',
      '/releases/mf-erep/..%2f..%2f..%2fsecret.txt',
      '/releases/mf-erep/1.0.0/%2e%2e/%2e%2e/%2e%2e/secret.txt',
      '/../package.json',
      '/remotes/mf-erep/../../shell/dist/index.html',
    ];
    for (const url of urls) {
      const res = await app.inject({ url, headers: { accept: '*/*' } });
      expect(res.body, url).not.toContain(sentinel);
      expect(res.body, url).not.toContain('%PARTNER_CODE%');
      // Refused outright, never an answer that happens to hold something else.
      expect([400, 403, 404], `${url} -> ${res.statusCode}`).toContain(res.statusCode);
    }
    await rm(join(dirname(root), outside), { force: true });
  });

  it('sends the compressed copy the browser accepts, with content-encoding and vary', async () => {
    const br = await app.inject({ url: '/app.0a1b2c3d4e.js', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SHELL_JS);
    expect(br.rawPayload.length).toBeLessThan(SHELL_JS.length);

    const gz = await app.inject({ url: '/app.0a1b2c3d4e.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SHELL_JS);

    const manifest = await app.inject({ url: '/remotes/mf-auth/mf-manifest.json', headers: { 'accept-encoding': 'br' } });
    expect(manifest.headers['content-encoding']).toBe('br');
    expect(manifest.headers['content-type']).toMatch(/json/);
    expect(manifest.headers['cache-control']).toBe(NO_CACHE);

    const release = await app.inject({ url: '/releases/mf-erep/1.0.0/remoteEntry.js', headers: { 'accept-encoding': 'br' } });
    expect(release.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(release.rawPayload).toString()).toBe('var mf_erep_release;');
  });

  it('sends the file itself when no encoding is accepted or no copy exists', async () => {
    const plain = await app.inject('/app.0a1b2c3d4e.js');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SHELL_JS);
    const refused = await app.inject({ url: '/app.0a1b2c3d4e.js', headers: { 'accept-encoding': 'br;q=0, identity' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(SHELL_JS);
    const noCopy = await app.inject({ url: '/remotes/mf-auth/remoteEntry.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(noCopy.headers['content-encoding']).toBeUndefined();
    expect(noCopy.body).toBe('var mf_auth;');
  });

  it('never sends a compressed copy older than its file', async () => {
    const res = await app.inject({ url: '/edited.0a1b2c3d4e.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('var edited = "new";');
  });

  it('compresses the app page, partner code filled in', async () => {
    const res = await app.inject({ url: '/home/erep', headers: { ...html, 'accept-encoding': 'gzip, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe(NO_CACHE);
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('content="demo"');
    const nordic = await nordicApp.inject({ url: '/', headers: { ...html, 'accept-encoding': 'gzip' } });
    expect(nordic.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(nordic.rawPayload).toString()).toContain('content="nordic"');
  });

  it('still answers the API next to the files', async () => {
    expect((await app.inject('/api/health')).statusCode).toBe(200);
  });
});

describe('cacheControlFor', () => {
  it('recognises content-hashed names only', () => {
    expect(cacheControlFor('/x/main.0123abcd.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('font.0123456789abcdef.woff2')).toBe(IMMUTABLE);
    expect(cacheControlFor('logo.abcdef01.jpeg')).toBe(IMMUTABLE);
    expect(cacheControlFor('remoteEntry.js')).toBe(NO_CACHE);
    expect(cacheControlFor('main.0123abc.js')).toBe(NO_CACHE);
    expect(cacheControlFor('index.html')).toBe(NO_CACHE);
    expect(cacheControlFor('data.0123abcd.json')).toBe(NO_CACHE);
    expect(cacheControlFor('/x/main.0123abcd.js.br')).toBe(IMMUTABLE);
    expect(cacheControlFor('main.0123abcd.js.gz')).toBe(IMMUTABLE);
    expect(cacheControlFor('remoteEntry.js.br')).toBe(NO_CACHE);
  });
});

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding(['gzip', 'br'])).toBe('br');
  });
});

describe('encodeHtml', () => {
  it('compresses a rendered page for the browser that accepts it', async () => {
    const page = `<!doctype html><html><body>${'<p>Merci pour votre avis</p>'.repeat(100)}</body></html>`;
    const server = Fastify();
    server.get('/page', async (_request, reply) => reply.type('text/html; charset=utf-8').send(encodeHtml(reply, page)));
    server.get('/small', async (_request, reply) => reply.type('text/html; charset=utf-8').send(encodeHtml(reply, '<p>ok</p>')));
    try {
      const br = await server.inject({ url: '/page', headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.headers['content-type']).toMatch(/text\/html/);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(page);
      const gz = await server.inject({ url: '/page', headers: { 'accept-encoding': 'gzip' } });
      expect(gunzipSync(gz.rawPayload).toString()).toBe(page);
      const plain = await server.inject('/page');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      expect(plain.body).toBe(page);
      const small = await server.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(small.body).toBe('<p>ok</p>');
    } finally {
      await server.close();
    }
  });
});
