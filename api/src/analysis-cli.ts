// `npm run analysis -- reanalyse` at the root: analyses every review with a comment and no analysis
// from the current analyser, on the embedded database (DATA_DIR) or PostgreSQL (DATABASE_URL).
import { createAnalysisSink } from './modules/analysis/adapter';
import { loadInstanceModel } from './modules/analysis/instance-model';
import { ANALYSER_VERSION, reanalyseReviews } from './modules/analysis/service';
import { openConfiguredDatabase, readEnv } from './runtime';

async function main(command: string | undefined): Promise<void> {
  if (command !== 'reanalyse') {
    console.error('Usage: npm run analysis -- reanalyse');
    process.exitCode = 2;
    return;
  }
  const env = readEnv();
  // The embedded database has one writer: refused while the server runs.
  const { db, unlock } = await openConfiguredDatabase(env);
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
