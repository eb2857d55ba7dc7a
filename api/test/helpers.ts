import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PublicCoupon } from '@erep/shared/schemas';
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

/**
 * The embedded pass that runs beside a full PostgreSQL pass (API_TEST_SCOPE=embedded): blocks whose
 * logic reads no database value skip it, the PostgreSQL pass having run them.
 */
export const besidePostgres = process.env.API_TEST_SCOPE === 'embedded';

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

/**
 * PostgreSQL only: a trigger in the test's own database copy makes the first write to `table` in each
 * transaction wait `ms` at the end of its statement, its rows written and locked but not committed,
 * so that a concurrent statement meets it in flight. `when` limits it to rows matching a condition;
 * `statement` instead holds every statement whose text matches (ILIKE), even one that changed no row.
 * Returns what drops the trigger.
 */
export async function holdWrites(
  testDb: TestDb,
  table: string,
  ms: number,
  options: { on?: 'INSERT' | 'UPDATE' | 'INSERT OR UPDATE'; when?: string; statement?: string } = {},
): Promise<() => Promise<void>> {
  if (!testDb.url) throw new Error('holdWrites needs a PostgreSQL test database');
  // One trigger per level, so a table can hold its rows long and every statement briefly at once.
  const name = `test_hold_${table}_${options.statement === undefined ? 'row' : 'statement'}`;
  const run = async (text: string) => {
    const client = new pg.Client({ connectionString: testDb.url ?? '' });
    await client.connect();
    await client.query(text).finally(() => client.end());
  };
  const matches = options.statement === undefined ? 'true' : `current_query() ilike '${options.statement.replace(/'/g, "''")}'`;
  const level = options.statement === undefined ? `row ${options.when ? `when (${options.when})` : ''}` : 'statement';
  await run(`
    create or replace function ${name}() returns trigger language plpgsql as $$
    begin
      -- Once per transaction: its later writes go on at once.
      if ${matches} and current_setting('erep_test.${name}', true) is distinct from 'held' then
        perform set_config('erep_test.${name}', 'held', true);
        perform pg_sleep(${ms / 1000});
      end if;
      return null;
    end $$;
    drop trigger if exists ${name} on "${table}";
    create trigger ${name} after ${options.on ?? 'INSERT OR UPDATE'} on "${table}" for each ${level} execute function ${name}();`);
  return () => run(`drop trigger if exists ${name} on "${table}"; drop function if exists ${name}();`);
}

/** What a watch of the database saw, by the server's clock. */
export interface Overlap {
  /** The most matching statements (or transactions) running at one instant. */
  most: number;
  /** The most of them seen waiting on a lock at once. */
  waiting: number;
  /** For each one that ran at least `heldMs`: how many others, on other connections, ran during it. */
  duringHeld: number[];
}

export interface OverlapWatch {
  /** Resolves once `count` matching statements (or transactions) run at once. */
  until(count: number, timeoutMs?: number): Promise<void>;
  stop(): Promise<Overlap>;
}

/**
 * PostgreSQL only: samples pg_stat_activity of the test database every few milliseconds and keeps,
 * for each statement whose text matches `pattern` (ILIKE; any of several), when it started and ended, so a test can
 * prove statements sent together really ran at once. With `transactions`, open transactions instead.
 */
