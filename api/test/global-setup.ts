import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/client';
import { seed } from '../src/seed/index';

export type DbTemplate =
  | { kind: 'pglite'; file: string }
  | { kind: 'postgres'; adminUrl: string; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: DbTemplate;
  }
}

export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabases(adminUrl: string, prefix: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${prefix}%`]);
    for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
  } finally {
    await admin.end();
  }
}

/** Builds one migrated and seeded database per run; each test file then works on its own copy. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = performance.now();
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const template = `erep_test_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${template}"`);
    await admin.end();
    const db = await openPostgres({ connectionString: databaseUrl(adminUrl, template), max: 2 });
    await db.migrate();
    await seed(db.orm);
    await db.close();
    project.provide('dbTemplate', { kind: 'postgres', adminUrl, template });
    console.log(`[api tests] PostgreSQL template ${template} ready in ${Math.round(performance.now() - started)} ms`);
    return async () => dropDatabases(adminUrl, template);
  }

  const dir = await mkdtemp(join(tmpdir(), 'erep-api-test-'));
  // The smallest write-ahead log PostgreSQL allows, checkpointed before the dump: the seed's log no
  // longer travels in the template (74 MB instead of 124), which every test database loads.
  const db = await openPglite({ postgresqlConf: ['min_wal_size = 32MB', 'max_wal_size = 32MB'] });
  await db.migrate();
  await seed(db.orm);
  await db.client.query('checkpoint');
  // Uncompressed: a throwaway file, and every test file loads it faster than a gzip one.
  const dump = await db.client.dumpDataDir('none');
  await db.close();
  const file = join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('dbTemplate', { kind: 'pglite', file });
  console.log(`[api tests] PGlite template ready in ${Math.round(performance.now() - started)} ms`);
  return async () => rm(dir, { recursive: true, force: true });
}
