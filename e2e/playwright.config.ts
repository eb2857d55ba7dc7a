import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';

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
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
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
  webServer: {
    // The product as `npm start` serves it, on a fresh embedded database.
    command: `rm -rf .data/${port} && node ../api/dist/server.mjs`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 300_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      STATIC_ROOT: path.resolve(import.meta.dirname, '..'),
      DATA_DIR: path.resolve(import.meta.dirname, '.data', String(port)),
      // Releases published by the tests stay inside this run's data folder.
      RELEASES_DIR: path.resolve(import.meta.dirname, '.data', String(port), 'releases'),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // The demo, as `npm start` runs it: seeded data, the mailbox the reset tests read, the test payment.
      SEED_DEMO: '1',
      PAYMENTS_TEST_MODE: '1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      CHAT_SCRIPT_HOSTS: 'phone.avisboost.example',
      // Cheap password hashing (refused in production): the suite signs in and fails sign-ins often.
      TEST_FAST_PASSWORD_HASH: '1',
    },
  },
});
