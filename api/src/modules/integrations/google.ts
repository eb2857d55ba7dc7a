import type { PlatformReview } from '../competitors/review-source';
import { PlatformError, type LocationReviews, type PlatformConnector, type PlatformLocationInfo, type TokenSet, type TokenSource } from './connector';

export interface GoogleSettings {
  clientId: string;
  clientSecret: string;
  /** GOOGLE_API_ROOT: `https://{host}{path}` becomes `{root}/{host}{path}` (tests and sandboxes). */
  apiRoot: string | null;
}

export const GOOGLE_SCOPE = 'https://www.googleapis.com/auth/business.manage';
const TIMEOUT_MS = 15_000;
/** The reviews API's largest page. */
export const REVIEWS_PAGE_SIZE = 50;
const STARS: Record<string, number> = { ONE: 1, TWO: 2, THREE: 3, FOUR: 4, FIVE: 5 };

/** Every Google address goes through here, so GOOGLE_API_ROOT reroutes them all, OAuth included. */
export function googleUrl(apiRoot: string | null, url: string): string {
  if (!apiRoot) return url;
  const parsed = new URL(url);
  return `${apiRoot.replace(/\/$/, '')}/${parsed.host}${parsed.pathname}${parsed.search}`;
}

interface GoogleErrorBody {
  error?: string | { code?: number; message?: string; status?: string };
  error_description?: string;
}

function retryAfter(response: Response): number | null {
  const value = Number(response.headers.get('retry-after'));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** Maps Google's error bodies (OAuth `{ error, error_description }` and API `{ error: { code, message, status } }`). */
async function errorOf(response: Response, what: string): Promise<PlatformError> {
  let body: GoogleErrorBody = {};
  try {
    body = (await response.json()) as GoogleErrorBody;
  } catch {
    // Not JSON: the status says enough.
  }
  const oauthCode = typeof body.error === 'string' ? body.error : null;
  const apiError = typeof body.error === 'object' ? body.error : null;
  const message = `${what}: ${oauthCode ? `${oauthCode}${body.error_description ? ` (${body.error_description})` : ''}` : (apiError?.message ?? `HTTP ${response.status}`)}`;
  if (oauthCode === 'invalid_grant') return new PlatformError(message, 'revoked', response.status);
  if (response.status === 429 || apiError?.status === 'RESOURCE_EXHAUSTED') return new PlatformError(message, 'throttled', response.status, retryAfter(response));
  if (response.status >= 500) return new PlatformError(message, 'unavailable', response.status, retryAfter(response));
  return new PlatformError(message, 'refused', response.status);
}

async function send(url: string, init: RequestInit, what: string): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' });
  } catch (error) {
    throw new PlatformError(`${what}: ${error instanceof Error ? error.message : String(error)}`, 'unavailable', null);
  }
}

interface TokenAnswer {
  access_token?: string;
  refresh_token?: string;
  expires_in?: number;
}

interface GoogleReview {
  name?: string;
  reviewId?: string;
  reviewer?: { displayName?: string; isAnonymous?: boolean };
  starRating?: string;
  comment?: string;
  createTime?: string;
  updateTime?: string;
  reviewReply?: { comment?: string; updateTime?: string };
}

interface ReviewsPage {
  reviews?: GoogleReview[];
  totalReviewCount?: number;
  nextPageToken?: string;
}

