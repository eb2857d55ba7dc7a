import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { dataDirOf, fakeGooglePort, fakeStripePort, port, releasesPort, stripePort } from './ports';

// Debian's headless shell (package chromium-headless-shell) when there: the same engine as
// /usr/bin/chromium without the desktop browser around it, at about half the CPU per test.
const chromium = process.env.CHROME_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => existsSync(p)) ?? '/usr/bin/chromium';

/**
 * Card payments through Stripe instead of the test payment: test keys, the API calls sent to the
 * payment test's stand-in for Stripe.
 */
const STRIPE_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_e2e',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
  STRIPE_WEBHOOK_SECRET: 'whsec_e2e',
  STRIPE_API_URL: `http://127.0.0.1:${fakeStripePort}`,
};

/** The Google Business Profile connector, every Google call sent to the connector test's stand-in for Google. */
const GOOGLE_ENV = {
  GOOGLE_OAUTH_CLIENT_ID: 'fake-client.apps.googleusercontent.com',
  GOOGLE_OAUTH_CLIENT_SECRET: 'fake-client-secret',
  GOOGLE_API_ROOT: `http://127.0.0.1:${fakeGooglePort}`,
};

export default defineConfig({
  testDir: './tests',
  // One folder per server port, so runs on different ports never clear each other's results.
  outputDir: `test-results/${port}`,
  // Two workers each drive a Chromium beside the server: on a loaded two-core machine a page with its
  // accessibility checks can take several seconds, so the limits leave room for that.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  // A failed test runs once more only to record its trace; passing then makes it flaky, and a flaky
  // test fails the run like a failed one.
  retries: 1,
  failOnFlakyTests: true,
  reporter: [['list'], ['json', { outputFile: `test-results/${port}/report.json` }], ...(process.env.CI ? [] : [['html', { open: 'never' }] as const])],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace costs every test a good part of its time: only the retry of a failure records one.
    trace: 'on-first-retry',
    // As a reader who asked for less motion: transitions end at once instead of repainting the page.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  // The three servers start side by side (servers.mjs): Playwright would start them one after another.
  webServer: {
    command: 'node servers.mjs',
    wait: { stdout: /^servers ready$/m },
    reuseExistingServer: false,
    timeout: 300_000,
    env: {
      E2E_SERVERS: JSON.stringify([
        { name: 'main', env: server(port, { google: true }) },
        { name: 'releases', env: server(releasesPort) },
        { name: 'stripe', env: server(stripePort, { stripe: true }) },
      ]),
      // Seeded once, without integrations, then copied to each server's folder.
      E2E_SEED: JSON.stringify(server(port, { dataDir: `${dataDirOf(port)}-seed` })),
    },
  },
});

/** The product as `npm start` serves it, on an embedded database of its own (a copy of the demo seeded at start, see servers.mjs). */
function server(serverPort: number, { stripe = false, google = false, dataDir = dataDirOf(serverPort) } = {}): Record<string, string> {
  return {
    PORT: String(serverPort),
    HOST: '127.0.0.1',
    STATIC_ROOT: path.resolve(import.meta.dirname, '..'),
    DATA_DIR: dataDir,
    // Releases published by the tests stay inside this server's data folder.
    RELEASES_DIR: path.join(dataDir, 'releases'),
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    // The demo, as `npm start` runs it: seeded data, the mailbox the reset tests read, the test payment.
    SEED_DEMO: '1',
    ...(stripe ? STRIPE_ENV : { PAYMENTS_TEST_MODE: '1' }),
    ...(google ? GOOGLE_ENV : {}),
    PUBLIC_URL: `http://127.0.0.1:${serverPort}`,
    CHAT_SCRIPT_HOSTS: 'phone.avisboost.example',
    // Cheap password hashing (refused in production): the suite signs in and fails sign-ins often.
    TEST_FAST_PASSWORD_HASH: '1',
  };
}
