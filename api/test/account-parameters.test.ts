import type { AccountUser, Establishment, ResourcePage, SellerCodeResult, StaffMember, Unit } from '@erep/shared/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { establishments, mailOutbox } from '../src/db/schema';
import { DEMO_SELLER_CODE, DEMO_USERS } from '../src/seed/index';
import { bearer, createTestApp, tokenFor } from './helpers';

let app: FastifyInstance;
let db: Db;
let lyonId: number;
let croixId: number;
let bakeryId: number;

const HIGH = { max: 10_000, timeWindowMs: 60_000 };

beforeAll(async () => {
  ({ app, db } = await createTestApp({ limits: { login: HIGH, signUp: HIGH, seller: HIGH, sellerPerCustomer: HIGH } }));
  const idOf = async (tag: string) => (await db.orm.select({ id: establishments.id }).from(establishments).where(eq(establishments.tag, tag)))[0]?.id ?? 0;
  lyonId = await idOf('demo-bistro-lyon');
  croixId = await idOf('demo-bistro-croix-rousse');
  bakeryId = await idOf('demo-bakery-camden');
});
afterAll(async () => {
  await app.close();
});

const ACCOUNT = '/api/customer/demo-bistro/account';

async function call(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, options: { token?: string; email?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const token = options.token ?? (await tokenFor(app, options.email ?? DEMO_USERS.customer));
  const headers: Record<string, string> = { ...bearer(token), ...options.headers };
  if (options.body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
  const res = await app.inject({ method, url, headers, ...(options.body === undefined ? {} : { payload: JSON.stringify(options.body) }) });
  return { status: res.statusCode, body: res.body ? (res.json() as Record<string, unknown>) : null };
}

async function inviteLink(to: string): Promise<string> {
  const rows = await db.orm.select().from(mailOutbox).where(eq(mailOutbox.to, to));
  const match = /\/invitation\/([A-Za-z0-9_-]+)/.exec(rows.at(-1)?.text ?? '');
  if (!match?.[1]) throw new Error('no invitation link');
  return match[1];
}

/** Invites a manager of the given establishments, sets its password through the link, signs in. */
async function manager(email: string, ids: number[]): Promise<{ token: string; user: AccountUser }> {
  const invited = await call('POST', `${ACCOUNT}/users`, { body: { email, first_name: 'Marc', last_name: 'Petit', role: 'manager', establishments: ids, language: 'en' } });
  expect(invited.status).toBe(201);
  const token = await inviteLink(email);
  const set = await app.inject({ method: 'POST', url: `/api/public/reinitialiser-mot-de-pass/${token}`, payload: { password: 'Manager-pass-2026!', confirmation: 'Manager-pass-2026!' } });
  expect(set.statusCode).toBe(200);
  const login = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password: 'Manager-pass-2026!' } });
  expect(login.statusCode).toBe(200);
  const answer = login.json() as { token: string; user: { language: string | null } };
  expect(answer.user.language).toBe('en');
  return { token: answer.token, user: (invited.body as { data: AccountUser }).data };
}

