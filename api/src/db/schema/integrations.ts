import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, real, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, tstz } from './columns';
import { competitors, establishments } from './establishments';
import { customers, users } from './tenants';

/** A customer's link to a review platform's API (one per provider), with its tokens sealed at rest. */
export const integrationConnections = pgTable(
  'integration_connections',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** 'connected', or 'broken' once the platform refused the refresh token (the owner reconnects). */
    state: text('state').notNull().default('connected'),
    /** AES-256-GCM sealed; null after a disconnect or once broken. */
    refreshToken: text('refresh_token'),
    accessToken: text('access_token'),
    accessExpiresAt: tstz('access_expires_at'),
    brokenReason: text('broken_reason'),
    brokenAt: tstz('broken_at'),
    connectedBy: integer('connected_by').references(() => users.id, { onDelete: 'set null' }),
    connectedAt: tstz('connected_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('integration_connections_customer_provider_uq').on(t.customerId, t.provider),
    check('integration_connections_state_chk', sql`${t.state} in ('connected', 'broken')`),
  ],
);

/** A pending authorization: the `state` sent to the platform, single use, bound to the browser that asked. */
export const integrationOauthStates = pgTable(
  'integration_oauth_states',
  {
    /** SHA-256 of the `state` parameter. */
    stateHash: text('state_hash').primaryKey(),
    /** SHA-256 of the nonce cookie set on the browser that started the flow. */
    nonceHash: text('nonce_hash').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** PKCE verifier, sealed like the tokens. */
    codeVerifier: text('code_verifier').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('integration_oauth_states_expires_idx').on(t.expiresAt)],
);

/** A platform location tied to one establishment, with its sync schedule, cursor and last outcome. */
export const integrationLocations = pgTable(
  'integration_locations',
  {
    id: serial('id').primaryKey(),
    connectionId: integer('connection_id')
      .notNull()
      .references(() => integrationConnections.id, { onDelete: 'cascade' }),
    establishmentId: integer('establishment_id')
      .notNull()
      .references(() => establishments.id, { onDelete: 'cascade' }),
    /** The platform's name of the location, e.g. `accounts/1/locations/2`. */
    externalId: text('external_id').notNull(),
    title: text('title'),
    placeId: text('place_id'),
    /** Highest review update time seen: the next sync stops paging there. */
    cursor: tstz('cursor'),
    fullSyncDone: boolean('full_sync_done').notNull().default(false),
    /** Last complete listing: replies written on the platform may leave a review's update time as it was. */
    fullSyncAt: tstz('full_sync_at'),
    nextSyncAt: tstz('next_sync_at').notNull().defaultNow(),
    lockedUntil: tstz('locked_until'),
    /** Consecutive throttled or failed syncs (backoff grows with it). */
    failures: integer('failures').notNull().default(0),
    lastSyncAt: tstz('last_sync_at'),
    /** 'ok' or 'error'; null before the first sync. */
    lastResult: text('last_result'),
    lastError: text('last_error'),
    lastImported: integer('last_imported'),
    lastUpdated: integer('last_updated'),
    lastRemoved: integer('last_removed'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('integration_locations_establishment_uq').on(t.connectionId, t.establishmentId),
    uniqueIndex('integration_locations_external_uq').on(t.connectionId, t.externalId),
    index('integration_locations_due_idx').on(t.nextSyncAt),
  ],
);

/**
 * A competitor's public Google rating and review count, once a day (Places API; Google's terms allow
 * no review texts). A row without figures is a fetch under way: it claims the day for one instance.
 */
export const competitorPlaceRatings = pgTable(
  'competitor_place_ratings',
  {
    id: serial('id').primaryKey(),
    competitorId: integer('competitor_id')
      .notNull()
      .references(() => competitors.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    rating: real('rating'),
    userRatingCount: integer('user_rating_count'),
    fetchedAt: tstz('fetched_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('competitor_place_ratings_day_uq').on(t.competitorId, t.day)],
);
