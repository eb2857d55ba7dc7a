import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { mailOutbox } from '../src/db/schema';
import { ConfigError, readEnv, startServer } from '../src/runtime';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/seed/index';
import { databaseUrl } from './global-setup';
import { runAdmin } from '../src/admin/cli';
import { openPglite, openPostgres } from '../src/db/client';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { bearer, besidePostgres, createTestApp, seededServerData, tokenFor } from './helpers';

const PROD = { NODE_ENV: 'production', PUBLIC_URL: 'https://reviews.example.com', TRUST_PROXY_HOPS: '1' } as const;
const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' } as const;

function refusal(env: NodeJS.ProcessEnv): string {
  try {
    readEnv(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    const message = (err as Error).message;
    // One sentence for the operator.
    expect(message.split(/[.!?](\s|$)/).filter((s) => s?.trim()).length).toBe(1);
    return message;
  }
  throw new Error('readEnv accepted an unsafe configuration');
}

describe('configurations production refuses', () => {
  it('accepts a complete production configuration with no demo door', () => {
    const env = readEnv({ ...PROD });
    expect(env).toMatchObject({ production: true, demo: false, paymentsTestMode: false, bench: false });
    expect(env.authFlows.publicUrl).toBe('https://reviews.example.com');
    expect(readEnv({ ...PROD, ...STRIPE }).authFlows.stripe).not.toBeNull();
  });

  it('refuses a missing PUBLIC_URL, BENCH, demo data and the test payment', () => {
    expect(refusal({ NODE_ENV: 'production' })).toMatch(/PUBLIC_URL/);
    expect(refusal({ ...PROD, BENCH: '1' })).toMatch(/BENCH=1/);
    expect(refusal({ ...PROD, SEED_DEMO: '1' })).toMatch(/SEED_DEMO=1/);
    expect(refusal({ ...PROD, PAYMENTS_TEST_MODE: '1' })).toMatch(/PAYMENTS_TEST_MODE=1/);
    expect(refusal({ ...PROD, TEST_FAST_PASSWORD_HASH: '1' })).toMatch(/TEST_FAST_PASSWORD_HASH=1/);
  });

  it('refuses production until the proxies in front are declared, and refuses a wrong declaration in one sentence', () => {
    const { TRUST_PROXY_HOPS: _hops, ...undeclared } = PROD;
    expect(refusal(undeclared)).toMatch(/TRUST_PROXY_HOPS.*0 when clients connect to it directly/);
    expect(readEnv({ ...undeclared, TRUST_PROXY_HOPS: '0' }).trustProxy).toBe(0);
    expect(readEnv({ ...undeclared, TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toEqual(['10.0.0.0/8']);
    expect(readEnv({ ...PROD }).trustProxy).toBe(1);
    // Outside production the default stays: no proxy believed.
    expect(readEnv({}).trustProxy).toBe(0);
    expect(refusal({ TRUST_PROXY: 'true' })).toMatch(/TRUST_PROXY_HOPS/);
    expect(refusal({ ...undeclared, TRUST_PROXY_HOPS: 'two' })).toMatch(/whole number/);
  });

  it('refuses Stripe partly configured, in every mode', () => {
    expect(refusal({ ...PROD, STRIPE_SECRET_KEY: 'sk_x' })).toMatch(/STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET/);
    expect(refusal({ STRIPE_SECRET_KEY: 'sk_x', STRIPE_PUBLISHABLE_KEY: 'pk_x' })).toMatch(/STRIPE_WEBHOOK_SECRET/);
    expect(refusal({ ...STRIPE, PAYMENTS_TEST_MODE: '1' })).toMatch(/one payment mode/);
    expect(refusal({ PUBLIC_URL: 'javascript:alert(1)' })).toMatch(/PUBLIC_URL/);
  });

  it('points Stripe calls at a stand-in server only outside production', () => {
    expect(readEnv({ ...STRIPE, STRIPE_API_URL: 'http://127.0.0.1:12111' }).authFlows.stripe).toMatchObject({ host: '127.0.0.1', port: 12111, protocol: 'http' });
    expect(readEnv({ ...STRIPE }).authFlows.stripe).not.toHaveProperty('host');
    expect(refusal({ ...PROD, ...STRIPE, STRIPE_API_URL: 'http://127.0.0.1:12111' })).toMatch(/STRIPE_API_URL/);
    expect(refusal({ ...STRIPE, STRIPE_API_URL: 'ftp://stripe.example' })).toMatch(/STRIPE_API_URL/);
    expect(refusal({ ...STRIPE, STRIPE_API_URL: 'http://127.0.0.1:12111/v1' })).toMatch(/STRIPE_API_URL/);
  });

  it('enables Google with both OAuth client values, needs INTEGRATIONS_KEY in production, and reroutes Google only outside it', () => {
    const GOOGLE = { GOOGLE_OAUTH_CLIENT_ID: 'id.apps.googleusercontent.com', GOOGLE_OAUTH_CLIENT_SECRET: 'secret' } as const;
    expect(readEnv({}).integrations).toEqual({ google: null, key: null, places: null });
    expect(readEnv({ ...GOOGLE, GOOGLE_API_ROOT: 'http://127.0.0.1:9090', GOOGLE_PLACES_API_KEY: 'k' }).integrations).toEqual({
      google: { clientId: GOOGLE.GOOGLE_OAUTH_CLIENT_ID, clientSecret: 'secret', apiRoot: 'http://127.0.0.1:9090' },
      key: null,
      places: { apiKey: 'k', apiRoot: 'http://127.0.0.1:9090' },
    });
    expect(refusal({ GOOGLE_OAUTH_CLIENT_ID: 'id' })).toMatch(/GOOGLE_OAUTH_CLIENT_SECRET/);
    expect(refusal({ ...GOOGLE, GOOGLE_API_ROOT: 'ftp://google.example' })).toMatch(/GOOGLE_API_ROOT/);
    expect(refusal({ ...PROD, ...GOOGLE })).toMatch(/INTEGRATIONS_KEY/);
    expect(refusal({ ...PROD, ...GOOGLE, INTEGRATIONS_KEY: 'k'.repeat(64), GOOGLE_API_ROOT: 'http://127.0.0.1:9090' })).toMatch(/GOOGLE_API_ROOT/);
    expect(readEnv({ ...PROD, ...GOOGLE, INTEGRATIONS_KEY: 'k'.repeat(64) }).integrations.google?.apiRoot).toBeNull();
  });

  it('never takes link origins from the request: outside production the local address stands in', () => {
    expect(readEnv({ PORT: '9123' }).authFlows.publicUrl).toBe('http://127.0.0.1:9123');
    expect(readEnv({ PORT: '9123', HOST: '0.0.0.0' }).authFlows.publicUrl).toBe('http://127.0.0.1:9123');
    expect(readEnv({}).paymentsTestMode).toBe(false);
    expect(readEnv({}).demo).toBe(false);
    expect(readEnv({ SEED_DEMO: '1', PAYMENTS_TEST_MODE: '1' })).toMatchObject({ demo: true, paymentsTestMode: true });
  });
});

describe('production on an empty database', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('starts with no demo account, no mailbox, no test payment and the security headers', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'erep-prod-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const template = inject('dbTemplate');
    let databaseUrlForRun: string | null = null;
    if (template.kind === 'postgres') {
      const name = `${template.template}_empty_${process.pid}`;
      const admin = new pg.Client({ connectionString: template.adminUrl });
      await admin.connect();
      await admin.query(`create database "${name}"`);
      await admin.end();
      databaseUrlForRun = databaseUrl(template.adminUrl, name);
      cleanups.push(async () => {
        const drop = new pg.Client({ connectionString: template.adminUrl });
        await drop.connect();
        await drop.query(`drop database if exists "${name}" with (force)`).finally(() => drop.end());
      });
    }
    const env = { ...readEnv({ ...PROD }), port: 0, dataDir, databaseUrl: databaseUrlForRun, staticRoot: null, releasesDir: null };
    const server = await startServer(env, { logger: false });
    try {
      expect(server.seeded).toBeNull();
      const login = await fetch(`${server.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: DEMO_USERS.admin, password: DEMO_PASSWORD }),
      });
      expect(login.status).toBe(401);
      expect((await fetch(`${server.url}/dev/mailbox`)).status).toBe(404);
      const health = await fetch(`${server.url}/api/health`);
      expect(health.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
      expect(health.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(health.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    } finally {
      await server.stop();
    }
  }, 60_000);
});

describe('production on a data folder the demo seeded', () => {
  it('refuses to start while the demo accounts exist, says how to remove them, and starts once they are gone', async () => {
    const { dataDir, testDb } = await seededServerData('erep-prod-demo-');
    try {
      const env = { ...readEnv({ ...PROD, TRUST_PROXY_HOPS: '0' }), port: 0, dataDir, databaseUrl: testDb?.url ?? null, staticRoot: null, releasesDir: null };
      const refused = await startServer(env, { logger: false }).then(
        (server) => server.stop().then(() => null),
        (err: unknown) => err,
      );
      expect(refused).toBeInstanceOf(ConfigError);
      const message = (refused as Error).message;
      expect(message).toContain(DEMO_USERS.admin);
      expect(message).toContain('manager@demo.test');
      expect(message).toContain('npm run admin -- remove-demo-accounts');

      // The operator's command, on the same data.
      const db = testDb?.url ? await openPostgres({ connectionString: testDb.url, max: 1 }) : await openPglite({ dataDir: join(dataDir, 'pglite') });
      let output = '';
      try {
        expect(await runAdmin(['remove-demo-accounts'], db, { out: (text) => (output += text), isTTY: false })).toBe(0);
      } finally {
        await db.close();
      }
      for (const email of DEMO_ACCOUNTS) expect(output).toContain(email);

      const server = await startServer(env, { logger: false });
      try {
        const login = await fetch(`${server.url}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: DEMO_USERS.admin, password: DEMO_PASSWORD }),
        });
        expect(login.status).toBe(401);
      } finally {
        await server.stop();
      }
    } finally {
      await testDb?.db.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});

// Mail and payment switches, and headers: nothing the database driver changes.
describe.skipIf(besidePostgres)('outside demo mode', () => {
  it('keeps no usable reset link in the outbox and has no test payment', async () => {
    const { app, db } = await createTestApp({ production: true, authFlows: { publicUrl: 'https://reviews.example.com' } });
    try {
      const res = await app.inject({ method: 'POST', url: '/api/public/password/reset', payload: { email: DEMO_USERS.bakery } });
      expect(res.statusCode).toBe(202);
      const mails = await db.orm.select().from(mailOutbox).where(eq(mailOutbox.to, DEMO_USERS.bakery));
      const mail = mails.at(-1);
      expect(mail?.text).toContain('https://reviews.example.com/password/reset/[redacted]');
      expect(mail?.text).not.toMatch(/password\/reset\/[A-Za-z0-9_-]{20,}/);

      const token = await tokenFor(app, DEMO_USERS.customer);
      const complete = await app.inject({ method: 'POST', url: '/api/payment/test/complete', payload: { subscription_id: 1 }, headers: bearer(token) });
      expect(complete.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('in demo mode the mailbox copy keeps the link the browser tests follow', async () => {
    const { app, db } = await createTestApp({ demo: true });
    try {
      await app.inject({ method: 'POST', url: '/api/public/password/reset', payload: { email: DEMO_USERS.bakery } });
      const mail = (await db.orm.select().from(mailOutbox).where(eq(mailOutbox.to, DEMO_USERS.bakery))).at(-1);
      expect(mail?.text).toMatch(/password\/reset\/[A-Za-z0-9_-]{43}/);
    } finally {
      await app.close();
    }
  });
});

describe.skipIf(besidePostgres)('the Content-Security-Policy follows the configuration', () => {
  it('allows scripts from the release base and the chat hosts only, frames from the listed screens, HSTS in production only', async () => {
    const { app } = await createTestApp({
      security: { releasesBaseUrl: 'https://cdn.example.net/releases', frameAncestors: ['https://screens.example.com'], chatScriptHosts: ['phone.example.com'] },
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      const csp = res.headers['content-security-policy'] as string;
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      expect(scriptSrc.split(' ')).toEqual(expect.arrayContaining(["'self'", 'https://cdn.example.net', 'https://phone.example.com', 'https://js.stripe.com']));
      // Stripe.js and its embedded Checkout, as Stripe's security guide lists them.
      expect(/frame-src ([^;]*)/.exec(csp)?.[1]?.split(' ')).toEqual(expect.arrayContaining(['https://js.stripe.com', 'https://checkout.stripe.com']));
      expect(/connect-src ([^;]*)/.exec(csp)?.[1]?.split(' ')).toEqual(expect.arrayContaining(['https://api.stripe.com', 'https://checkout.stripe.com']));
      // No wildcard over all of Stripe where code runs.
      expect(scriptSrc.split(' ')).not.toContain('https://*.stripe.com');
      expect(/frame-src ([^;]*)/.exec(csp)?.[1]?.split(' ')).not.toContain('https://*.stripe.com');
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
      expect(csp).toContain('frame-ancestors https://screens.example.com');
      expect(res.headers['x-frame-options']).toBeUndefined();
      expect(res.headers['strict-transport-security']).toBeUndefined();
      // A fresh nonce per answer.
      const again = await app.inject({ method: 'GET', url: '/api/health' });
      expect(/'nonce-([^']+)'/.exec(csp)?.[1]).not.toBe(/'nonce-([^']+)'/.exec(again.headers['content-security-policy'] as string)?.[1]);
    } finally {
      await app.close();
    }
  });
});
