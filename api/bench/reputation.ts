// Query latencies of the reputation pages on the embedded database with a large data set:
// p50 and p95 of search (with and without filters), ranking and trends, against 50 ms.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openPglite } from '../src/db/client';
import { ranking, search, trends } from '../src/modules/reputation/service';
import { seed } from '../src/seed/index';
import { addScaleReviews } from '../src/seed/scale';

const TARGET_MS = 50;
const RUNS = 40;
const { values } = parseArgs({ options: { reviews: { type: 'string', default: '100000' } } });

const dir = await mkdtemp(join(tmpdir(), 'erep-bench-'));
const db = await openPglite({ dataDir: dir });
try {
  await db.migrate();
  await seed(db.orm);
  let started = performance.now();
  await addScaleReviews(db.orm, Number(values.reviews));
  console.log(`reputation bench: ${values.reviews} extra reviews seeded in ${Math.round(performance.now() - started)} ms`);
  const [{ id } = { id: 0 }] = ((await db.orm.execute(sql`select id from customers where tag = 'demo-bistro'`)) as unknown as { rows: { id: number }[] }).rows;
  const owner = { customerId: id, establishments: null };
  const range = { start_date: new Date(Date.now() - 365 * 864e5).toISOString().slice(0, 10) };
  const cases: [string, () => Promise<unknown>][] = [
    ['search "accueillant"', () => search(db.orm, owner, { ...range, q: 'accueillant' })],
    ['search typo "blanqette"', () => search(db.orm, owner, { ...range, q: 'blanqette' })],
    ['search + filters', () => search(db.orm, owner, { ...range, q: 'service', language: 'fr', rating: 2, platform: 'Google', with_comment: true })],
    ['search filters only', () => search(db.orm, owner, { ...range, rating: 5, platform: 'internal_form', with_advantage: true })],
    ['ranking (year, previous year)', () => ranking(db.orm, owner, range, null)],
    ['ranking global', () => ranking(db.orm, owner, { period: 'global' }, null)],
    ['trends weekly, two years', () => trends(db.orm, owner, { period: 'global' }, 'week')],
  ];
  let failed = 0;
  for (const [name, run] of cases) {
    await run();
    const times: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      started = performance.now();
      await run();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
    const ok = p(0.95) <= TARGET_MS;
    if (!ok) failed += 1;
    console.log(`${ok ? 'ok  ' : 'SLOW'} ${name.padEnd(32)} p50 ${p(0.5).toFixed(1)} ms  p95 ${p(0.95).toFixed(1)} ms  (target p95 <= ${TARGET_MS} ms)`);
  }
  console.log(failed === 0 ? 'reputation queries within target' : `${failed} reputation queries above target`);
} finally {
  await db.close();
  await rm(dir, { recursive: true, force: true });
}
