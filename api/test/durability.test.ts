import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres, type Db } from '../src/db/client';
import { establishments, reviews } from '../src/db/schema';
import { seededServerData, type TestDb } from './helpers';

/*
 * Every feedback the server answered 2xx is still there after the process is killed with SIGKILL
 * in the middle of a burst (PGlite on disk by default; PostgreSQL when DATABASE_URL is set).
 */

const API_DIR = fileURLToPath(new URL('..', import.meta.url));

let dataDir: string;
let testDb: TestDb | null = null;
let lyonId: number;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function openData(): Promise<Db> {
  return testDb?.url ? openPostgres({ connectionString: testDb.url, max: 2 }) : openPglite({ dataDir: join(dataDir, 'pglite') });
}

async function startProcess(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: testDb?.url ?? '',
      STATIC_ROOT: 'off',
      LOG_LEVEL: 'error',
      // Visitor rate limits lifted: the burst comes from one address.
      BENCH: '1',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // Recovering the embedded database after a kill, on a machine busy with other suites, can take
  // long: the start-up time is not what this test judges.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
    if (up) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${stderr}`);
}

const exited = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

beforeAll(async () => {
  ({ dataDir, testDb } = await seededServerData('erep-durability-'));
  const db = await openData();
  try {
    const [lyon] = await db.orm.select({ id: establishments.id }).from(establishments).where(eq(establishments.tag, 'demo-bistro-lyon'));
    if (!lyon) throw new Error('seed: lyon missing');
    lyonId = lyon.id;
  } finally {
    await db.close();
  }
}, 60_000);

afterAll(async () => {
  await testDb?.db.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('a server killed with SIGKILL', () => {
  it('keeps every feedback it answered 2xx', { timeout: 300_000 }, async () => {
    const port = await freePort();
    const child = await startProcess(port);
    const acknowledged: string[] = [];
    let sent = 0;
    let killed = false;
    const stamp = Date.now().toString(36);
    const worker = async () => {
      while (!killed) {
        const n = (sent += 1);
        const email = `durable-${stamp}-${n}@example.com`;
        const ok = await fetch(`http://127.0.0.1:${port}/api/public/feedback?customer=demo-bistro&establishment=${lyonId}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: `erep_vid=durable${stamp}${String(n).padStart(12, '0')}` },
          body: JSON.stringify({ rating: 4, firstname: 'Léa', acceptTerms: true, email }),
        }).then(
          (r) => r.status >= 200 && r.status < 300,
          () => false,
        );
        if (ok) acknowledged.push(email);
        // Kill in the middle of the burst, with other posts in flight.
        if (acknowledged.length >= 24 && !killed) {
          killed = true;
          child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 6 }, worker));
    await exited(child);
    expect(child.signalCode).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(24);

    // The server starts again on the same data after the crash.
    const restarted = await startProcess(port);
    restarted.kill('SIGTERM');
    await exited(restarted);

    const db = await openData();
    try {
      const stored = await db.orm.select({ email: reviews.email }).from(reviews).where(inArray(reviews.email, acknowledged));
      const missing = acknowledged.filter((email) => !stored.some((row) => row.email === email));
      expect(missing).toEqual([]);
    } finally {
      await db.close();
    }
  });
});
