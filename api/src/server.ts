import { ConfigError, readEnv, startServer } from './runtime';

/** Process entry: start, then shut down cleanly on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const server = await startServer(readEnv());
  const shutdown = (signal: NodeJS.Signals) => {
    server.app.log.info({ signal }, 'shutting down');
    // A stuck request must not keep the process alive forever.
    setTimeout(() => {
      server.app.log.error('shutdown timed out');
      process.exit(1);
    }, 10_000).unref();
    server.stop().then(
      () => process.exit(0),
      (err: unknown) => {
        server.app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

main().catch((err: unknown) => {
  // A refused configuration is the operator's to fix: one sentence, no stack.
  console.error(err instanceof ConfigError ? `Refusing to start: ${err.message}` : err);
  process.exit(1);
});
