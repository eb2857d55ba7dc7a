import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildApp, type AuthFlowOptions, type IntegrationsConfig } from './app';
import { openPglite, openPostgres, type Db } from './db/client';
import { settings } from './db/schema';
import { trustedProxies } from './http/proxy';
import type { StripeSettings } from './modules/account/payments';
import { newSecret } from './lib/ids';
import { FAST_HASH_ENV } from './lib/password';
import { loadInstanceModel } from './modules/analysis/instance-model';
import { findDemoAccounts, REMOVE_DEMO_ACCOUNTS } from './seed/demo-accounts';
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
  /** External review-analysis service (ANALYSIS_URL); unset: none. */
  analysisUrl: string | null;
  /** Weather archive service (WEATHER_URL); unset: stored weather only. */
  weatherUrl: string | null;
  /** BENCH=1: lifts the visitor rate limits and adds the bare-INSERT reference route (load tests only). */
  bench: boolean;
  /** SEED_DEMO=1: demo data on an empty database, the development mailbox and the `?partner=` switch. */
  demo: boolean;
  /** PAYMENTS_TEST_MODE=1: the built-in test payment when Stripe is not configured. */
  paymentsTestMode: boolean;
  /** Review platform connectors (GOOGLE_OAUTH_CLIENT_ID/SECRET, GOOGLE_API_ROOT, INTEGRATIONS_KEY, GOOGLE_PLACES_API_KEY). */
  integrations: IntegrationsConfig;
  /** Sources the Content-Security-Policy allows beyond this origin. */
  security: { releasesBaseUrl: string | null; frameAncestors: string[]; chatScriptHosts: string[] };
}

const list = (value: string | undefined) => (value ?? '').split(/[\s,]+/).filter(Boolean);
const HOST_NAME = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$/i;

/** A configuration the server refuses to start with; its message is one sentence for the operator. */
export class ConfigError extends Error {}

const STRIPE_VARIABLES = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

