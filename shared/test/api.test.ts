// @vitest-environment node
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiError, createApiClient, joinUrl, rootOf, type ApiResult } from '@erep/shared/api';
import { getSession, logout, setAccessToken, setToken } from '@erep/shared/session';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let origin = '';
const seen: Seen[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const url = req.url ?? '';
      if (url.startsWith('/api/missing')) {
        res.writeHead(404, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ status: 404, message: 'not_found' }));
      } else if (url.startsWith('/api/revoked') || url.startsWith('/api/wrong-password')) {
        res.writeHead(401, { 'Content-Type': 'application/json' });
        const code = url.startsWith('/api/revoked') ? 'invalid_token' : 'bad_credentials';
        res.end(JSON.stringify({ status: 401, code, message: code }));
      } else if (url.startsWith('/api/crash')) {
        res.writeHead(500, { 'Content-Type': 'text/plain' });
        res.end('upstream exploded');
      } else if (url.startsWith('/api/empty')) {
        res.writeHead(204);
        res.end();
      } else {
        res.writeHead(url.startsWith('/api/created') ? 201 : 200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ echo: true, path: url }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  seen.length = 0;
});

const last = (): Seen => {
  const entry = seen[seen.length - 1];
  if (!entry) throw new Error('no request reached the server');
  return entry;
};

function client(session = { token: 'tok' as string | null, accessToken: null as string | null, useAccess: false }) {
  return createApiClient({ baseUrl: `${origin}/api`, getSession: () => session });
}

describe('api client', () => {
  it('sends the bearer token and JSON content type, with or without a leading slash', async () => {
    const api = client();
    const a = await api.get<{ path: string }>('establishments', { query: { page: 2, all: true, skip: undefined } });
    expect(a).toEqual({ ok: true, status: 200, data: { echo: true, path: '/api/establishments?page=2&all=true' } });
    expect(last().headers.authorization).toBe('Bearer tok');
    expect(last().headers['content-type']).toBe('application/json');
    await api.get('/establishments/3');
    expect(last().url).toBe('/api/establishments/3');
  });

  it('sends the access token when useAccess is set, and nothing without a token', async () => {
    await client({ token: 'tok', accessToken: 'acc', useAccess: true }).get('x');
    expect(last().headers.authorization).toBe('Bearer acc');
    await client({ token: null, accessToken: null, useAccess: false }).get('x');
    expect(last().headers.authorization).toBeUndefined();
  });

  it('posts JSON, puts, deletes and patches as merge-patch+json', async () => {
    const api = client();
    const created = await api.post('created', { name: 'Café' });
    expect(created.status).toBe(201);
    expect(last()).toMatchObject({ method: 'POST', body: '{"name":"Café"}' });
    await api.put('things/1', { a: 1 });
    expect(last()).toMatchObject({ method: 'PUT', url: '/api/things/1', body: '{"a":1}' });
    await api.patch('things/1', { a: 2 });
    expect(last()).toMatchObject({ method: 'PATCH', body: '{"a":2}' });
    expect(last().headers['content-type']).toBe('application/merge-patch+json');
    await api.delete('things/1');
    expect(last()).toMatchObject({ method: 'DELETE', url: '/api/things/1', body: '' });
    // No body: no JSON content type either (servers refuse an empty JSON body).
    expect(last().headers['content-type']).not.toBe('application/json');
  });

  it('posts raw bodies without the JSON content type, and multipart forms', async () => {
    const api = client();
    await api.postRaw('raw', 'plain text');
    expect(last().body).toBe('plain text');
    expect(last().headers['content-type']).not.toBe('application/json');
    const form = new FormData();
    form.append('name', 'logo');
    form.append('file', new Blob(['PNGDATA'], { type: 'image/png' }), 'logo.png');
    await api.postForm('upload', form);
    expect(last().headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(last().body).toContain('name="file"; filename="logo.png"');
    expect(last().body).toContain('PNGDATA');
    expect(last().headers.authorization).toBe('Bearer tok');
  });

  it('uses the root base for root calls', async () => {
    const result = await client().root.post('/erep/login', { email: 'a@b.c', password: 'x' });
    expect(result.ok).toBe(true);
    expect(last()).toMatchObject({ method: 'POST', url: '/erep/login' });
    expect(last().headers['content-type']).toBe('application/json');
  });

  it('reads a full URL with getUrl', async () => {
    await client().getUrl(`${origin}/api/full/path?x=1`);
    expect(last().url).toBe('/api/full/path?x=1');
  });

  it('passes status and body of failures to the callback, without rejecting', async () => {
    const callback = vi.fn<(r: ApiResult<unknown>) => void>();
    const result = await client().get('missing/1', { callback });
    expect(result).toEqual({ ok: false, status: 404, error: { status: 404, message: 'not_found' } });
    expect(callback).toHaveBeenCalledWith(result);
    expect(apiError(result)?.message).toBe('not_found');

    const crash = await client().post('crash', {});
    expect(crash).toEqual({ ok: false, status: 500, error: { status: 500, message: 'upstream exploded' } });
  });

  it('hands every success to the callback too, and handles empty bodies', async () => {
    const callback = vi.fn();
    const result = await client().delete('empty/1', { callback });
    expect(result).toEqual({ ok: true, status: 204, data: null });
    expect(callback).toHaveBeenCalledWith(result);
  });

  it('reports a network failure as status 0', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const callback = vi.fn();
    const api = createApiClient({ baseUrl: `http://127.0.0.1:${port}/api`, getSession: () => ({ token: null, accessToken: null, useAccess: false }) });
    const result = await api.get('anything', { callback });
    expect(result).toEqual({ ok: false, status: 0, error: { status: 0, message: 'network_error' } });
    expect(callback).toHaveBeenCalledWith(result);
  });

  it('reads the tokens from the session store by default', async () => {
    const api = createApiClient({ baseUrl: `${origin}/api` });
    setToken('from-session');
    await api.get('x');
    expect(last().headers.authorization).toBe('Bearer from-session');
    setAccessToken('access-from-session');
    await api.get('x');
    expect(last().headers.authorization).toBe('Bearer access-from-session');
    setAccessToken(null);
    logout();
    await api.get('x');
    expect(last().headers.authorization).toBeUndefined();
  });

  it('ends the session when the server refuses its token, not on another 401', async () => {
    const api = createApiClient({ baseUrl: `${origin}/api` });
    setToken('revoked-elsewhere');
    await api.post('wrong-password', {});
    expect(getSession().token).toBe('revoked-elsewhere');
    await api.get('revoked');
    expect(getSession().token).toBeNull();
    await api.get('revoked');
    expect(getSession().token).toBeNull();
  });

  it('survives a throwing callback', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await client().get('x', {
      callback: () => {
        throw new Error('boom');
      },
    });
    expect(result.ok).toBe(true);
    expect(error).toHaveBeenCalled();
  });
});

describe('url helpers', () => {
  it('derive the root base and join paths', () => {
    expect(rootOf('/api')).toBe('');
    expect(rootOf('https://h.example/api/')).toBe('https://h.example');
    expect(joinUrl('/api/', '/a/b', { q: 'x y' })).toBe('/api/a/b?q=x+y');
    expect(joinUrl('/api', 'a?b=1', { c: 2 })).toBe('/api/a?b=1&c=2');
  });
});