/** Google Business Profile: OAuth 2.0, the account and business information APIs, and the v4 reviews API. */
export function googleConnector(settings: GoogleSettings): PlatformConnector {
  const url = (address: string) => googleUrl(settings.apiRoot, address);

  async function token(params: Record<string, string>, what: string): Promise<TokenSet> {
    const response = await send(
      url('https://oauth2.googleapis.com/token'),
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ client_id: settings.clientId, client_secret: settings.clientSecret, ...params }).toString(),
      },
      what,
    );
    if (!response.ok) throw await errorOf(response, what);
    const answer = (await response.json()) as TokenAnswer;
    if (!answer.access_token) throw new PlatformError(`${what}: no access token`, 'refused', response.status);
    return { accessToken: answer.access_token, refreshToken: answer.refresh_token ?? null, expiresAt: new Date(Date.now() + (answer.expires_in ?? 3600) * 1000) };
  }

  /** An authorised call; a refused token is renewed once (it may have been revoked and reissued). */
  async function call<T>(tokens: TokenSource, method: string, address: string, what: string, body?: unknown): Promise<T> {
    const attempt = async (accessToken: string) =>
      send(
        url(address),
        {
          method,
          headers: { authorization: `Bearer ${accessToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        },
        what,
      );
    let response = await attempt(await tokens.get());
    if (response.status === 401) response = await attempt(await tokens.renew());
    if (!response.ok) throw await errorOf(response, what);
    const text = await response.text();
    return (text ? JSON.parse(text) : {}) as T;
  }

  async function* pages<T extends { nextPageToken?: string }>(tokens: TokenSource, address: string, what: string): AsyncGenerator<T> {
    let pageToken: string | undefined;
    do {
      const next = new URL(address);
      if (pageToken) next.searchParams.set('pageToken', pageToken);
      const page: T = await call<T>(tokens, 'GET', next.toString(), what);
      yield page;
      pageToken = page.nextPageToken || undefined;
    } while (pageToken);
  }

  const reviewPath = (location: string, externalId: string) =>
    `https://mybusiness.googleapis.com/v4/${location}/reviews/${encodeURIComponent(externalId)}/reply`;

  return {
    provider: 'google',
    source: 'Google',

    authorizeUrl({ redirectUri, state, codeChallenge }) {
      const params = new URLSearchParams({
        client_id: settings.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: GOOGLE_SCOPE,
        access_type: 'offline',
        // Google sends a refresh token only on consent: asked each time so a reconnect gets one.
        prompt: 'consent',
        include_granted_scopes: 'true',
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      });
      return `${url('https://accounts.google.com/o/oauth2/v2/auth')}?${params.toString()}`;
    },

    exchangeCode: ({ code, codeVerifier, redirectUri }) =>
      token({ grant_type: 'authorization_code', code, code_verifier: codeVerifier, redirect_uri: redirectUri }, 'Google token exchange'),

    refresh: (refreshToken) => token({ grant_type: 'refresh_token', refresh_token: refreshToken }, 'Google token refresh'),

    async revoke(value) {
      await send(
        url('https://oauth2.googleapis.com/revoke'),
        { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ token: value }).toString() },
        'Google token revocation',
      );
    },

    async locations(tokens) {
      const found: PlatformLocationInfo[] = [];
      const accountsUrl = 'https://mybusinessaccountmanagement.googleapis.com/v1/accounts?pageSize=20';
      for await (const page of pages<{ accounts?: { name?: string; accountName?: string }[]; nextPageToken?: string }>(tokens, accountsUrl, 'Google accounts')) {
        for (const account of page.accounts ?? []) {
          if (!account.name) continue;
          const locationsUrl = `https://mybusinessbusinessinformation.googleapis.com/v1/${account.name}/locations?pageSize=100&readMask=name,title,storefrontAddress,metadata`;
          type LocationsPage = {
            locations?: { name?: string; title?: string; storefrontAddress?: { addressLines?: string[]; postalCode?: string; locality?: string }; metadata?: { placeId?: string } }[];
            nextPageToken?: string;
          };
          for await (const locations of pages<LocationsPage>(tokens, locationsUrl, 'Google locations')) {
            for (const l of locations.locations ?? []) {
              if (!l.name) continue;
              const a = l.storefrontAddress;
              const address = a ? [...(a.addressLines ?? []), [a.postalCode, a.locality].filter(Boolean).join(' ')].filter(Boolean).join(', ') : '';
              found.push({
                // The business information API names it `locations/{id}`; the reviews API wants it under its account.
                location: `${account.name}/${l.name}`,
                account: account.name,
                accountName: account.accountName ?? null,
                title: l.title ?? null,
                address: address || null,
                placeId: l.metadata?.placeId ?? null,
              });
            }
          }
        }
      }
      return found;
    },

    reviews(tokens, location, since): LocationReviews {
      let total: number | null = null;
      return {
        totalCount: () => total,
        async fetchNewReviews() {
          const found: PlatformReview[] = [];
          const address = `https://mybusiness.googleapis.com/v4/${location}/reviews?pageSize=${REVIEWS_PAGE_SIZE}&orderBy=${encodeURIComponent('updateTime desc')}`;
          for await (const page of pages<ReviewsPage>(tokens, address, 'Google reviews')) {
            total ??= page.totalReviewCount ?? null;
            let older = false;
            for (const r of page.reviews ?? []) {
              const rating = STARS[r.starRating ?? ''];
              const id = r.reviewId ?? r.name?.split('/').pop();
              // STAR_RATING_UNSPECIFIED and malformed entries carry nothing to store.
              if (!id || !rating || !r.createTime) continue;
              const updatedAt = r.updateTime ?? r.createTime;
              if (since && new Date(updatedAt) <= since) {
                older = true;
                break;
              }
              const anonymous = r.reviewer?.isAnonymous === true;
              found.push({
                externalId: id,
                platform: 'Google',
                rating,
                text: r.comment?.trim() ? r.comment : null,
                author: anonymous ? null : (r.reviewer?.displayName?.slice(0, 120) ?? null),
                date: r.createTime,
                updatedAt,
                reply: r.reviewReply?.comment ? { text: r.reviewReply.comment, updatedAt: r.reviewReply.updateTime ?? updatedAt } : null,
              });
            }
            // Sorted by update time: the rest was seen by an earlier sync.
            if (older) break;
          }
          return { reviews: found, errors: [] };
        },
      };
    },

    async publishReply(tokens, location, externalId, text) {
      await call(tokens, 'PUT', reviewPath(location, externalId), 'Google reply', { comment: text });
    },

    async deleteReply(tokens, location, externalId) {
      await call(tokens, 'DELETE', reviewPath(location, externalId), 'Google reply removal');
    },
  };
}
