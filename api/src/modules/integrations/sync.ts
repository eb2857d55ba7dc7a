import type { IntegrationProvider } from '@erep/shared/schemas';
import { sql } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { storeReviewAnalyses } from '../analysis/service';
import type { PlatformReview } from '../competitors/review-source';
import { enqueueReviewAlerts, raisesAlert } from '../jobs/alerts';
import { emitReviewEvents } from '../webhooks/events';
import { PlatformError } from './connector';
import { connectionOf, connectorOf, SYNC_INTERVAL_SECONDS, SYNC_SPREAD_SECONDS, tokenSource, type IntegrationDeps } from './service';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Backoff after a throttled or failing call: 1 min, doubling, at most an hour (Retry-After when longer). */
export function backoffSeconds(failures: number, retryAfter: number | null): number {
  const base = Math.min(3600, 60 * 2 ** Math.max(0, failures - 1));
  return Math.max(base, retryAfter ?? 0);
}
/** Reviews older than this raise no alert: a first import brings a history, not news. */
const ALERT_WINDOW_MS = 2 * 86_400_000;
/** Attempts at publishing one reply before it shows as failed. */
export const MAX_REPLY_ATTEMPTS = 5;

interface ClaimedLocation {
  id: number;
  connection_id: number;
  establishment_id: number;
  external_id: string;
  cursor: Date | string | null;
  full_sync_done: boolean;
  full_sync_at: Date | string | null;
  failures: number;
  customer_id: number;
  provider: IntegrationProvider;
}

/** One due location, skipping those another instance holds; the lease frees a crashed instance's. */
async function claimLocation(orm: Orm, leaseSeconds: number): Promise<ClaimedLocation | null> {
  const result = await orm.execute(sql`
    with next as (
      select l.id from integration_locations l join integration_connections c on c.id = l.connection_id
      where c.state = 'connected' and l.next_sync_at <= now() and (l.locked_until is null or l.locked_until < now())
      order by l.next_sync_at, l.id
      limit 1
      for update of l skip locked
    )
    update integration_locations l set locked_until = now() + make_interval(secs => ${leaseSeconds})
    from next, integration_connections c
    where l.id = next.id and c.id = l.connection_id
    returning l.id, l.connection_id, l.establishment_id, l.external_id, l.cursor, l.full_sync_done, l.full_sync_at, l.failures, c.customer_id, c.provider`);
  return rowsOf<ClaimedLocation>(result)[0] ?? null;
}

export interface SyncCounts {
  imported: number;
  updated: number;
  removed: number;
}

/** Mirrors the platform's reply: a new or changed one becomes the published answer; none left clears it. */
async function mirrorReply(tx: Orm, reviewId: number, reply: PlatformReview['reply'], source: string): Promise<void> {
  const [latest] = rowsOf<{ id: number; text: string; publish_state: string | null }>(
    await tx.execute(sql`select id, text, publish_state from review_answers where review_id = ${reviewId} order by id desc limit 1`),
  );
  // An answer on its way out wins over what the platform had before it.
  if (latest && (latest.publish_state === 'pending' || latest.publish_state === 'deleting')) return;
  if (reply) {
    if (latest?.text === reply.text && latest.publish_state === 'published') return;
    await tx.execute(sql`
      insert into review_answers (review_id, user_id, text, to_publish_on, publish_state, published_at, created_at)
      values (${reviewId}, null, ${reply.text}, ${source}, 'published', ${reply.updatedAt}, ${reply.updatedAt})`);
    await tx.execute(sql`update reviews set answered_at = coalesce(answered_at, ${reply.updatedAt}) where id = ${reviewId}`);
  } else if (latest?.publish_state === 'published') {
    await tx.execute(sql`delete from review_answers where review_id = ${reviewId} and publish_state = 'published'`);
    await tx.execute(sql`update reviews set answered_at = null where id = ${reviewId}`);
  }
}

/**
 * Stores reviews as the platform gives them, idempotent on (source, external id): new ones are
 * inserted and analysed (recent ones alert), edited ones updated and analysed again. A review of the
 * same external id under another establishment is left alone.
 */
