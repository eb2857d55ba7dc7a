import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildApp, type AuthFlowOptions } from './app';
import { openPglite, openPostgres, type Db } from './db/client';
import { settings } from './db/schema';
import { trustedProxies } from './http/proxy';
import { newSecret } from './lib/ids';
import { seedIfEmpty, type SeedSummary } from './seed/index';

/** Both `src/` and `dist/` sit two levels below the repository root. */
export const REPO_ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

export interface ServerEnv {
  port: number;
  host: string;
  databaseUrl: string | null;
  /** Holds `pglite/` (embedded database) and `jwt-secret`. */
  dataDir: string;
  jwtSecret: string | null;
  partnerCode: string;
  staticRoot: string | null;
  /** Published remote releases (immutable folders), served under /releases/. */
  releasesDir: string | null;
  /** Key of the release command line; generated into the data folder when unset. */
  operatorToken: string | null;
  production: boolean;
  /** Proxy hops or addresses whose X-Forwarded-For is believed (TRUST_PROXY_HOPS / TRUST_PROXY). */
  trustProxy: number | string[];
  logLevel: string;
  /** Mail delivery and card payments; unset keeps mail in the outbox and payments in test mode. */
  authFlows: AuthFlowOptions;
  /** BENCH=1: lifts the visitor rate limits and adds the bare-INSERT reference route (load tests only). */
  bench: boolean;
}

export function readEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid PORT: ${env.PORT}`);
  const staticRoot = env.STATIC_ROOT ?? REPO_ROOT;
  return {
    port,
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || null,
    dataDir: resolve(env.DATA_DIR || join(REPO_ROOT, '.data')),
    jwtSecret: env.JWT_SECRET || null,
    partnerCode: env.PARTNER_CODE || 'demo',
    staticRoot: staticRoot === '' || staticRoot === 'off' ? null : resolve(staticRoot),
    releasesDir: env.RELEASES_DIR ? resolve(env.RELEASES_DIR) : staticRoot === '' || staticRoot === 'off' ? null : resolve(staticRoot, 'releases'),
    operatorToken: env.OPERATOR_TOKEN || null,
    production: env.NODE_ENV === 'production',
    trustProxy: trustedProxies(env),
    logLevel: env.LOG_LEVEL || 'info',
    bench: env.BENCH === '1',
    authFlows: {
      smtpUrl: env.SMTP_URL || null,
      publicUrl: env.PUBLIC_URL || null,
      ...(env.MAIL_FROM ? { mailFrom: env.MAIL_FROM } : {}),
      stripe:
        env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET
          ? { secretKey: env.STRIPE_SECRET_KEY, publishableKey: env.STRIPE_PUBLISHABLE_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET }
          : null,
    },
  };
}

/** A generated secret kept in the data folder, so it survives restarts. */
async function fileSecret(dataDir: string, name = 'jwt-secret'): Promise<string> {
  const file = join(dataDir, name);
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch {
    // First start: create below.
  }
  const secret = newSecret();
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, `${secret}\n`, { mode: 0o600 });
  await rename(tmp, file);
  return secret;
}

/** On PostgreSQL the data folder may not be shared between instances; the database is. */
async function dbSecret(db: Db): Promise<string> {
  await db.orm.insert(settings).values({ key: 'jwt_secret', value: newSecret() }).onConflictDoNothing();
  const [row] = await db.orm.select({ value: settings.value }).from(settings).where(eq(settings.key, 'jwt_secret'));
  const value = row?.value;
  if (!value) throw new Error('JWT secret could not be stored');
  return value;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The embedded database must have a single writer: a second server on the same folder would corrupt it.
 * Returns the release function.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await writeFile(file, String(process.pid), { flag: 'wx' });
      return () => rm(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number((await readFile(file, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(owner) && owner > 0 && processAlive(owner)) {
        throw new Error(`Another server (pid ${owner}) is using ${dataDir}; stop it or set DATA_DIR`);
      }
      // Left behind by a crash: take it over.
      await rm(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

export interface RunningServer {
  app: FastifyInstance;
  db: Db;
  url: string;
  seeded: SeedSummary | null;
  /** Stops accepting requests, lets in-flight ones finish, then closes the database. */
  stop(): Promise<void>;
}

export async function startServer(env: ServerEnv, options: { logger?: FastifyServerOptions['logger'] } = {}): Promise<RunningServer> {
  let db: Db;
  let unlock: () => Promise<void> = async () => undefined;
  if (env.databaseUrl) {
    db = await openPostgres({ connectionString: env.databaseUrl });
  } else {
    await mkdir(join(env.dataDir, 'pglite'), { recursive: true });
    unlock = await lockDataDir(env.dataDir);
    try {
      db = await openPglite({ dataDir: join(env.dataDir, 'pglite') });
    } catch (err) {
      await unlock();
      throw err;
    }
  }
  try {
    await db.migrate();
    const seeded = await seedIfEmpty(db);
    const jwtSecret = env.jwtSecret ?? (env.databaseUrl ? await dbSecret(db) : await fileSecret(env.dataDir));
    const app = await buildApp({
      db,
      jwtSecret,
      partnerCode: env.partnerCode,
      staticRoot: env.staticRoot,
      releasesDir: env.releasesDir,
      // Always kept in the data folder too: the release command line reads it from there.
      operatorToken: env.operatorToken ?? (await fileSecret(env.dataDir, 'operator-token')),
      production: env.production,
      trustProxy: env.trustProxy,
      authFlows: env.authFlows,
      ...(env.bench ? { bench: true } : {}),
      logger: options.logger ?? { level: env.logLevel },
    });
    if (seeded) app.log.info({ seed: seeded }, 'database seeded with demo data');
    const address = await app.listen({ port: env.port, host: env.host });
    let stopping: Promise<void> | null = null;
    return {
      app,
      db,
      url: address,
      seeded,
      // The lock goes only once the database is closed (app close hook).
      stop: () => (stopping ??= app.close().then(unlock)),
    };
  } catch (err) {
    await db.close().catch(() => undefined);
    await unlock();
    throw err;
  }
}