describe('the account users and the manager scope', () => {
  let scoped: { token: string; user: AccountUser };

  beforeAll(async () => {
    scoped = await manager('manager.lyon@example.com', [lyonId]);
  });

  it('mails an invitation whose link sets the password; the owner lists the users', async () => {
    const [mail] = (await db.orm.select().from(mailOutbox).where(eq(mailOutbox.to, 'manager.lyon@example.com'))).slice(-1);
    expect(mail?.subject).toMatch(/invited/);
    const users = (await call('GET', `${ACCOUNT}/users`)).body as { data: AccountUser[] };
    expect(users.data.find((u) => u.email === 'manager.lyon@example.com')).toMatchObject({ role: 'manager', establishments: [lyonId], active: true, self: false });
    expect(users.data.find((u) => u.email === DEMO_USERS.customer)).toMatchObject({ role: 'owner', self: true });
  });

  it('validates invitations: email, role, establishments of this customer only, no duplicate', async () => {
    const bad = await call('POST', `${ACCOUNT}/users`, { body: { email: 'nope', first_name: '', last_name: 'X', role: 'boss', establishments: ['a'] } });
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as { errors: Record<string, string[]> }).errors)).toEqual(expect.arrayContaining(['email', 'first_name', 'role']));
    const none = await call('POST', `${ACCOUNT}/users`, { body: { email: 'm2@example.com', first_name: 'A', last_name: 'B', role: 'manager', establishments: [] } });
    expect(none.body).toMatchObject({ status: 400, errors: { establishments: ['required'] } });
    const foreign = await call('POST', `${ACCOUNT}/users`, { body: { email: 'm3@example.com', first_name: 'A', last_name: 'B', role: 'manager', establishments: [bakeryId] } });
    expect(foreign.body).toMatchObject({ status: 400, errors: { establishments: ['unknown'] } });
    const taken = await call('POST', `${ACCOUNT}/users`, { body: { email: DEMO_USERS.bakery, first_name: 'A', last_name: 'B', role: 'owner' } });
    expect(taken.status).toBe(409);
  });

  it('lets a manager see and reach only their establishments', async () => {
    const all = (await call('GET', '/api/customer/demo-bistro/establishments/all', { token: scoped.token })).body as { data: Establishment[] };
    expect(all.data.map((e) => e.id)).toEqual([lyonId]);
    const page = (await call('GET', '/api/customer/demo-bistro/establishments', { token: scoped.token })).body as unknown as ResourcePage<Establishment>;
    expect(page.data.map((e) => e.id)).toEqual([lyonId]);
    expect((await call('GET', `/api/customer/demo-bistro/establishments/${croixId}`, { token: scoped.token })).status).toBe(404);
    expect((await call('PUT', `/api/customer/demo-bistro/establishments/${croixId}`, { token: scoped.token, body: { name: 'Taken over' } })).status).toBe(404);
    expect((await call('GET', `/api/customer/demo-bistro/establishments/${lyonId}`, { token: scoped.token })).status).toBe(200);
    // Whole-account actions are the owners'.
    expect((await call('POST', '/api/customer/demo-bistro/establishments', { token: scoped.token, body: { name: 'New' } })).body).toMatchObject({ status: 403, code: 'owner_only' });
    expect((await call('GET', `${ACCOUNT}/users`, { token: scoped.token })).status).toBe(403);
    expect((await call('PUT', `${ACCOUNT}/theme`, { token: scoped.token, body: { back_color: '#000000', font_color: '#ffffff', title_color: '#000000' } })).status).toBe(403);
    expect((await call('GET', `${ACCOUNT}/establishments/${croixId}/staff`, { token: scoped.token })).status).toBe(404);
    expect((await call('GET', `${ACCOUNT}/establishments/${lyonId}/staff`, { token: scoped.token })).status).toBe(200);
  });

  it('narrows the reputation figures and reviews to the manager’s establishments', async () => {
    const owner = (await call('GET', '/api/customer/demo-bistro/reputation/overview?period=global')).body as { data: { establishments: { establishment_id: number }[] } };
    const mine = (await call('GET', '/api/customer/demo-bistro/reputation/overview?period=global', { token: scoped.token })).body as { data: { establishments: { establishment_id: number }[] } };
    expect(owner.data.establishments.length).toBe(2);
    expect(mine.data.establishments.map((e) => e.establishment_id)).toEqual([lyonId]);
    const search = (await call('GET', `/api/customer/demo-bistro/reputation/reviews/search?period=global&place=e${croixId}`, { token: scoped.token })).body as { total: number };
    expect(search.total).toBe(0);
    const latest = (await call('GET', '/api/customer/demo-bistro/reputation/reviews/latest?limit=50', { token: scoped.token })).body as { data: { establishment: string }[] };
    expect(latest.data.length).toBeGreaterThan(0);
    expect(new Set(latest.data.map((r) => r.establishment)).size).toBe(1);
  });

  it('keeps an active owner and ends a deactivated user’s sessions', async () => {
    const self = (await call('GET', `${ACCOUNT}/users`)).body as { data: AccountUser[] };
    const me = self.data.find((u) => u.self);
    expect((await call('PUT', `${ACCOUNT}/users/${me?.id}`, { body: { role: 'manager', establishments: [lyonId], active: true } })).status).toBe(409);
    const other = await manager('manager.croix@example.com', [croixId]);
    const off = await call('PUT', `${ACCOUNT}/users/${other.user.id}`, { body: { role: 'manager', establishments: [croixId], active: false } });
    expect(off.body).toMatchObject({ data: { active: false } });
    expect((await call('GET', '/api/customer/demo-bistro/establishments/all', { token: other.token })).status).toBe(401);
    // Another customer's user is not reachable through this tag.
    expect((await call('PUT', `${ACCOUNT}/users/1`, { body: { role: 'owner', active: true } })).status).toBe(404);
    expect((await call('GET', `${ACCOUNT}/users`, { email: DEMO_USERS.bakery })).status).toBe(403);
  });
});