async function storeReviews(orm: Orm, location: ClaimedLocation, source: string, found: PlatformReview[]): Promise<{ imported: number; updated: number }> {
  return orm.transaction(async (tx) => {
    let imported = 0;
    let updated = 0;
    const analyse: { id: number; comment: string | null; rating: number; createdAt: Date; inserted: boolean }[] = [];
    for (const r of found) {
      const [row] = rowsOf<{ id: number; inserted: boolean; rating: number; comment: string | null; created_at: Date | string }>(
        await tx.execute(sql`
          insert into reviews (establishment_id, source, external_id, rating, comment, firstname, visit_day, visit_at, created_at, published, external_updated_at, integration_location_id)
          values (${location.establishment_id}, ${source}, ${r.externalId}, ${r.rating}, ${r.text}, ${r.author}, ${r.date.slice(0, 10)}, ${r.date}, ${r.date}, true,
            ${r.updatedAt ?? r.date}, ${location.id})
          on conflict (source, external_id) where external_id is not null do update set
            rating = excluded.rating, comment = excluded.comment, firstname = excluded.firstname,
            external_updated_at = excluded.external_updated_at, integration_location_id = excluded.integration_location_id
          where reviews.establishment_id = excluded.establishment_id and reviews.competitor_id is null
            and reviews.external_updated_at is distinct from excluded.external_updated_at
          returning id, (xmax = 0) as inserted, rating, comment, created_at`),
      );
      if (!row) {
        // The review itself is unchanged, but its reply may have been written or removed on the platform.
        const [known] = rowsOf<{ id: number }>(
          await tx.execute(sql`
            select id from reviews where source = ${source} and external_id = ${r.externalId}
              and establishment_id = ${location.establishment_id} and competitor_id is null`),
        );
        if (known && r.reply !== undefined) await mirrorReply(tx, known.id, r.reply, source);
        continue;
      }
      if (row.inserted) imported += 1;
      else updated += 1;
      analyse.push({ id: row.id, comment: row.comment, rating: row.rating, createdAt: new Date(row.created_at), inserted: row.inserted });
      if (r.reply !== undefined) await mirrorReply(tx, row.id, r.reply, source);
    }
    const analysed = await storeReviewAnalyses(tx, analyse);
    const texts = new Map(analysed.map((a) => [a.reviewId, a.analysis]));
    // Google gives no language: the analysed one lets search stem the text in its own language.
    for (const a of analysed) await tx.execute(sql`update reviews set language = ${a.analysis.language} where id = ${a.reviewId}`);
    const since = Date.now() - ALERT_WINDOW_MS;
    const fresh = analyse.filter((r) => r.inserted && r.createdAt.getTime() > since);
    await emitReviewEvents(tx, 'review.created', fresh.map((r) => r.id));
    await enqueueReviewAlerts(tx, fresh.filter((r) => raisesAlert(r.rating, texts.get(r.id))).map((r) => r.id));
    return { imported, updated };
  });
}

/** Removes the location's reviews the platform no longer lists (deleted there); they are deleted here too. */
async function removeMissing(orm: Orm, location: ClaimedLocation, source: string, listed: string[]): Promise<number> {
  const rows = rowsOf<{ id: number }>(
    await orm.execute(sql`
      delete from reviews where integration_location_id = ${location.id} and source = ${source}
        and not (external_id = any(${sql`array[${sql.join(
          listed.map((id) => sql`${id}`),
          sql`, `,
        )}]::text[]`}))
      returning id`),
  );
  return rows.length;
}

/**
 * A complete listing once a day: an incremental one follows review update times, which a reply
 * written on the platform itself may leave unchanged.
 */
export const FULL_SYNC_EVERY_MS = 24 * 3_600_000;

const fullListingDue = (location: ClaimedLocation, now: number): boolean =>
  !location.full_sync_done || !location.full_sync_at || now - new Date(location.full_sync_at).getTime() >= FULL_SYNC_EVERY_MS;

