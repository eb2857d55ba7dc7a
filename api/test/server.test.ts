import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { LoginResponse } from '@erep/shared/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv, startServer, type ServerEnv } from '../src/runtime';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/seed/index';
import { seededServerData, usingPostgres, type TestDb } from './helpers';

let dataDir: string;
let testDb: TestDb | null = null;
let env: ServerEnv;

beforeAll(async () => {
  ({ dataDir, testDb } = await seededServerData('erep-server-'));
  env = { ...readEnv({}), port: 0, host: '127.0.0.1', dataDir, databaseUrl: testDb?.url ?? null, jwtSecret: null, staticRoot: null };
});
afterAll(async () => {
  await testDb?.db.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('startServer', () => {
  it('serves, keeps its secret across restarts, and shuts down cleanly', async () => {
    const first = await startServer(env, { logger: false });
    expect(first.seeded).toBeNull();
    if (!testDb) {
      // One writer per embedded database folder.
      await expect(startServer(env, { logger: false })).rejects.toThrow(/Another server/);
    }
    const health = await fetch(`${first.url}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', db: testDb ? 'postgres' : 'pglite' });

    // A request in flight when shutdown starts still gets its answer.
    const inFlight = new Promise<Response>((resolve, reject) => {
      first.app.server.once('request', () => void first.stop());
      fetch(`${first.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: DEMO_USERS.admin, password: DEMO_PASSWORD }),
      }).then(resolve, reject);
    });
    const res = await inFlight;
    expect(res.status).toBe(200);
    const { token } = (await res.json()) as LoginResponse;
    await first.stop();
    expect(first.db.closed).toBe(true);
    await expect(fetch(`${first.url}/api/health`)).rejects.toThrow();

    // Second start reuses the data and the generated secret: the old token still works.
    const second = await startServer(env, { logger: false });
    try {
      expect(second.seeded).toBeNull();
      const me = await fetch(`${second.url}/api/me`, { headers: { authorization: `Bearer ${token}` } });
      expect(me.status).toBe(200);
    } finally {
      await second.stop();
    }
    expect(second.db.closed).toBe(true);
  });

  // The embedded database creates its data folder; on a server database the folder still holds the operator token.
  it.skipIf(!usingPostgres())('starts on PostgreSQL with a data folder that does not exist yet', async () => {
    const fresh = join(dataDir, 'not-yet', 'created');
    const server = await startServer({ ...env, dataDir: fresh }, { logger: false });
    try {
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      expect((await readFile(join(fresh, 'operator-token'), 'utf8')).trim().length).toBeGreaterThanOrEqual(32);
    } finally {
      await server.stop();
    }
  });
});