describe('staff, units and seller codes per establishment', () => {
  it('adds, changes and removes staff and units, with validation', async () => {
    const created = await call('POST', `${ACCOUNT}/establishments/${lyonId}/staff`, { body: { first_name: 'Lina', last_name: 'Roche', department: 'Salle' } });
    expect(created.status).toBe(201);
    const member = (created.body as { data: StaffMember }).data;
    expect(member).toMatchObject({ first_name: 'Lina', department: 'Salle', establishment_id: lyonId });
    expect(member.tag).toMatch(/^[a-z0-9-]+$/);
    expect((await call('PUT', `${ACCOUNT}/establishments/${lyonId}/staff/${member.id}`, { body: { first_name: 'Lina', last_name: 'Roche', department: 'Bar', tag: 'lina-bar' } })).body).toMatchObject({ data: { department: 'Bar', tag: 'lina-bar' } });
    const dup = await call('POST', `${ACCOUNT}/establishments/${lyonId}/staff`, { body: { first_name: 'Other', last_name: 'One', tag: 'lina-bar' } });
    expect(dup.body).toMatchObject({ status: 409, errors: { tag: ['taken'] } });
    expect((await call('POST', `${ACCOUNT}/establishments/${lyonId}/staff`, { body: { first_name: '', last_name: 'X', tag: 'Bad Tag' } })).body).toMatchObject({ status: 400, errors: { first_name: ['required'], tag: ['tag'] } });
    // Through another establishment's path the member is not found.
    expect((await call('DELETE', `${ACCOUNT}/establishments/${croixId}/staff/${member.id}`)).status).toBe(404);
    expect((await call('DELETE', `${ACCOUNT}/establishments/${lyonId}/staff/${member.id}`)).status).toBe(204);

    const unit = await call('POST', `${ACCOUNT}/establishments/${lyonId}/units`, { body: { name: 'Mezzanine' } });
    expect(unit.status).toBe(201);
    const saved = (unit.body as { data: Unit }).data;
    const units = (await call('GET', `${ACCOUNT}/establishments/${lyonId}/units`)).body as { data: Unit[] };
    expect(units.data.map((u) => u.name)).toContain('Mezzanine');
    expect((await call('PUT', `${ACCOUNT}/establishments/${lyonId}/units/${saved.id}`, { body: { name: '' } })).status).toBe(400);
    expect((await call('DELETE', `${ACCOUNT}/establishments/${lyonId}/units/${saved.id}`)).status).toBe(204);
  });

  it('refuses another tenant’s establishment: other customer 403, unknown id 404', async () => {
    expect((await call('GET', `${ACCOUNT}/establishments/${bakeryId}/staff`)).status).toBe(404);
    expect((await call('GET', `${ACCOUNT}/establishments/${lyonId}/staff`, { email: DEMO_USERS.bakery })).status).toBe(403);
    expect((await call('GET', `/api/customer/demo-bakery/account/establishments/${lyonId}/units`, { email: DEMO_USERS.bakery })).status).toBe(404);
    expect((await call('GET', `${ACCOUNT}/establishments/abc/units`)).status).toBe(400);
  });

  it('rotates a seller code: shown once, the earlier seller session of that establishment ends', async () => {
    const auth = await app.inject({ method: 'POST', url: '/api/public/customers/demo-bistro/seller/auth', payload: { code: DEMO_SELLER_CODE } });
    const seller = (auth.json() as { data: { token: string; establishment: string } }).data;
    const validate = () => app.inject({ method: 'POST', url: '/api/public/coupons/NOCODE00/validate', headers: { 'x-seller-token': seller.token } });
    expect((await validate()).statusCode).not.toBe(401);
    const [est] = await db.orm.select({ id: establishments.id }).from(establishments).where(eq(establishments.name, seller.establishment));
    expect((await call('POST', `${ACCOUNT}/establishments/${est?.id}/seller-code`, { body: { code: '12' } })).body).toMatchObject({ status: 400, errors: { code: ['seller_code'] } });
    const rotated = await call('POST', `${ACCOUNT}/establishments/${est?.id}/seller-code`, { body: {} });
    const { code } = (rotated.body as { data: SellerCodeResult }).data;
    expect(code).toMatch(/^[0-9]{6}$/);
    expect((await validate()).statusCode).toBe(401);
    const again = await app.inject({ method: 'POST', url: '/api/public/customers/demo-bistro/seller/auth', payload: { code } });
    expect(again.statusCode).toBe(200);
  });
});

