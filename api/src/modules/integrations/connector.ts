import type { IntegrationProvider } from '@erep/shared/schemas';
import type { ReviewSourceAdapter } from '../competitors/review-source';

/** Tokens as an OAuth 2.0 token endpoint answers them. */
export interface TokenSet {
  accessToken: string;
  /** Only on the first exchange (and when the platform rotates it). */
  refreshToken: string | null;
  expiresAt: Date;
}

/** How a platform call failed: decides between retrying later, giving up, and asking the owner to reconnect. */
export type PlatformErrorKind = 'revoked' | 'throttled' | 'unavailable' | 'refused';

export class PlatformError extends Error {
  constructor(
    message: string,
    readonly kind: PlatformErrorKind,
    readonly status: number | null,
    /** Retry-After, when the platform gave one. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
  }
}

/** A valid access token, renewed on demand when the platform refuses the current one. */
export interface TokenSource {
  get(): Promise<string>;
  renew(): Promise<string>;
}

export interface PlatformLocationInfo {
  /** `accounts/{a}/locations/{l}`: the name the reviews API takes. */
  location: string;
  account: string;
  accountName: string | null;
  title: string | null;
  address: string | null;
  placeId: string | null;
}

/** The reviews of one location updated since a time (all when null), newest update first. */
export interface LocationReviews extends ReviewSourceAdapter {
  /** The platform's count of the location's reviews, known once fetched: a mismatch reveals deletions. */
  totalCount(): number | null;
}

/**
 * A review platform reached through its API. Google Business Profile is the first; Facebook Pages
 * and TripAdvisor implement the same interface, and the sync, scheduling and replies stay as they are.
 */
export interface PlatformConnector {
  readonly provider: IntegrationProvider;
  /** The `reviews.source` of its reviews (as imports and the seed write it). */
  readonly source: string;
  authorizeUrl(input: { redirectUri: string; state: string; codeChallenge: string }): string;
  exchangeCode(input: { code: string; codeVerifier: string; redirectUri: string }): Promise<TokenSet>;
  refresh(refreshToken: string): Promise<TokenSet>;
  revoke(token: string): Promise<void>;
  locations(tokens: TokenSource): Promise<PlatformLocationInfo[]>;
  reviews(tokens: TokenSource, location: string, since: Date | null): LocationReviews;
  publishReply(tokens: TokenSource, location: string, externalId: string, text: string): Promise<void>;
  deleteReply(tokens: TokenSource, location: string, externalId: string): Promise<void>;
}
