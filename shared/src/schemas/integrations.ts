import * as v from 'valibot';

/** Platforms with an API connector (the others come in by file import). */
export const INTEGRATION_PROVIDERS = ['google'] as const;
export type IntegrationProvider = (typeof INTEGRATION_PROVIDERS)[number];

/** `not_configured`: the server has no OAuth client for the platform; `broken`: the platform revoked access. */
export const INTEGRATION_STATES = ['not_configured', 'disconnected', 'connected', 'broken'] as const;
export type IntegrationState = (typeof INTEGRATION_STATES)[number];

export const SYNC_RESULTS = ['ok', 'error'] as const;
export type SyncResult = (typeof SYNC_RESULTS)[number];

/** A platform location tied to an establishment, with its last sync. */
export interface IntegrationLink {
  establishment_id: number;
  establishment: string;
  location: string;
  title: string | null;
  last_sync_at: string | null;
  last_result: SyncResult | null;
  last_error: string | null;
  next_sync_at: string;
  imported: number | null;
  updated: number | null;
  removed: number | null;
}

export interface Integration {
  provider: IntegrationProvider;
  state: IntegrationState;
  connected_at: string | null;
  broken_reason: string | null;
  links: IntegrationLink[];
}

/** One location of the connected account, with the establishment it is tied to or the one suggested. */
export interface PlatformLocation {
  location: string;
  account: string;
  account_name: string | null;
  title: string | null;
  address: string | null;
  place_id: string | null;
  establishment_id: number | null;
  suggested_establishment_id: number | null;
}

/** `accounts/{id}/locations/{id}` as Google names a location. */
export const locationNameSchema = v.pipe(
  v.string('required'),
  v.trim(),
  v.nonEmpty('required'),
  v.maxLength(200, 'too_long'),
  v.regex(/^accounts\/[A-Za-z0-9_-]+\/locations\/[A-Za-z0-9_-]+$/, 'location'),
);
export const platformLinkInputSchema = v.object({ location: locationNameSchema });
export type PlatformLinkInput = v.InferOutput<typeof platformLinkInputSchema>;

export const integrationProviderParamSchema = v.object({ provider: v.picklist(INTEGRATION_PROVIDERS, 'provider') });

/* Competitors' public Google rating (Places API) */

export const placeSearchQuerySchema = v.object({
  q: v.pipe(v.string('required'), v.trim(), v.minLength(2, 'too_short'), v.maxLength(120, 'too_long')),
});
export const competitorPlaceInputSchema = v.object({
  place_id: v.pipe(v.string('required'), v.trim(), v.regex(/^[A-Za-z0-9_-]{10,300}$/, 'place_id')),
});
export type CompetitorPlaceInput = v.InferOutput<typeof competitorPlaceInputSchema>;

/** A Google place found by name and town, with its public figures. */
export interface PlaceMatch {
  place_id: string;
  name: string | null;
  address: string | null;
  rating: number | null;
  user_rating_count: number | null;
}

/** A competitor's tracked Google place and its figures, one point a day. */
export interface CompetitorRatings {
  place_id: string | null;
  history: { day: string; rating: number | null; user_rating_count: number | null }[];
}
