// `npm run analysis -- reanalyse` at the root: analyses every review with a comment and no analysis
// from the current analyser, on the embedded database (DATA_DIR) or PostgreSQL (DATABASE_URL).
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { openPglite, openPostgres, type Db } from './db/client';
import { createAnalysisSink } from './modules/analysis/adapter';
import { loadInstanceModel } from './modules/analysis/instance-model';
import { ANALYSER_VERSION, reanalyseReviews } from './modules/analysis/service';
import { lockDataDir, readEnv } from './runtime';

async function main(command: string | undefined): Promise<void> {
  if (command !== 'reanalyse') {
    console.error('Usage: npm run analysis -- reanalyse');
    process.exitCode = 2;
    return;
  }
  const env = readEnv();
  let db: Db;
  let unlock: () => Promise<void> = async () => undefined;
  if (env.databaseUrl) db = await openPostgres({ connectionString: env.databaseUrl });
  else {
    await mkdir(join(env.dataDir, 'pglite'), { recursive: true });
    // The embedded database has one writer: stop the server first.
    unlock = await lockDataDir(env.dataDir);
    db = await openPglite({ dataDir: join(env.dataDir, 'pglite') });
  }
  try {
    await db.migrate();
    await loadInstanceModel(env.dataDir);
    const sink = env.analysisUrl ? createAnalysisSink(env.analysisUrl, { warn: (details, message) => console.warn(message, details) }) : null;
    const started = performance.now();
    const count = await reanalyseReviews(db.orm, { batchSize: 500, sink });
    await sink?.idle();
    console.log(`${count} reviews analysed (analyser version ${ANALYSER_VERSION}) in ${Math.round(performance.now() - started)} ms`);
  } finally {
    await db.close();
    await unlock();
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
