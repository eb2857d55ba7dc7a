import type { WebhookEvent } from '@erep/shared/schemas';
import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../analysis/queries';

/**
 * Adds an event to the outbox of every active endpoint of its customer subscribed to it, in the
 * caller's transaction when it has one. `source` selects `customer_id`, `key` (naming the event:
 * emitting it again adds nothing) and `data` (jsonb).
 */
async function emitFrom(db: Queryable, type: WebhookEvent, source: SQL, at: Date): Promise<void> {
  await db.execute(sql`
    insert into webhook_deliveries (endpoint_id, message_id, event_type, payload)
    select w.id, 'msg_' || ${type}::text || '_' || s.key, ${type},
      jsonb_build_object('type', ${type}::text, 'id', 'msg_' || ${type}::text || '_' || s.key, 'timestamp', ${at.toISOString()}::text,
        'customer', jsonb_build_object('tag', c.tag), 'data', s.data)
    from (${source}) s
    join webhook_endpoints w on w.customer_id = s.customer_id and w.disabled_at is null and ${type} = any(w.events)
    join customers c on c.id = w.customer_id
    on conflict (endpoint_id, message_id) do nothing`);
}

/** Reviews as integrations receive them (the visitor's email stays in the product). */
const reviewSource = (reviewIds: number[]) => sql`
  select e.customer_id, r.id::text as key,
    jsonb_build_object('id', r.id, 'establishment_id', r.establishment_id, 'establishment_tag', e.tag, 'source', r.source,
      'rating', r.rating, 'comment', r.comment, 'language', r.language, 'firstname', r.firstname, 'visit_at', r.visit_at,
      'internal', r.is_internal, 'published', r.published, 'answered_at', r.answered_at, 'created_at', r.created_at) as data
  from reviews r join establishments e on e.id = r.establishment_id
  where r.id in (${sql.join(
    reviewIds.map((id) => sql`${id}`),
    sql`, `,
  )}) and r.competitor_id is null
  order by r.id`;

const couponSource = (code: string) => sql`
  select a.customer_id, k.id::text as key,
    jsonb_build_object('code', k.code, 'offer', jsonb_build_object('id', a.id, 'tag', a.tag, 'title', a.title), 'establishment_id', a.establishment_id,
      'review_id', k.review_id, 'created_at', k.created_at, 'expires_at', k.expires_at, 'validated_at', k.validated_at) as data
  from coupons k join advantages a on a.id = k.advantage_id
  where k.code = ${code}`;

/** One statement for many reviews (a batch of posts, an import). */
export const emitReviewEvents = async (db: Queryable, type: 'review.created' | 'review.alert', reviewIds: number[], at = new Date()) => {
  if (reviewIds.length > 0) await emitFrom(db, type, reviewSource(reviewIds), at);
};

/** The review with the answer just given (one event per answer). */
export const emitAnswerEvent = (db: Queryable, reviewId: number, answer: { id: number } & Record<string, unknown>, at = new Date()) =>
  emitFrom(
    db,
    'review.answered',
    sql`select s.customer_id, ${String(answer.id)}::text as key, s.data || jsonb_build_object('answer', ${JSON.stringify(answer)}::jsonb) as data from (${reviewSource([reviewId])}) s`,
    at,
  );

/** A contact as integrations receive it: `key` tells a second unsubscription (after a new consent) from the first. */
const contactSource = (contactId: number, key: string) => sql`
  select k.customer_id, ${key}::text as key,
    jsonb_build_object('id', k.id, 'tag', k.tag, 'email', k.email, 'first_name', k.first_name, 'last_name', k.last_name, 'language', k.language,
      'establishment_id', k.establishment_id, 'consent_at', k.consent_at, 'unsubscribed_at', k.unsubscribed_at) as data
  from contacts k where k.id = ${contactId}`;

export const emitContactCreated = (db: Queryable, contactId: number, at = new Date()) => emitFrom(db, 'contact.created', contactSource(contactId, String(contactId)), at);

export const emitContactUnsubscribed = (db: Queryable, contactId: number, at: Date) =>
  emitFrom(db, 'contact.unsubscribed', contactSource(contactId, `${contactId}_${at.getTime()}`), at);

export const emitCouponEvent = (db: Queryable, type: 'coupon.issued' | 'coupon.validated', code: string, at = new Date()) =>
  emitFrom(db, type, couponSource(code), at);
