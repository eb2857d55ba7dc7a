import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { inject } from 'vitest';
import { buildApp, type AppConfig } from '../src/app';
import { openPglite, openPostgres, type Db } from '../src/db/client';
import { DEMO_PASSWORD } from '../src/seed/index';
import { databaseUrl } from './global-setup';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

export interface TestDb {
  db: Db;
  /** Set on PostgreSQL: the copy's connection string. */
  url: string | null;
}

export const usingPostgres = () => inject('dbTemplate').kind === 'postgres';

/** The seeded PGlite template as a tarball (null on PostgreSQL). */
export async function pgliteTemplate(): Promise<Blob | null> {
  const template = inject('dbTemplate');
  return template.kind === 'pglite' ? new Blob([await readFile(template.file)]) : null;
}

async function cloneWithRetry(admin: pg.Client, name: string, template: string): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await admin.query(`create database "${name}" template "${template}"`);
      return;
    } catch (err) {
      // 55006: another file is copying the same template at this instant.
      if ((err as { code?: string }).code !== '55006' || attempt >= 20) throw err;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
}

const pools = new WeakMap<object, pg.Pool>();
const HELD = Symbol('commits held');

/**
 * PostgreSQL only: every transaction of this database waits `ms` before its COMMIT, so that
 * requests sent together really overlap with their transactions open (a race test on PGlite, which
 * runs transactions one after another, proves nothing). Returns the function that stops it.
 */
export function holdCommits(db: Db, ms: number): () => void {
  const pool = pools.get(db.orm);
  if (!pool) throw new Error('holdCommits needs a PostgreSQL test database');
  let holding = true;
  const connect = pool.connect.bind(pool);
  const patch = (client: pg.PoolClient & { [HELD]?: boolean }) => {
    if (client[HELD]) return client;
    client[HELD] = true;
    const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = async (...args: unknown[]) => {
      const [first] = args;
      const text = typeof first === 'string' ? first : (first as { text?: string } | undefined)?.text;
      if (holding && text?.trim().toLowerCase() === 'commit') await new Promise((r) => setTimeout(r, ms));
      return query(...args);
    };
    return client;
  };
  // pool.query checks out with a callback (single statements, no transaction): left as it is.
  pool.connect = ((callback?: (...args: unknown[]) => void) =>
    callback ? connect(callback as Parameters<typeof connect>[0]) : connect().then(patch)) as typeof pool.connect;
  return () => {
    holding = false;
    pool.connect = connect as typeof pool.connect;
  };
}

/** A private copy of the seeded database for one test file. */
export async function createTestDb(): Promise<TestDb> {
  const template = inject('dbTemplate');
  if (template.kind === 'pglite') {
    const db = await openPglite({ loadDataDir: new Blob([await readFile(template.file)]) });
    return { db, url: null };
  }
  const name = `${template.template}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: template.adminUrl });
  await admin.connect();
  try {
    await cloneWithRetry(admin, name, template.template);
  } finally {
    await admin.end();
  }
  const url = databaseUrl(template.adminUrl, name);
  const db = await openPostgres({ connectionString: url, max: 4 });
  pools.set(db.orm, db.pool);
  const close = db.close.bind(db);
  const dropping: Db = {
    kind: db.kind,
    orm: db.orm,
    migrate: () => db.migrate(),
    get closed() {
      return db.closed;
    },
    async close() {
      if (db.closed) return;
      await close();
      const drop = new pg.Client({ connectionString: template.adminUrl });
      await drop.connect();
      await drop.query(`drop database if exists "${name}" with (force)`).finally(() => drop.end());
    },
  };
  return { db: dropping, url };
}

export async function createTestApp(
  overrides: Partial<AppConfig> = {},
): Promise<{ app: FastifyInstance; db: Db; testDb: TestDb }> {
  const testDb = await createTestDb();
  // The demo doors (mailbox, test payment) are what most flows under test go through; production tests turn them off.
  const demo = !overrides.production;
  const app = await buildApp({ db: testDb.db, jwtSecret: TEST_JWT_SECRET, logger: false, staticRoot: null, demo, paymentsTestMode: demo, ...overrides });
  await app.ready();
  return { app, db: testDb.db, testDb };
}

const tokens = new WeakMap<FastifyInstance, Map<string, string>>();

/** Logs in once per app and email; keeps tests clear of the login rate limit. */
export async function tokenFor(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<string> {
  const cache = tokens.get(app) ?? new Map<string, string>();
  tokens.set(app, cache);
  const cached = cache.get(email);
  if (cached) return cached;
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`);
  const token = (res.json() as { token: string }).token;
  cache.set(email, token);
  return token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Runs `body` with every COMMIT held `ms` on PostgreSQL (see holdCommits); on PGlite just runs it. */
export async function withHeldCommits<T>(db: Db, ms: number, body: () => Promise<T>): Promise<T> {
  const release = pools.has(db.orm) ? holdCommits(db, ms) : () => undefined;
  try {
    return await body();
  } finally {
    release();
  }
}

/**
 * A seeded database where a server process expects it: the PGlite template unpacked in a new data
 * folder, or on PostgreSQL a copy of the template (its URL in `testDb`). The caller removes the folder.
 */
export async function seededServerData(prefix: string): Promise<{ dataDir: string; testDb: TestDb | null }> {
  const dataDir = await mkdtemp(join(tmpdir(), prefix));
  const template = await pgliteTemplate();
  if (!template) return { dataDir, testDb: await createTestDb() };
  const seeded = await openPglite({ dataDir: join(dataDir, 'pglite'), loadDataDir: template });
  await seeded.close();
  return { dataDir, testDb: null };
}

/** Runs `body` with the production password hashing parameters (the suite hashes cheaply otherwise). */
export async function withRealHashing<T>(body: () => Promise<T>): Promise<T> {
  const saved = process.env.TEST_FAST_PASSWORD_HASH;
  delete process.env.TEST_FAST_PASSWORD_HASH;
  try {
    return await body();
  } finally {
    if (saved !== undefined) process.env.TEST_FAST_PASSWORD_HASH = saved;
  }
}

/** A mail the fake SMTP server received; `text` is the raw message with soft line breaks joined. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  text: string;
}

/** A local SMTP server that keeps what it receives, for tests of real mail delivery. */
export async function fakeSmtp(): Promise<{ url: string; received: ReceivedMail[]; close: () => Promise<void> }> {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString()));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        received.push({ from, to: session.envelope.rcptTo.map((r) => r.address), raw, text: raw.replace(/=\r?\n/g, '') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
