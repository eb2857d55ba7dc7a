import { join } from 'node:path';
import { mkdir } from 'node:fs/promises';
import { runAdmin } from './admin/cli';
import { openPglite, openPostgres, type Db } from './db/client';
import { lockDataDir, readEnv } from './runtime';

/** `npm run admin -- <command>`: first admin, partners and their domains on the server's database. */
async function main(): Promise<number> {
  const env = readEnv();
  let db: Db;
  let unlock: () => Promise<void> = async () => undefined;
  if (env.databaseUrl) {
    db = await openPostgres({ connectionString: env.databaseUrl, max: 1 });
  } else {
    await mkdir(join(env.dataDir, 'pglite'), { recursive: true });
    // One writer on the embedded database: the running server holds it.
    unlock = await lockDataDir(env.dataDir);
    db = await openPglite({ dataDir: join(env.dataDir, 'pglite') });
  }
  try {
    await db.migrate();
    return await runAdmin(process.argv.slice(2), db, { out: (text) => process.stdout.write(text), isTTY: Boolean(process.stdout.isTTY) });
  } finally {
    await db.close();
    await unlock();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
