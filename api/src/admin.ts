import { runAdmin } from './admin/cli';
import { openConfiguredDatabase, readEnv } from './runtime';

/** `npm run admin -- <command>`: first admin, partners and their domains on the server's database. */
async function main(): Promise<number> {
  // One writer on the embedded database: refused while the server holds it.
  const { db, unlock } = await openConfiguredDatabase(readEnv(), { max: 1 });
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
