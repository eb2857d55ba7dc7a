import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Orm } from './client';

/** A counter after a hit: its count in the current window and the seconds until that window ends. */
export interface CounterState {
  hits: number;
  retryAfterSeconds: number;
}

interface CounterRow extends Record<string, unknown> {
  hits: number | string;
  retry_after: number | string;
}

/**
 * Keys carry what a client sent (an email, a URL): PostgreSQL text cannot hold NUL, and long keys
 * are hashed so that a counter row stays small.
 */
function storedKey(key: string): string {
  const clean = key.replace(/\0/g, '\\0');
  return clean.length > 200 ? `sha256:${createHash('sha256').update(clean).digest('base64url')}` : clean;
}

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? (result as T[]) : ((result as { rows?: T[] }).rows ?? []));

const toState = (row: CounterRow): CounterState => ({ hits: Number(row.hits), retryAfterSeconds: Math.max(1, Number(row.retry_after)) });

/**
 * Counts one hit on each key in one statement: a fixed window per key, restarted by the hit that
 * finds it expired. The database clock decides, so every instance agrees; no read-then-write.
 */
export async function hitCounters(orm: Orm, keys: readonly string[], windowMs: number): Promise<CounterState[]> {
  // One row per key: a statement may not update the same row twice.
  const unique = [...new Set(keys.map(storedKey))];
  if (unique.length === 0) return [];
  const values = sql.join(
    unique.map((key) => sql`(${key}, 1, now() + ${windowMs} * interval '1 millisecond')`),
    sql`, `,
  );
  const result = await orm.execute(sql`
    insert into rate_counters as c (key, hits, expires_at) values ${values}
    on conflict (key) do update set
      hits = case when c.expires_at <= now() then 1 else c.hits + 1 end,
      expires_at = case when c.expires_at <= now() then excluded.expires_at else c.expires_at end
    returning key, hits, ceil(extract(epoch from (expires_at - now())))::int as retry_after`);
  const byKey = new Map(rowsOf<CounterRow & { key: string }>(result).map((row) => [row.key, toState(row)]));
  return keys.map((key) => byKey.get(storedKey(key)) ?? { hits: 1, retryAfterSeconds: Math.ceil(windowMs / 1000) });
}

/** One hit for a request: its counter and the length of that counter's window. */
export interface CounterHit {
  key: string;
  windowMs: number;
}

/**
 * Counts many requests' hits in one statement (several may name the same key): each gets the count
 * its own hit made, exactly as if they had come one after another.
 */
export async function hitCounterBatch(orm: Orm, hits: readonly CounterHit[]): Promise<CounterState[]> {
  const byKey = new Map<string, { hits: number; windowMs: number }>();
  const order = hits.map((hit) => {
    const key = storedKey(hit.key);
    const entry = byKey.get(key) ?? { hits: 0, windowMs: hit.windowMs };
    entry.hits += 1;
    byKey.set(key, entry);
    return { key, nth: entry.hits };
  });
  if (byKey.size === 0) return [];
  const values = sql.join(
    [...byKey].map(([key, entry]) => sql`(${key}, ${entry.hits}::int, now() + ${entry.windowMs} * interval '1 millisecond')`),
    sql`, `,
  );
  const result = await orm.execute(sql`
    insert into rate_counters as c (key, hits, expires_at) values ${values}
    on conflict (key) do update set
      hits = case when c.expires_at <= now() then excluded.hits else c.hits + excluded.hits end,
      expires_at = case when c.expires_at <= now() then excluded.expires_at else c.expires_at end
    returning key, hits, ceil(extract(epoch from (expires_at - now())))::int as retry_after`);
  const totals = new Map(rowsOf<CounterRow & { key: string }>(result).map((row) => [row.key, toState(row)]));
  return order.map(({ key, nth }) => {
    const entry = byKey.get(key);
    const total = totals.get(key);
    if (!entry || !total) return { hits: nth, retryAfterSeconds: Math.ceil((entry?.windowMs ?? 1000) / 1000) };
    // The batch's hits on a key are numbered in arrival order, ending at the stored total.
    return { hits: total.hits - entry.hits + nth, retryAfterSeconds: total.retryAfterSeconds };
  });
}

/** The live counts of some keys (expired windows count as zero), for checks that must not count. */
export async function readCounters(orm: Orm, keys: readonly string[]): Promise<Map<string, CounterState>> {
  if (keys.length === 0) return new Map();
  const list = sql.join(
    keys.map((key) => sql`${storedKey(key)}`),
    sql`, `,
  );
  const result = await orm.execute(sql`
    select key, hits, ceil(extract(epoch from (expires_at - now())))::int as retry_after
    from rate_counters where key in (${list}) and expires_at > now()`);
  const byKey = new Map(rowsOf<CounterRow & { key: string }>(result).map((row) => [row.key, toState(row)]));
  return new Map(keys.flatMap((key) => {
    const state = byKey.get(storedKey(key));
    return state ? [[key, state] as const] : [];
  }));
}

/** Gives back one hit of a live window (an attempt that turned out legitimate). */
export async function refundCounter(orm: Orm, key: string): Promise<void> {
  await orm.execute(sql`update rate_counters set hits = hits - 1 where key = ${storedKey(key)} and hits > 0 and expires_at > now()`);
}

/** Drops windows that have ended; any instance may run it, and a hit recreates its row. */
export async function pruneCounters(orm: Orm): Promise<void> {
  await orm.execute(sql`delete from rate_counters where expires_at < now()`);
}