describe('establishments in the account area', () => {
  it('creates with the new fields, archives and restores', async () => {
    const created = await call('POST', '/api/customer/demo-bistro/establishments', {
      body: { name: 'Bistro Gare', city: 'Lyon', category: 'Restaurant', opening_hours: 'Mon-Sat 11:00-23:00', logo: 'https://cdn.example/logo.png' },
    });
    expect(created.status).toBe(201);
    const est = (created.body as { data: Establishment }).data;
    expect(est).toMatchObject({ category: 'Restaurant', opening_hours: 'Mon-Sat 11:00-23:00', archived: false });
    expect((await call('POST', '/api/customer/demo-bistro/establishments', { body: { name: 'X', logo: 'javascript:alert(1)' } })).body).toMatchObject({ status: 400, errors: { logo: ['logo'] } });
    const archived = await call('PATCH', `/api/customer/demo-bistro/establishments/${est.id}`, { body: { archived: true }, headers: { 'content-type': 'application/merge-patch+json' } });
    expect(archived.body).toMatchObject({ data: { archived: true } });
    const live = (await call('GET', '/api/customer/demo-bistro/establishments/all')).body as { data: Establishment[] };
    expect(live.data.map((e) => e.id)).not.toContain(est.id);
    const onlyArchived = (await call('GET', '/api/customer/demo-bistro/establishments?archived=true')).body as unknown as ResourcePage<Establishment>;
    expect(onlyArchived.data.map((e) => e.id)).toEqual([est.id]);
    await call('PATCH', `/api/customer/demo-bistro/establishments/${est.id}`, { body: { archived: false }, headers: { 'content-type': 'application/merge-patch+json' } });
    expect(((await call('GET', '/api/customer/demo-bistro/establishments/all')).body as { data: Establishment[] }).data.map((e) => e.id)).toContain(est.id);
  });

  it('lets a partner edit its customer’s establishment and refuses another partner', async () => {
    expect((await call('PUT', `/api/customer/demo-bistro/establishments/${lyonId}`, { email: DEMO_USERS.partner, body: { name: 'Le Petit Bistro – Lyon Centre', city: 'Lyon', phone: '+33 4 78 00 00 00' } })).status).toBe(200);
    expect((await call('PUT', `/api/customer/demo-bistro/establishments/${lyonId}`, { email: DEMO_USERS.nordicPartner, body: { name: 'Hijack' } })).status).toBe(403);
  });
});

describe('the customer theme', () => {
  it('reads the partner’s colours until set, validates and saves colours and logo', async () => {
    const before = (await call('GET', `${ACCOUNT}/theme`)).body as { data: { back_color: string } };
    expect(before.data.back_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect((await call('PUT', `${ACCOUNT}/theme`, { body: { back_color: 'red', font_color: '#ffffff', title_color: '#111111' } })).body).toMatchObject({ status: 400, errors: { back_color: ['color'] } });
    const saved = await call('PUT', `${ACCOUNT}/theme`, { body: { back_color: '#7a1f3d', font_color: '#ffffff', title_color: '#222222', logo: null } });
    expect(saved.body).toMatchObject({ data: { back_color: '#7a1f3d', logo: null } });
    const publicTheme = await app.inject({ method: 'GET', url: '/api/customer/theme?tag=demo-bistro' });
    expect(publicTheme.json()).toMatchObject({ data: { back_color: '#7a1f3d' } });
  });

  it('keeps the stored logo on a colour-only save, sanitises an SVG logo and names the refused one', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8" onload="alert(1)"><script>alert(1)</script><rect width="8" height="8" fill="#7a1f3d"/><image href="https://evil.example/t.png"/></svg>';
    const saved = await call('PUT', `${ACCOUNT}/theme`, { body: { back_color: '#7a1f3d', font_color: '#ffffff', title_color: '#222222', logo: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` } });
    expect(saved.status).toBe(200);
    const logo = (saved.body as { data: { logo: string } }).data.logo;
    const markup = Buffer.from(logo.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');
    expect(markup).toContain('<rect width="8" height="8" fill="#7a1f3d"/>');
    for (const gone of ['script', 'onload', 'evil.example']) expect(markup).not.toContain(gone);

    const colourOnly = await call('PUT', `${ACCOUNT}/theme`, { body: { back_color: '#123456', font_color: '#ffffff', title_color: '#222222' } });
    expect(colourOnly.body).toMatchObject({ data: { back_color: '#123456', logo } });
    expect(((await call('GET', `${ACCOUNT}/theme`)).body as { data: { logo: string } }).data.logo).toBe(logo);

    const liar = await call('PUT', `${ACCOUNT}/theme`, { body: { back_color: '#123456', font_color: '#ffffff', title_color: '#222222', logo: `data:image/png;base64,${Buffer.from('not a png').toString('base64')}` } });
    expect(liar.body).toMatchObject({ status: 400, errors: { logo: ['logo_type'] } });
    const page = await call('PUT', `${ACCOUNT}/theme`, { body: { back_color: '#123456', font_color: '#ffffff', title_color: '#222222', logo: `data:image/svg+xml;base64,${Buffer.from('<p>hello</p>').toString('base64')}` } });
    expect(page.body).toMatchObject({ status: 400, errors: { logo: ['logo_unsafe'] } });
    expect(((await call('GET', `${ACCOUNT}/theme`)).body as { data: { logo: string } }).data.logo).toBe(logo);
  });
});