export async function watchOverlap(testDb: TestDb, pattern: string | string[], options: { transactions?: boolean; heldMs?: number } = {}): Promise<OverlapWatch> {
  if (!testDb.url) throw new Error('watchOverlap needs a PostgreSQL test database');
  const client = new pg.Client({ connectionString: testDb.url });
  await client.connect();
  const query = options.transactions
    ? `select pid, extract(epoch from xact_start)::float8 * 1000 as started, extract(epoch from clock_timestamp())::float8 * 1000 as ended,
         true as running, wait_event_type = 'Lock' as locked
       from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and xact_start is not null and query ilike any($1::text[])`
    : `select pid, extract(epoch from query_start)::float8 * 1000 as started,
         extract(epoch from case when state = 'active' then clock_timestamp() else state_change end)::float8 * 1000 as ended,
         state = 'active' as running, wait_event_type = 'Lock' as locked
       from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and query_start is not null and query ilike any($1::text[])`;
  const spans = new Map<string, { pid: number; start: number; end: number }>();
  let running = 0;
  let waiting = 0;
  let stopped = false;
  let failure: unknown = null;
  const loop = (async () => {
    while (!stopped) {
      try {
        const { rows } = await client.query<{ pid: number; started: number; ended: number; running: boolean; locked: boolean | null }>(query, [typeof pattern === 'string' ? [pattern] : pattern]);
        running = rows.filter((r) => r.running).length;
        waiting = Math.max(waiting, rows.filter((r) => r.locked).length);
        for (const row of rows) {
          const key = `${row.pid}:${row.started}`;
          const span = spans.get(key);
          if (span) span.end = Math.max(span.end, row.ended);
          else spans.set(key, { pid: row.pid, start: row.started, end: row.ended });
        }
      } catch (error) {
        failure = error;
        return;
      }
      await new Promise((r) => setTimeout(r, 5));
    }
  })();
  return {
    async until(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (running < count) {
        if (failure) throw failure;
        if (Date.now() > deadline) throw new Error(`never saw ${count} statements matching ${pattern} at once`);
        await new Promise((r) => setTimeout(r, 5));
      }
    },
    async stop() {
      stopped = true;
      await loop;
      await client.end();
      if (failure) throw failure;
      const all = [...spans.values()];
      // Ends before starts at the same instant: touching is not overlapping.
      const edges = all.flatMap((s) => [{ at: s.start, step: 1 }, { at: s.end, step: -1 }]).sort((x, y) => x.at - y.at || x.step - y.step);
      let now = 0;
      let most = 0;
      for (const edge of edges) {
        now += edge.step;
        most = Math.max(most, now);
      }
      const held = options.heldMs === undefined ? [] : all.filter((s) => s.end - s.start >= (options.heldMs ?? 0));
      const duringHeld = held.map((h) => all.filter((s) => s.pid !== h.pid && s.start < h.end && h.start < s.end).length);
      return { most, waiting, duringHeld };
    },
  };
}

/** A worker's claim of the next job. */
const JOB_CLAIM = '%update jobs set locked_until%';
/** A worker's scheduling of a job: it waits on a claim in flight of the job with the same key. */
const JOB_ENQUEUE = '%insert into "jobs"%';

/**
 * PostgreSQL only: makes job workers' claims meet and watches them. The claim that takes a job holds it
 * uncommitted 2 s, while other workers poll every few tens of milliseconds; every claim, even one that
 * finds nothing, lasts 50 ms, so the watch's sampling, slow on a busy machine, sees them all (a claim of a
 * millisecond was missed now and then). The watch also sees the workers' scheduling: a worker that
 * schedules a job while another holds its claim waits for that claim, and makes no claim meanwhile.
 * `stop` answers what the watch saw and drops both holds.
 */
export async function watchJobClaims(testDb: TestDb): Promise<{ stop(): Promise<Overlap> }> {
  const unholdTaken = await holdWrites(testDb, 'jobs', 2000, { on: 'UPDATE', when: 'new.attempts > old.attempts' });
  const unholdPolls = await holdWrites(testDb, 'jobs', 50, { on: 'UPDATE', statement: JOB_CLAIM });
  const watch = await watchOverlap(testDb, [JOB_CLAIM, JOB_ENQUEUE], { heldMs: 1800 });
  return {
    async stop() {
      try {
        return await watch.stop();
      } finally {
        await unholdTaken();
        await unholdPolls();
      }
    },
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

/** A new coupon of the demo café advantage at an establishment, for a visitor address never used before. */
export async function freshCouponCode(app: FastifyInstance, establishmentId: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/public/customers/demo-bistro/establishments/${establishmentId}/advantages/adv-cafe-offert/enable`,
    payload: { email: `visitor-${randomBytes(6).toString('hex')}@example.com` },
  });
  return (res.json() as { data: PublicCoupon }).data.code;
}

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
