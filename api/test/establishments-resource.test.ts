import type { Establishment, ResourcePage } from '@erep/shared/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { establishments } from '../src/db/schema';
import { DEMO_USERS } from '../src/seed/index';
import { bearer, createTestApp, tokenFor } from './helpers';

let app: FastifyInstance;
let db: Db;
let bakeryId: number;
let lyonId: number;

beforeAll(async () => {
  ({ app, db } = await createTestApp());
  const idOf = async (tag: string) => (await db.orm.select({ id: establishments.id }).from(establishments).where(eq(establishments.tag, tag)))[0]?.id ?? 0;
  bakeryId = await idOf('demo-bakery-camden');
  lyonId = await idOf('demo-bistro-lyon');
});
afterAll(async () => {
  await app.close();
});

const BASE = '/api/customer/demo-bistro/establishments';
const MERGE = { 'content-type': 'application/merge-patch+json' };

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  options: { email?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...bearer(await tokenFor(app, options.email ?? DEMO_USERS.customer)) };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  Object.assign(headers, options.headers);
  const payload = options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  const res = await app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  return { status: res.statusCode, headers: res.headers, body: res.body ? (res.json() as unknown) : null };
}
const list = async (query = '', email?: string) => {
  const res = await call('GET', `${BASE}${query}`, email ? { email } : {});
  return { status: res.status, page: res.body as ResourcePage<Establishment> };
};
const names = (page: ResourcePage<Establishment>) => page.data.map((e) => e.name);