/** The unsafe combinations, checked before anything is opened. */
function checkEnv(env: NodeJS.ProcessEnv, production: boolean): void {
  const set = STRIPE_VARIABLES.filter((name) => env[name]);
  if (set.length > 0 && set.length < STRIPE_VARIABLES.length) {
    const missing = STRIPE_VARIABLES.filter((name) => !env[name]);
    throw new ConfigError(`Stripe is only partly configured: set ${missing.join(' and ')} too, or unset ${set.join(' and ')}.`);
  }
  if (env.PAYMENTS_TEST_MODE === '1' && set.length > 0) {
    throw new ConfigError('PAYMENTS_TEST_MODE=1 cannot be combined with Stripe keys: choose one payment mode.');
  }
  if (env.PUBLIC_URL) {
    try {
      const url = new URL(env.PUBLIC_URL);
      if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('protocol');
    } catch {
      throw new ConfigError(`PUBLIC_URL is not a valid http(s) address: ${env.PUBLIC_URL}.`);
    }
  }
  for (const host of list(env.CHAT_SCRIPT_HOSTS)) {
    if (!HOST_NAME.test(host)) throw new ConfigError(`CHAT_SCRIPT_HOSTS must list host names such as phone.example.com, not ${host}.`);
  }
  for (const origin of list(env.FRAME_ANCESTORS)) {
    if (!/^https:\/\/[a-z0-9.-]+(:\d+)?$/i.test(origin)) throw new ConfigError(`FRAME_ANCESTORS must list https origins such as https://screens.example.com, not ${origin}.`);
  }
  if (env.STRIPE_API_URL && !/^https?:\/\/[^/]+\/?$/i.test(env.STRIPE_API_URL)) {
    throw new ConfigError(`STRIPE_API_URL must be an origin such as http://127.0.0.1:12111, not ${env.STRIPE_API_URL}.`);
  }
  if (Boolean(env.GOOGLE_OAUTH_CLIENT_ID) !== Boolean(env.GOOGLE_OAUTH_CLIENT_SECRET)) {
    throw new ConfigError('Google is only partly configured: set both GOOGLE_OAUTH_CLIENT_ID and GOOGLE_OAUTH_CLIENT_SECRET, or neither.');
  }
  if (env.GOOGLE_API_ROOT && !/^https?:\/\/[^?#]+$/i.test(env.GOOGLE_API_ROOT)) {
    throw new ConfigError(`GOOGLE_API_ROOT must be an address such as http://127.0.0.1:9090, not ${env.GOOGLE_API_ROOT}.`);
  }
  if (env.RELEASES_BASE_URL && /^https?:/i.test(env.RELEASES_BASE_URL) && !URL.canParse(env.RELEASES_BASE_URL)) {
    throw new ConfigError(`RELEASES_BASE_URL is not a valid address: ${env.RELEASES_BASE_URL}.`);
  }
  if (!production) return;
  if (!env.PUBLIC_URL) {
    throw new ConfigError('PUBLIC_URL must be set in production: links in mails are built from it, never from the request Host header.');
  }
  if (env[FAST_HASH_ENV] === '1') throw new ConfigError(`${FAST_HASH_ENV}=1 weakens password hashing for test suites and cannot be used in production.`);
  if (env.BENCH === '1') throw new ConfigError('BENCH=1 lifts the visitor rate limits and cannot be used in production.');
  if (env.SEED_DEMO === '1') throw new ConfigError('SEED_DEMO=1 would create demo accounts with a published password and cannot be used in production.');
  if (env.PAYMENTS_TEST_MODE === '1') {
    throw new ConfigError('PAYMENTS_TEST_MODE=1 would activate paid plans without payment and cannot be used in production.');
  }
  if (env.GOOGLE_API_ROOT) {
    throw new ConfigError('GOOGLE_API_ROOT sends Google tokens to a stand-in server and cannot be used in production.');
  }
  if (env.GOOGLE_OAUTH_CLIENT_ID && !env.INTEGRATIONS_KEY) {
    throw new ConfigError('INTEGRATIONS_KEY must be set in production when Google is configured: it encrypts the stored Google tokens.');
  }
  if (env.STRIPE_API_URL) {
    throw new ConfigError('STRIPE_API_URL sends the Stripe secret key to a stand-in server and cannot be used in production.');
  }
  // Behind a proxy with no trust every client shares the proxy's address, and one address's failed
  // sign-ins would lock everyone out: the operator says which case this is.
  if (!env.TRUST_PROXY_HOPS && !env.TRUST_PROXY) {
    throw new ConfigError(
      'Set TRUST_PROXY_HOPS in production to the number of proxies in front of the API (0 when clients connect to it directly), or TRUST_PROXY to their addresses.',
    );
  }
}

/** The proxies to believe, a mistake there being the operator's to fix like any other refused setting. */
function proxiesOf(env: NodeJS.ProcessEnv): number | string[] {
  try {
    return trustedProxies(env);
  } catch (err) {
    throw new ConfigError(`${(err as Error).message}.`);
  }
}

export function readEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid PORT: ${env.PORT}`);
  const staticRoot = env.STATIC_ROOT ?? REPO_ROOT;
  const production = env.NODE_ENV === 'production';
  checkEnv(env, production);
  const host = env.HOST || '127.0.0.1';
  // Outside production the local address stands in for PUBLIC_URL, so no link ever comes from a Host header.
  const localHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  const publicUrl = env.PUBLIC_URL || `http://${localHost}:${port}`;
  return {
    port,
    host,
    databaseUrl: env.DATABASE_URL || null,
    dataDir: resolve(env.DATA_DIR || join(REPO_ROOT, '.data')),
    jwtSecret: env.JWT_SECRET || null,
    partnerCode: env.PARTNER_CODE || 'demo',
    staticRoot: staticRoot === '' || staticRoot === 'off' ? null : resolve(staticRoot),
    releasesDir: env.RELEASES_DIR ? resolve(env.RELEASES_DIR) : staticRoot === '' || staticRoot === 'off' ? null : resolve(staticRoot, 'releases'),
    operatorToken: env.OPERATOR_TOKEN || null,
    production,
    trustProxy: proxiesOf(env),
    logLevel: env.LOG_LEVEL || 'info',
    bench: env.BENCH === '1',
    analysisUrl: env.ANALYSIS_URL || null,
    weatherUrl: env.WEATHER_URL || null,
    demo: env.SEED_DEMO === '1',
    paymentsTestMode: env.PAYMENTS_TEST_MODE === '1',
    integrations: {
      google:
        env.GOOGLE_OAUTH_CLIENT_ID && env.GOOGLE_OAUTH_CLIENT_SECRET
          ? { clientId: env.GOOGLE_OAUTH_CLIENT_ID, clientSecret: env.GOOGLE_OAUTH_CLIENT_SECRET, apiRoot: env.GOOGLE_API_ROOT || null }
          : null,
      key: env.INTEGRATIONS_KEY || null,
      places: env.GOOGLE_PLACES_API_KEY ? { apiKey: env.GOOGLE_PLACES_API_KEY, apiRoot: env.GOOGLE_API_ROOT || null } : null,
    },
    security: {
      releasesBaseUrl: env.RELEASES_BASE_URL || null,
      frameAncestors: list(env.FRAME_ANCESTORS),
      chatScriptHosts: list(env.CHAT_SCRIPT_HOSTS).map((host) => host.toLowerCase()),
    },
    authFlows: {
      smtpUrl: env.SMTP_URL || null,
      publicUrl,
      ...(env.MAIL_FROM ? { mailFrom: env.MAIL_FROM } : {}),
      stripe:
        env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET
          ? { secretKey: env.STRIPE_SECRET_KEY, publishableKey: env.STRIPE_PUBLISHABLE_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, ...stripeServer(env.STRIPE_API_URL) }
          : null,
    },
  };
}

