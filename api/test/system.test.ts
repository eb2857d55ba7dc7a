import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { createTestApp } from './helpers';

let app: FastifyInstance;
let db: Db;

beforeAll(async () => {
  ({ app, db } = await createTestApp());
});
afterAll(async () => {
  await app.close();
});

describe('GET /api/health', () => {
  it('reports ok and the database kind', async () => {
    const res = await app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: db.kind });
  });
});

describe('request id', () => {
  it('generates one when absent', async () => {
    const res = await app.inject('/api/health');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('echoes a caller-provided id', async () => {
    const res = await app.inject({ url: '/api/health', headers: { 'x-request-id': 'trace-abc.123' } });
    expect(res.headers['x-request-id']).toBe('trace-abc.123');
  });

  it('replaces an unsafe id', async () => {
    const res = await app.inject({ url: '/api/health', headers: { 'x-request-id': 'bad id\twith spaces' } });
    expect(res.headers['x-request-id']).not.toBe('bad id\twith spaces');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is also on error responses', async () => {
    const res = await app.inject({ url: '/api/nope', headers: { 'x-request-id': 'err-1' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-request-id']).toBe('err-1');
  });
});

describe('errors', () => {
  it('answers unknown /api routes with JSON 404', async () => {
    const res = await app.inject({ url: '/api/does-not-exist', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ status: 404, code: 'not_found', message: 'Route GET /api/does-not-exist not found' });
  });

  it('answers unknown /erep routes and wrong methods with JSON 404', async () => {
    expect((await app.inject('/erep/other')).json()).toMatchObject({ status: 404 });
    expect((await app.inject({ method: 'DELETE', url: '/api/health' })).statusCode).toBe(404);
  });

  it('turns malformed JSON into a 400 with a reason', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { status: number; message: string };
    expect(body.status).toBe(400);
    expect(body.message).toMatch(/JSON/i);
  });

  it('turns an unsupported content type into a 415', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ status: 415 });
  });
});

describe('GET /api/docs', () => {
  it('is a reference page loading Redoc from this server, allowed by the page policy', async () => {
    const page = await app.inject('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<redoc spec-url="/api/openapi.json"');
    const scripts = [...page.body.matchAll(/<script[^>]*src="([^"]+)"/g)].map((match) => match[1]);
    // Same origin only: nothing from a CDN.
    expect(scripts).toEqual(['/api/docs/redoc.standalone.js']);
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toMatch(/script-src 'self'/);
    expect(policy).toMatch(/worker-src 'self' blob:/);
    const bundle = await app.inject(scripts[0] as string);
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toMatch(/^text\/javascript/);
    expect(bundle.body.length).toBeGreaterThan(500_000);
    expect(bundle.body).toContain('Redoc');
  });
});

describe('GET /api/openapi.json', () => {
  it('documents the routes from the valibot schemas', async () => {
    const res = await app.inject('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      openapi: string;
      components: { schemas: Record<string, { properties: Record<string, unknown>; required: string[] }> };
      paths: Record<string, Record<string, { parameters?: { name: string; in: string; required?: boolean }[]; requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown>; required: string[] } }> }; responses: Record<string, unknown> }>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    for (const path of [
      '/api/health',
      '/api/partner/info',
      '/api/customer/logo',
      '/api/customer/theme',
      '/api/plan/list',
      '/api/public/establishment/url',
      '/api/login',
      '/erep/login',
      '/api/me',
      '/api/customer/{customerTag}/establishments/all',
      '/api/mf/manifest',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    const partnerInfo = doc.paths['/api/partner/info']?.get;
    expect(partnerInfo?.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'code', in: 'query', required: true })]));
    const login = doc.paths['/api/login']?.post;
    // The body is the shared login schema, a reusable component.
    const bodyRef = login?.requestBody?.content['application/json']?.schema as { $ref?: string } | undefined;
    expect(bodyRef?.$ref).toBe('#/components/schemas/Login');
    const bodySchema = doc.components.schemas.Login;
    expect(Object.keys(bodySchema?.properties ?? {})).toEqual(['email', 'password']);
    expect(bodySchema?.required).toEqual(['email', 'password']);
    expect(login?.responses).toHaveProperty('200');
    const establishments = doc.paths['/api/customer/{customerTag}/establishments/all']?.get;
    expect(establishments?.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'customerTag', in: 'path' })]));
  });
});
