import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** Query builder common to both drivers. */
export type Orm = PgDatabase<PgQueryResultHKT, Schema>;
export type DbKind = 'pglite' | 'postgres';

export interface Db {
  readonly kind: DbKind;
  readonly orm: Orm;
  /** Applies the committed SQL migrations (idempotent). */
  migrate(): Promise<void>;
  close(): Promise<void>;
  readonly closed: boolean;
}

/** Finds `api/drizzle` from both `src/db/` (tsx, tests) and `dist/` (bundle). */
export function defaultMigrationsFolder(): string {
  const candidates = ['../drizzle', '../../drizzle'].map((rel) => fileURLToPath(new URL(rel, import.meta.url)));
  const found = candidates.find((dir) => existsSync(`${dir}/meta/_journal.json`));
  if (!found) throw new Error(`Migrations folder not found (looked in ${candidates.join(', ')})`);
  return found;
}

export interface PgliteOptions {
  /** On-disk data folder; in memory when absent. */
  dataDir?: string;
  /** A tarball made with `dumpDataDir()`, loaded on creation. */
  loadDataDir?: Blob | File;
  migrationsFolder?: string;
  /** Lines added to the instance's postgresql.conf. */
  postgresqlConf?: string[];
}

export async function openPglite(options: PgliteOptions = {}): Promise<Db & { client: PGlite }> {
  // pg_trgm: review search matches partial words and typos (the migrations create the extension).
  const extensions = { pg_trgm };
  const client = await PGlite.create(options.dataDir, {
    extensions,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    ...(options.postgresqlConf ? { postgresqlconf: options.postgresqlConf } : {}),
  });
  const orm = drizzlePglite({ client, schema });
  const migrationsFolder = options.migrationsFolder;
  return {
    kind: 'pglite',
    orm,
    client,
    async migrate() {
      await migratePglite(orm, { migrationsFolder: migrationsFolder ?? defaultMigrationsFolder() });
    },
    async close() {
      if (!client.closed) await client.close();
    },
    get closed() {
      return client.closed;
    },
  };
}

export interface PostgresOptions {
  connectionString: string;
  max?: number;
  migrationsFolder?: string;
}

// Arbitrary constant so two servers starting together do not run the migrations twice.
const MIGRATION_LOCK_KEY = 720_431_977;

export async function openPostgres(options: PostgresOptions): Promise<Db & { pool: pg.Pool }> {
  const pool = new pg.Pool({ connectionString: options.connectionString, max: options.max ?? 10 });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => undefined);
  const orm = drizzlePg({ client: pool, schema });
  let closed = false;
  const migrationsFolder = options.migrationsFolder;
  return {
    kind: 'postgres',
    orm,
    pool,
    async migrate() {
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(orm, { migrationsFolder: migrationsFolder ?? defaultMigrationsFolder() });
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        lock.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
    get closed() {
      return closed;
    },
  };
}

export async function pingDb(db: Db): Promise<void> {
  await db.orm.execute(sql`select 1`);
}