/** STRIPE_API_URL (test suites, outside production): where the Stripe SDK sends its calls instead of Stripe. */
function stripeServer(url: string | undefined): Pick<StripeSettings, 'host' | 'port' | 'protocol'> {
  if (!url) return {};
  const parsed = new URL(url);
  const protocol = parsed.protocol === 'http:' ? 'http' : 'https';
  return { host: parsed.hostname, port: Number(parsed.port || (protocol === 'http' ? 80 : 443)), protocol };
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
  // On PostgreSQL nothing else creates the data folder, yet the operator token lives there.
  await mkdir(dataDir, { recursive: true });
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
async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
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

/**
 * The database the configuration names: PostgreSQL through `DATABASE_URL`, else the embedded one in
 * `DATA_DIR`, held by this process alone until `unlock` (a server or a command, never both at once).
 */
export async function openConfiguredDatabase(env: Pick<ServerEnv, 'databaseUrl' | 'dataDir'>, options: { max?: number } = {}): Promise<{ db: Db; unlock: () => Promise<void> }> {
  if (env.databaseUrl) return { db: await openPostgres({ connectionString: env.databaseUrl, ...options }), unlock: async () => undefined };
  await mkdir(join(env.dataDir, 'pglite'), { recursive: true });
  const unlock = await lockDataDir(env.dataDir);
  try {
    return { db: await openPglite({ dataDir: join(env.dataDir, 'pglite') }), unlock };
  } catch (err) {
    await unlock();
    throw err;
  }
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
  const { db, unlock } = await openConfiguredDatabase(env);
  try {
    await db.migrate();
    // The instance's own sentiment model, when one was trained on its rated reviews.
    const sentimentModel = await loadInstanceModel(env.dataDir);
    // A data folder the demo seeded keeps accounts whose password the README publishes.
    if (env.production) {
      const demoAccounts = await findDemoAccounts(db.orm);
      if (demoAccounts.length > 0) {
        throw new ConfigError(
          `The database holds the demo accounts ${demoAccounts.join(', ')}, whose password is published: remove them with \`${REMOVE_DEMO_ACCOUNTS}\`, or start on an empty database.`,
        );
      }
    }
    // Never without an explicit demo mode: a fresh production database must not accept published passwords.
    const seeded = env.demo ? await seedIfEmpty(db) : null;
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
      analysisUrl: env.analysisUrl,
      weatherUrl: env.weatherUrl,
      backgroundAnalysis: true,
      jobWorker: true,
      campaignSender: true,
      demo: env.demo,
      paymentsTestMode: env.paymentsTestMode,
      integrations: env.integrations,
      security: env.security,
      logger: options.logger ?? { level: env.logLevel },
    });
    if (seeded) app.log.info({ seed: seeded }, 'database seeded with demo data');
    if (sentimentModel === 'instance') app.log.info('sentiment model trained on this instance\'s rated reviews in use');
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