async function syncLocation(deps: IntegrationDeps, location: ClaimedLocation): Promise<SyncCounts & { cursor: string | null; full: boolean }> {
  const connection = await connectionOf(deps.orm, location.customer_id, location.provider);
  if (!connection || connection.state !== 'connected') throw new PlatformError('The connection was revoked', 'revoked', null);
  const connector = connectorOf(deps, location.provider);
  const tokens = tokenSource(deps, connection);
  const since = location.cursor && !fullListingDue(location, Date.now()) ? new Date(location.cursor) : null;
  const incremental = connector.reviews(tokens, location.external_id, since);
  const { reviews: found } = await incremental.fetchNewReviews({ establishmentId: location.establishment_id, competitorId: null });
  const stored = await storeReviews(deps.orm, location, connector.source, found);
  let removed = 0;
  let listed = since === null ? found : null;
  if (listed === null) {
    // Deletions leave no trace in an incremental listing: a count that differs calls for the full list.
    const [count] = rowsOf<{ n: number }>(
      await deps.orm.execute(sql`select count(*)::int as n from reviews where integration_location_id = ${location.id} and source = ${connector.source}`),
    );
    const total = incremental.totalCount();
    if (total !== null && count && count.n !== total) {
      const full = connector.reviews(tokens, location.external_id, null);
      listed = (await full.fetchNewReviews({ establishmentId: location.establishment_id, competitorId: null })).reviews;
      const again = await storeReviews(deps.orm, location, connector.source, listed);
      stored.imported += again.imported;
      stored.updated += again.updated;
    }
  }
  if (listed !== null) removed = await removeMissing(deps.orm, location, connector.source, listed.map((r) => r.externalId));
  const newest = found.reduce<string | null>((max, r) => {
    const at = r.updatedAt ?? r.date;
    return max === null || at > max ? at : max;
  }, null);
  return { ...stored, removed, cursor: newest, full: listed !== null };
}

const nextRegular = () => SYNC_INTERVAL_SECONDS + Math.floor(Math.random() * SYNC_SPREAD_SECONDS);

/** Syncs every due location once; several instances share the work without syncing one twice. Resolves with how many ran. */
export async function syncDueLocations(deps: IntegrationDeps, options: { leaseSeconds?: number } = {}): Promise<number> {
  let ran = 0;
  for (;;) {
    const location = await claimLocation(deps.orm, options.leaseSeconds ?? 300);
    if (!location) return ran;
    ran += 1;
    try {
      const outcome = await syncLocation(deps, location);
      await deps.orm.execute(sql`
        update integration_locations set locked_until = null, failures = 0, last_sync_at = now(), last_result = 'ok', last_error = null,
          last_imported = ${outcome.imported}, last_updated = ${outcome.updated}, last_removed = ${outcome.removed}, full_sync_done = true,
          full_sync_at = case when ${outcome.full} then now() else full_sync_at end,
          cursor = greatest(cursor, ${outcome.cursor}::timestamptz), next_sync_at = now() + make_interval(secs => ${nextRegular()})
        where id = ${location.id}`);
    } catch (error) {
      const platform = error instanceof PlatformError ? error : null;
      const retrySoon = platform?.kind === 'throttled' || platform?.kind === 'unavailable';
      const failures = location.failures + 1;
      const delay = retrySoon ? backoffSeconds(failures, platform?.retryAfterSeconds ?? null) : nextRegular();
      const message = platform ? (platform.kind === 'revoked' ? 'revoked' : platform.message) : error instanceof Error ? error.message : String(error);
      await deps.orm.execute(sql`
        update integration_locations set locked_until = null, failures = ${failures}, last_sync_at = now(), last_result = 'error',
          last_error = ${message.slice(0, 300)}, next_sync_at = now() + make_interval(secs => ${delay})
        where id = ${location.id}`);
      if (!platform) throw error;
    }
  }
}

/* Replies out */

interface ClaimedReply {
  id: number;
  review_id: number;
  text: string;
  publish_state: 'pending' | 'deleting';
  publish_attempts: number;
}

