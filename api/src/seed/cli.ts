// `npm run seed -- --reviews 100000`: the demo data (when the database is empty) plus that many more
// reviews, on the embedded database (DATA_DIR) or PostgreSQL (DATABASE_URL).
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openPglite, openPostgres, type Db } from '../db/client';
import { seedIfEmpty } from './index';
import { addScaleReviews } from './scale';

const { values } = parseArgs({ options: { reviews: { type: 'string', default: '0' } } });
const count = Number(values.reviews);
if (!Number.isInteger(count) || count < 0) throw new Error('--reviews takes a whole number');

let db: Db;
if (process.env.DATABASE_URL) {
  db = await openPostgres({ connectionString: process.env.DATABASE_URL });
} else {
  const dir = join(resolve(process.env.DATA_DIR || join(import.meta.dirname, '../../../.data')), 'pglite');
  await mkdir(dir, { recursive: true });
  db = await openPglite({ dataDir: dir });
}
try {
  await db.migrate();
  const seeded = await seedIfEmpty(db);
  console.log(seeded ? `demo data seeded (${seeded.reviews} reviews, ${seeded.ms} ms)` : 'demo data already there');
  if (count > 0) {
    const started = performance.now();
    await addScaleReviews(db.orm, count);
    console.log(`${count} reviews added in ${Math.round(performance.now() - started)} ms`);
  }
} finally {
  await db.close();
}
