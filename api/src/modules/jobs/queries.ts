import { sql } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { jobs } from '../../db/schema';
import type { Queryable } from '../analysis/queries';

export interface ClaimedJob {
  id: number;
  kind: string;
  payload: unknown;
  attempts: number;
}

type NewJob = { kind: string; payload: Record<string, unknown>; dedupeKey: string; runAt?: Date };

/** Adds a job unless one with the same key exists (sent or not): a thing is never done twice. */
export async function enqueue(db: Queryable, job: NewJob): Promise<boolean> {
  return (await enqueueAll(db, [job])) > 0;
}

/** `enqueue` for many jobs in one statement; answers how many were new. */
export async function enqueueAll(db: Queryable, list: NewJob[]): Promise<number> {
  if (list.length === 0) return 0;
  const rows = await db
    .insert(jobs)
    .values(list.map((job) => ({ kind: job.kind, payload: job.payload, dedupeKey: job.dedupeKey, runAt: job.runAt ?? new Date() })))
    .onConflictDoNothing({ target: jobs.dedupeKey })
    .returning({ id: jobs.id });
  return rows.length;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Takes the oldest due job in one statement: the inner SELECT skips rows another worker holds (FOR
 * UPDATE SKIP LOCKED), and the lease means a crashed worker's job is taken again after `leaseSeconds`.
 */
export async function claimNext(orm: Orm, leaseSeconds: number, maxAttempts: number): Promise<ClaimedJob | null> {
  const result = await orm.execute(sql`
    update jobs set locked_until = now() + make_interval(secs => ${leaseSeconds}), attempts = attempts + 1
    where id = (
      select id from jobs
      where done_at is null and run_at <= now() and (locked_until is null or locked_until < now()) and attempts < ${maxAttempts}
      order by run_at, id
      limit 1
      for update skip locked
    )
    returning id, kind, payload, attempts`);
  return rowsOf<ClaimedJob>(result)[0] ?? null;
}

export async function markDone(orm: Orm, id: number): Promise<void> {
  await orm.execute(sql`update jobs set done_at = now(), locked_until = null, last_error = null where id = ${id}`);
}

/** Tries again later, each time a little later. */
export async function markFailed(orm: Orm, id: number, attempts: number, error: string): Promise<void> {
  const delay = Math.min(3600, 30 * 2 ** attempts);
  await orm.execute(sql`update jobs set locked_until = null, last_error = ${error.slice(0, 500)}, run_at = now() + make_interval(secs => ${delay}) where id = ${id}`);
}