async function claimReply(orm: Orm, leaseSeconds: number): Promise<ClaimedReply | null> {
  const result = await orm.execute(sql`
    with next as (
      select a.id from review_answers a
      where a.publish_state in ('pending', 'deleting') and a.publish_next_at <= now()
        and (a.publish_locked_until is null or a.publish_locked_until < now())
      order by a.publish_next_at, a.id
      limit 1
      for update skip locked
    )
    update review_answers a set publish_locked_until = now() + make_interval(secs => ${leaseSeconds}), publish_attempts = a.publish_attempts + 1
    from next where a.id = next.id
    returning a.id, a.review_id, a.text, a.publish_state, a.publish_attempts`);
  return rowsOf<ClaimedReply>(result)[0] ?? null;
}

/** The review's platform location and connection, when it still has both. */
async function targetOf(orm: Orm, reviewId: number) {
  return (
    rowsOf<{ external_id: string; location: string; customer_id: number; provider: IntegrationProvider }>(
      await orm.execute(sql`
        select r.external_id, l.external_id as location, c.customer_id, c.provider
        from reviews r join integration_locations l on l.id = r.integration_location_id join integration_connections c on c.id = l.connection_id
        where r.id = ${reviewId} and r.external_id is not null`),
    )[0] ?? null
  );
}

/**
 * Publishes queued answers (PUT) and removals (DELETE) on their platform. A review counts as answered
 * once the platform accepted; throttling and outages are retried with backoff, a refusal shows its reason.
 */
export async function publishDueReplies(deps: IntegrationDeps, options: { leaseSeconds?: number } = {}): Promise<number> {
  let ran = 0;
  for (;;) {
    const reply = await claimReply(deps.orm, options.leaseSeconds ?? 120);
    if (!reply) return ran;
    ran += 1;
    try {
      const target = await targetOf(deps.orm, reply.review_id);
      const connection = target ? await connectionOf(deps.orm, target.customer_id, target.provider) : null;
      if (!target || !connection || connection.state !== 'connected') throw new PlatformError('The platform is not connected', 'refused', null);
      const connector = connectorOf(deps, target.provider);
      const tokens = tokenSource(deps, connection);
      if (reply.publish_state === 'deleting') {
        await connector.deleteReply(tokens, target.location, target.external_id);
        await deps.orm.transaction(async (tx) => {
          await tx.execute(sql`delete from review_answers where review_id = ${reply.review_id} and id <= ${reply.id}`);
          await tx.execute(sql`update reviews set answered_at = null where id = ${reply.review_id}
            and not exists (select 1 from review_answers where review_id = ${reply.review_id} and publish_state = 'published')`);
        });
      } else {
        await connector.publishReply(tokens, target.location, target.external_id, reply.text);
        await deps.orm.transaction(async (tx) => {
          await tx.execute(sql`
            update review_answers set publish_state = 'published', published_at = now(), publish_error = null, publish_locked_until = null, publish_next_at = null
            where id = ${reply.id}`);
          await tx.execute(sql`update reviews set answered_at = coalesce(answered_at, now()) where id = ${reply.review_id}`);
        });
      }
    } catch (error) {
      const platform = error instanceof PlatformError ? error : null;
      const transient = platform?.kind === 'throttled' || platform?.kind === 'unavailable';
      const message = (platform?.kind === 'revoked' ? 'revoked' : error instanceof Error ? error.message : String(error)).slice(0, 300);
      if (transient && reply.publish_attempts < MAX_REPLY_ATTEMPTS) {
        const delay = backoffSeconds(reply.publish_attempts, platform?.retryAfterSeconds ?? null);
        await deps.orm.execute(sql`
          update review_answers set publish_error = ${message}, publish_locked_until = null, publish_next_at = now() + make_interval(secs => ${delay})
          where id = ${reply.id}`);
      } else {
        // A removal that failed stays a removal (retried on demand); a reply that failed shows as failed.
        await deps.orm.execute(sql`
          update review_answers set publish_state = case when publish_state = 'deleting' then 'deleting' else 'failed' end,
            publish_error = ${message}, publish_locked_until = null, publish_next_at = null
          where id = ${reply.id}`);
      }
      if (!platform) throw error;
    }
  }
}