describe('establishments as a generic resource', () => {
  const created: number[] = [];

  beforeAll(async () => {
    for (const body of [
      { name: 'Zed Bar', city: 'Zurich', country: 'CH' },
      { name: 'Alpha Kitchen', city: 'Annecy', phone: '+33 4 50 00 00 00' },
      { name: 'Mid Street Diner', city: 'Marseille', external_url: 'https://diner.example' },
    ]) {
      const res = await call('POST', BASE, { body });
      expect(res.status).toBe(201);
      const { data } = res.body as { data: Establishment };
      expect(data).toMatchObject({ ...('city' in body ? { city: body.city } : {}), customer: 'demo-bistro' });
      expect(data.tag).toMatch(/^[a-z0-9-]+-[0-9a-f]{6}$/);
      created.push(data.id);
    }
  });

  it('pages with a total, sorted by name by default', async () => {
    const all = await list();
    expect(all.status).toBe(200);
    expect(all.page).toMatchObject({ total: 5, page: 1, per_page: 20 });
    expect(names(all.page)).toEqual(['Alpha Kitchen', 'Le Petit Bistro – Croix-Rousse', 'Le Petit Bistro – Lyon Centre', 'Mid Street Diner', 'Zed Bar']);
    const second = await list('?per_page=2&page=2');
    expect(second.page).toMatchObject({ total: 5, page: 2, per_page: 2 });
    expect(names(second.page)).toEqual(['Le Petit Bistro – Lyon Centre', 'Mid Street Diner']);
    const last = await list('?per_page=2&page=3');
    expect(names(last.page)).toEqual(['Zed Bar']);
    expect((await list('?per_page=2&page=4')).page).toMatchObject({ data: [], total: 5 });
  });

  it('sorts by city and by creation, either way', async () => {
    expect((await list('?sort=city')).page.data.map((e) => e.city)).toEqual(['Annecy', 'Lyon', 'Lyon', 'Marseille', 'Zurich']);
    expect((await list('?sort=city&order=desc')).page.data.map((e) => e.city)).toEqual(['Zurich', 'Marseille', 'Lyon', 'Lyon', 'Annecy']);
    const byCreation = await list('?sort=created&order=desc&per_page=3');
    expect(byCreation.page.data.map((e) => e.id)).toEqual([...created].reverse());
  });

  it('searches name and city, case-insensitively, wildcards taken literally', async () => {
    const lyon = await list('?q=LYON');
    expect(lyon.page.total).toBe(2);
    expect(names(lyon.page)).toEqual(['Le Petit Bistro – Croix-Rousse', 'Le Petit Bistro – Lyon Centre']);
    expect(names((await list('?q=street')).page)).toEqual(['Mid Street Diner']);
    expect((await list('?q=%25')).page.total).toBe(0);
    expect((await list('?q=_')).page.total).toBe(0);
  });

  it('refuses bad list queries with field errors, and pages past the 10,000-item cap', async () => {
    const bad = await call('GET', `${BASE}?per_page=101&sort=rating&order=up`);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: { per_page: ['per_page'], sort: ['sort'], order: ['order'] } });
    const capped = await call('GET', `${BASE}?per_page=100&page=101`);
    expect(capped.status).toBe(400);
    expect(capped.body).toMatchObject({ errors: { page: ['max_items'] } });
    expect((await list('?per_page=100&page=100')).status).toBe(200);
  });

  it('reads, replaces and deletes one by id', async () => {
    const id = created[0];
    const one = await call('GET', `${BASE}/${id}`);
    expect(one.body).toMatchObject({ data: { id, name: 'Zed Bar', country: 'CH' } });
    const put = await call('PUT', `${BASE}/${id}`, { body: { name: 'Zed Bar & Grill', city: 'Zurich', tag: 'ignored', id: 999 } });
    expect(put.status).toBe(200);
    const after = (put.body as { data: Establishment }).data;
    expect(after).toMatchObject({ id, name: 'Zed Bar & Grill', city: 'Zurich', country: null, tag: (one.body as { data: Establishment }).data.tag });
    expect((await call('DELETE', `${BASE}/${id}`)).status).toBe(204);
    expect((await call('GET', `${BASE}/${id}`)).status).toBe(404);
    expect((await call('DELETE', `${BASE}/${id}`)).status).toBe(404);
  });

  it('patches with JSON merge patch only: null clears, other members stay', async () => {
    const id = created[1];
    const plain = await call('PATCH', `${BASE}/${id}`, { body: { city: 'Grenoble' } });
    expect(plain.status).toBe(415);
    expect(plain.headers['accept-patch']).toBe('application/merge-patch+json');
    const patched = await call('PATCH', `${BASE}/${id}`, { body: { city: 'Grenoble', phone: null }, headers: MERGE });
    expect(patched.status).toBe(200);
    expect((patched.body as { data: Establishment }).data).toMatchObject({ id, name: 'Alpha Kitchen', city: 'Grenoble', phone: null });
    const [row] = await db.orm.select().from(establishments).where(eq(establishments.id, id ?? 0));
    expect(row).toMatchObject({ city: 'Grenoble', phone: null, name: 'Alpha Kitchen' });
    const cleared = await call('PATCH', `${BASE}/${id}`, { body: { name: null }, headers: MERGE });
    expect(cleared.status).toBe(400);
    expect(cleared.body).toMatchObject({ errors: { name: ['required'] } });
  });

  it('answers a bad body with 400 and field errors, never a 500', async () => {
    const post = await call('POST', BASE, { body: { name: '', country: 'France', external_url: 'javascript:alert(1)' } });
    expect(post.status).toBe(400);
    const { errors } = post.body as { errors: Record<string, string[]> };
    expect(errors.name).toEqual(['required']);
    expect(errors.country).toContain('country');
    expect(errors.external_url).toEqual(['url']);
    const put = await call('PUT', `${BASE}/${lyonId}`, { body: { city: 42 } });
    expect(put.status).toBe(400);
    expect(put.body).toMatchObject({ errors: { name: ['required'], city: ['text'] } });
    const patch = await call('PATCH', `${BASE}/${lyonId}`, { body: '{"city":', headers: MERGE });
    expect(patch.status).toBe(400);
    expect((await call('GET', `${BASE}/abc`)).body).toMatchObject({ status: 400, errors: { id: ['id'] } });
  });

  it("treats another customer's establishment as missing, whatever the verb", async () => {
    expect((await call('GET', `${BASE}/${bakeryId}`)).status).toBe(404);
    expect((await call('PUT', `${BASE}/${bakeryId}`, { body: { name: 'Taken over' } })).status).toBe(404);
    expect((await call('PATCH', `${BASE}/${bakeryId}`, { body: { name: 'Taken over' }, headers: MERGE })).status).toBe(404);
    expect((await call('DELETE', `${BASE}/${bakeryId}`)).status).toBe(404);
    // Even for a partner who may see both customers: the row is not in this scope.
    expect((await call('GET', `${BASE}/${bakeryId}`, { email: DEMO_USERS.partner })).status).toBe(404);
    const [row] = await db.orm.select().from(establishments).where(eq(establishments.id, bakeryId));
    expect(row?.name).toBe('Baker Street Bakery – Camden');
    expect((await list()).page.data.some((e) => e.id === bakeryId)).toBe(false);
  });

  it('lets a partner manage its customers, not another partner', async () => {
    const bistro = await list('', DEMO_USERS.partner);
    expect(bistro.status).toBe(200);
    expect(bistro.page.total).toBe(4);
    const bakery = await call('GET', `/api/customer/demo-bakery/establishments/${bakeryId}`, { email: DEMO_USERS.partner });
    expect(bakery.body).toMatchObject({ data: { id: bakeryId, customer: 'demo-bakery' } });
    expect((await list('', DEMO_USERS.nordicPartner)).status).toBe(403);
    expect((await call('GET', `${BASE}/${lyonId}`, { email: DEMO_USERS.nordicPartner })).status).toBe(403);
  });

  it('lets a Lead-Gen customer manage its establishments too (account parameters, every plan)', async () => {
    const res = await call('GET', '/api/customer/demo-bakery/establishments', { email: DEMO_USERS.bakery });
    expect(res.status).toBe(200);
    expect((res.body as ResourcePage<Establishment>).data.map((e) => e.customer)).toEqual(['demo-bakery']);
    expect((await call('GET', '/api/customer/demo-bakery/establishments/all', { email: DEMO_USERS.bakery })).status).toBe(200);
    expect((await call('GET', `/api/customer/demo-bakery/establishments/${lyonId}`, { email: DEMO_USERS.bakery })).status).toBe(404);
  });

  it('needs a signed-in user', async () => {
    expect((await app.inject(BASE)).statusCode).toBe(401);
  });
});
