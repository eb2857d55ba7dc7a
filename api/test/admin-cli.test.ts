import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoginResponse } from '@erep/shared/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../src/admin/cli';
import type { Db } from '../src/db/client';
import { users } from '../src/db/schema';
import { createTestApp } from './helpers';

let app: FastifyInstance;
let db: Db;
let dir: string;

beforeAll(async () => {
  ({ app, db } = await createTestApp());
  dir = await mkdtemp(join(tmpdir(), 'erep-admin-'));
});
afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

async function admin(argv: string[], isTTY = false): Promise<{ code: number; output: string }> {
  let output = '';
  const code = await runAdmin(argv, db, { out: (text) => (output += text), isTTY });
  return { code, output };
}

const signIn = (email: string, password: string) => app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });

describe('npm run admin', () => {
  it('creates a partner with its domains, then its first user and a back-office admin', async () => {
    const partner = await admin(['create-partner', '--code', 'acme', '--brand', 'Acme Reviews', '--domain', 'reviews.acme.example']);
    expect(partner).toMatchObject({ code: 0, output: expect.stringContaining('Partner acme created') });
    expect((await admin(['create-partner', '--code', 'acme', '--brand', 'Again'])).code).toBe(1);
    expect((await admin(['add-domain', '--partner', 'acme', '--domain', 'reviews.acme.example'])).output).toMatch(/already belongs/);
    expect((await admin(['add-domain', '--partner', 'acme', '--domain', 'avis.acme.example'])).code).toBe(0);

    const file = join(dir, 'admin-password');
    const created = await admin(['create-user', '--email', 'Root@Acme.example', '--role', 'ROLE_EREP', '--password-file', file]);
    expect(created.code).toBe(0);
    const password = (await readFile(file, 'utf8')).trim();
    expect(password.length).toBeGreaterThanOrEqual(24);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    // The password goes to the file only, never to the output (which may be a log).
    expect(created.output).not.toContain(password);
    const res = await signIn('root@acme.example', password);
    expect(res.statusCode).toBe(200);
    const user = (res.json() as LoginResponse).user;
    expect(user.roles).toEqual(['ROLE_EREP']);
    expect(user.partner).toBeNull();

    // A second run never overwrites the operator's file.
    expect((await admin(['create-user', '--email', 'other@acme.example', '--role', 'ROLE_EREP', '--password-file', file])).code).toBe(1);
    expect(await db.orm.select().from(users).where(eq(users.email, 'other@acme.example'))).toEqual([]);
  });

  it('shows a generated password only on a terminal', async () => {
    const piped = await admin(['create-user', '--email', 'piped@acme.example', '--role', 'ROLE_EREP']);
    expect(piped.code).toBe(1);
    expect(piped.output).toMatch(/only on a terminal/);
    expect((await signIn('piped@acme.example', 'x'.repeat(12))).statusCode).toBe(401);

    const tty = await admin(['create-user', '--email', 'partner@acme.example', '--role', 'ROLE_EREP', '--role', 'ROLE_PARTNER', '--partner', 'acme'], true);
    expect(tty.code).toBe(0);
    const password = /shown this once: (\S+)/.exec(tty.output)?.[1] ?? '';
    const res = await signIn('partner@acme.example', password);
    expect(res.statusCode).toBe(200);
    expect((res.json() as LoginResponse).user.partner?.code).toBe('acme');
  });

  it('creates a plan that sign-up offers with its price, and refuses an unclear one', async () => {
    const created = await admin(['create-plan', '--tag', 'starter', '--name', 'Starter', '--remote', 'mf-leadgen', '--price-code', 'price_starter', '--amount-cents', '1900', '--currency', 'EUR', '--period', 'month']);
    expect(created).toMatchObject({ code: 0, output: expect.stringContaining('Plan starter created') });
    const list = (await app.inject('/api/plan/list')).json() as { data: { tag: string; price: unknown }[] };
    expect(list.data.find((p) => p.tag === 'starter')?.price).toEqual({ amount: 19, currency: 'EUR', period: 'month' });
    expect((await admin(['create-plan', '--tag', 'starter', '--name', 'Again', '--remote', 'mf-leadgen'])).output).toMatch(/already exists/);
    expect((await admin(['create-plan', '--tag', 'odd', '--name', 'Odd', '--remote', 'mf-nothing'])).output).toMatch(/--remote/);
    expect((await admin(['create-plan', '--tag', 'odd', '--name', 'Odd', '--remote', 'mf-erep', '--amount-cents', '12.5', '--currency', 'EUR', '--period', 'month'])).output).toMatch(/cents/);
    expect((await admin(['create-plan', '--tag', 'odd', '--name', 'Odd', '--remote', 'mf-erep', '--amount-cents', '1200', '--currency', 'eur', '--period', 'month'])).output).toMatch(/ISO/);
  });

  it('refuses unclear commands with one sentence and changes nothing', async () => {
    expect((await admin(['create-user', '--email', 'x@acme.example', '--role', 'ROLE_PARTNER'], true)).output).toMatch(/--partner/);
    expect((await admin(['create-user', '--email', 'x@acme.example', '--role', 'ROLE_CUSTOMER'], true)).output).toMatch(/sign-up/);
    expect((await admin(['create-user', '--email', 'x@acme.example', '--role', 'ROLE_GOD'], true)).output).toMatch(/Unknown role/);
    expect((await admin(['create-partner', '--code', 'Bad Code', '--brand', 'B'])).code).toBe(1);
    expect((await admin(['frobnicate'])).code).toBe(2);
  });
});
