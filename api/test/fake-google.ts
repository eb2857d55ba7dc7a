import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local Google following the published references: OAuth 2.0 (authorization with PKCE, token
 * endpoint and its `{ error, error_description }` bodies, revocation), Account Management v1
 * `accounts`, Business Information v1 `locations` (with `readMask`), and My Business v4 reviews
 * (`pageSize` at most 50, `nextPageToken`, `starRating` ONE..FIVE, `reviewReply` PUT/DELETE), with
 * Google's error body `{ error: { code, message, status } }` (e.g. 429 RESOURCE_EXHAUSTED).
 * Every path is `/{host}{path}`, as GOOGLE_API_ROOT sends them.
 */

export const STAR_RATINGS = ['STAR_RATING_UNSPECIFIED', 'ONE', 'TWO', 'THREE', 'FOUR', 'FIVE'] as const;

export interface FakeReview {
  reviewId: string;
  reviewer: { displayName?: string; profilePhotoUrl?: string; isAnonymous?: boolean };
  starRating: (typeof STAR_RATINGS)[number];
  comment?: string;
  createTime: string;
  updateTime: string;
  reviewReply?: { comment: string; updateTime: string };
}

export interface FakeLocation {
  /** `locations/{id}` as the Business Information API names it. */
  name: string;
  account: string;
  title: string;
  storefrontAddress: { regionCode: string; postalCode: string; locality: string; addressLines: string[] };
  metadata: { placeId: string; mapsUri: string; newReviewUri: string };
  reviews: FakeReview[];
}

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: string;
}

interface ScriptedFailure {
  method: string;
  pattern: RegExp;
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export const CLIENT_ID = 'fake-client.apps.googleusercontent.com';
export const PLACES_KEY = 'fake-places-key';

export interface FakePlace {
  id: string;
  displayName: { text: string; languageCode: string };
  formattedAddress: string;
  rating: number;
  userRatingCount: number;
}
export const CLIENT_SECRET = 'fake-client-secret';

const googleError = (code: number, status: string, message: string) => ({ error: { code, message, status } });

export interface FakeGoogle {
  /** GOOGLE_API_ROOT for the app. */
  root: string;
  accounts: { name: string; accountName: string; type: string }[];
  locations: FakeLocation[];
  requests: FakeRequest[];
  /** The next matching request answers this instead (once). */
  failNext(failure: ScriptedFailure): void;
  /** Google revokes every token it issued (the user removed the app's access). */
  revokeAll(): void;
  /** Access tokens expire at once: the next call must refresh. */
  expireAccessTokens(): void;
  /** Places API (New) places, searchable by words of their name and address. */
  places: FakePlace[];
  addReview(location: string, review: Omit<FakeReview, 'createTime' | 'updateTime'> & { createTime?: string; updateTime?: string }): FakeReview;
  editReview(location: string, reviewId: string, change: Partial<Pick<FakeReview, 'comment' | 'starRating'>>): void;
  deleteReview(location: string, reviewId: string): void;
  reviewsOf(location: string): FakeReview[];
  close(): Promise<void>;
}

let clock = Date.parse('2026-01-01T00:00:00Z');
/** Strictly increasing times, as Google's update times are. */
const now = () => {
  clock = Math.max(clock + 1000, Date.now());
  return new Date(clock).toISOString();
};

/** `port` 0 picks a free one (API tests); the browser tests give the one the server was configured with. */
export async function fakeGoogle(port = 0): Promise<FakeGoogle> {
  const codes = new Map<string, { challenge: string; method: string; redirectUri: string; clientId: string }>();
  const refreshTokens = new Set<string>();
  const accessTokens = new Map<string, number>();
  const requests: FakeRequest[] = [];
  const failures: ScriptedFailure[] = [];
  const accounts = [{ name: 'accounts/1093', accountName: 'Le Bistrot Demo', type: 'PERSONAL' }];
  const locations: FakeLocation[] = [
    {
      name: 'locations/5521',
      account: 'accounts/1093',
      title: 'Le Petit Bistro Lyon Centre',
      storefrontAddress: { regionCode: 'FR', postalCode: '69002', locality: 'Lyon', addressLines: ['12 rue des Marronniers'] },
      metadata: { placeId: 'ChIJLyonDemoBistro', mapsUri: 'https://maps.google.com/?cid=1', newReviewUri: 'https://search.google.com/local/writereview?placeid=ChIJLyonDemoBistro' },
      reviews: [],
    },
    {
      name: 'locations/7730',
      account: 'accounts/1093',
      title: 'Café sans lien',
      storefrontAddress: { regionCode: 'FR', postalCode: '13001', locality: 'Marseille', addressLines: ['1 quai du Port'] },
      metadata: { placeId: 'ChIJMarseilleCafe', mapsUri: 'https://maps.google.com/?cid=2', newReviewUri: 'https://search.google.com/local/writereview?placeid=ChIJMarseilleCafe' },
      reviews: [],
    },
  ];

  const places: FakePlace[] = [
    { id: 'ChIJTerreauxBrasserie01', displayName: { text: 'Brasserie des Terreaux', languageCode: 'fr' }, formattedAddress: '3 place des Terreaux, 69001 Lyon, France', rating: 4.3, userRatingCount: 812 },
    { id: 'ChIJTerreauxCafe000002', displayName: { text: 'Café des Terreaux', languageCode: 'fr' }, formattedAddress: '1 rue Constantine, 69001 Lyon, France', rating: 3.9, userRatingCount: 140 },
    { id: 'ChIJBouchonLyonnais003', displayName: { text: 'Le Bouchon Lyonnais', languageCode: 'fr' }, formattedAddress: '9 rue Mercière, 69002 Lyon, France', rating: 4.6, userRatingCount: 2210 },
  ];

  /** Places API (New): an API key, a required field mask, and only the masked fields answered. */
  function placesApi(request: IncomingMessage, method: string, path: string, body: string, response: ServerResponse) {
    if (request.headers['x-goog-api-key'] !== PLACES_KEY) return send(response, 403, googleError(403, 'PERMISSION_DENIED', 'The provided API key is invalid.'));
    const mask = String(request.headers['x-goog-fieldmask'] ?? '').split(',').filter(Boolean);
    if (mask.length === 0) return send(response, 400, googleError(400, 'INVALID_ARGUMENT', 'FieldMask is a required parameter. See how to provide it at https://developers.google.com/maps/documentation/places/web-service/choose-fields'));
    const pick = (place: FakePlace, fields: string[]) => Object.fromEntries(fields.filter((f) => f in place).map((f) => [f, place[f as keyof FakePlace]]));
    if (method === 'POST' && path === '/places.googleapis.com/v1/places:searchText') {
      let query = '';
      try {
        query = String((JSON.parse(body) as { textQuery?: unknown }).textQuery ?? '');
      } catch {
        query = '';
      }
      if (!query.trim()) return send(response, 400, googleError(400, 'INVALID_ARGUMENT', 'Empty text_query.'));
      const words = query.toLowerCase().split(/\s+/).filter(Boolean);
      const found = places.filter((p) => words.every((w) => `${p.displayName.text} ${p.formattedAddress}`.toLowerCase().includes(w)));
      const fields = mask.filter((f) => f.startsWith('places.')).map((f) => f.slice('places.'.length));
      return send(response, 200, found.length ? { places: found.map((p) => pick(p, fields)) } : {});
    }
    const one = /^\/places\.googleapis\.com\/v1\/places\/([^/:]+)$/.exec(path);
    if (method === 'GET' && one) {
      const place = places.find((p) => p.id === decodeURIComponent(one[1] ?? ''));
      if (!place) return send(response, 404, googleError(404, 'NOT_FOUND', `Place '${one[1]}' not found.`));
      return send(response, 200, pick(place, mask));
    }
    return send(response, 404, googleError(404, 'NOT_FOUND', `No fake for ${method} ${path}`));
  }

  const locationOf = (name: string) => {
    const l = locations.find((x) => `${x.account}/${x.name}` === name);
    if (!l) throw new Error(`no fake location ${name}`);
    return l;
  };

  const send = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers }).end(JSON.stringify(body));
  };

  const issue = () => {
    const access = `ya29.${randomBytes(12).toString('hex')}`;
    accessTokens.set(access, Date.now() + 3599_000);
    return access;
  };

  function token(form: URLSearchParams, response: ServerResponse) {
    if (form.get('client_id') !== CLIENT_ID || form.get('client_secret') !== CLIENT_SECRET) {
      return send(response, 401, { error: 'invalid_client', error_description: 'The OAuth client was not found.' });
    }
    const grant = form.get('grant_type');
    if (grant === 'authorization_code') {
      const pending = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      if (!pending || pending.redirectUri !== form.get('redirect_uri')) return send(response, 400, { error: 'invalid_grant', error_description: 'Malformed auth code.' });
      const verifier = form.get('code_verifier') ?? '';
      if (pending.method !== 'S256' || createHash('sha256').update(verifier).digest('base64url') !== pending.challenge) {
        return send(response, 400, { error: 'invalid_grant', error_description: 'Invalid code verifier.' });
      }
      const refresh = `1//${randomBytes(16).toString('hex')}`;
      refreshTokens.add(refresh);
      return send(response, 200, { access_token: issue(), expires_in: 3599, refresh_token: refresh, scope: 'https://www.googleapis.com/auth/business.manage', token_type: 'Bearer' });
    }
    if (grant === 'refresh_token') {
      if (!refreshTokens.has(form.get('refresh_token') ?? '')) return send(response, 400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
      return send(response, 200, { access_token: issue(), expires_in: 3599, scope: 'https://www.googleapis.com/auth/business.manage', token_type: 'Bearer' });
    }
    return send(response, 400, { error: 'unsupported_grant_type', error_description: `Invalid grant_type: ${grant}` });
  }

  function authorised(request: IncomingMessage): boolean {
    const value = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const expires = value ? accessTokens.get(value) : undefined;
    return expires !== undefined && expires > Date.now();
  }

  function api(method: string, path: string, query: URLSearchParams, body: string, response: ServerResponse) {
    if (method === 'GET' && path === '/mybusinessaccountmanagement.googleapis.com/v1/accounts') return send(response, 200, { accounts });
    const locationsPath = /^\/mybusinessbusinessinformation\.googleapis\.com\/v1\/(accounts\/[^/]+)\/locations$/.exec(path);
    if (method === 'GET' && locationsPath) {
      const mask = (query.get('readMask') ?? '').split(',').filter(Boolean);
      if (mask.length === 0) return send(response, 400, googleError(400, 'INVALID_ARGUMENT', 'Request contains an invalid argument.'));
      const listed = locations.filter((l) => l.account === locationsPath[1]);
      const pageSize = Math.min(Number(query.get('pageSize') ?? 10) || 10, 100);
      const start = Number(query.get('pageToken') ?? 0);
      const page = listed.slice(start, start + pageSize).map((l) => Object.fromEntries(mask.filter((f) => f in l).map((f) => [f, l[f as keyof FakeLocation]])));
      return send(response, 200, { locations: page, totalSize: listed.length, ...(start + pageSize < listed.length ? { nextPageToken: String(start + pageSize) } : {}) });
    }
    const reviewsPath = /^\/mybusiness\.googleapis\.com\/v4\/(accounts\/[^/]+\/locations\/[^/]+)\/reviews$/.exec(path);
    if (method === 'GET' && reviewsPath) {
      const location = locations.find((l) => `${l.account}/${l.name}` === reviewsPath[1]);
      if (!location) return send(response, 404, googleError(404, 'NOT_FOUND', 'Requested entity was not found.'));
      const pageSize = Number(query.get('pageSize') ?? 50);
      if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 50) return send(response, 400, googleError(400, 'INVALID_ARGUMENT', 'Request contains an invalid argument.'));
      const orderBy = query.get('orderBy') ?? 'updateTime desc';
      const [field, direction] = orderBy.split(' ');
      const key = (r: FakeReview) => (field === 'rating' ? String(STAR_RATINGS.indexOf(r.starRating)) : r.updateTime);
      const sorted = [...location.reviews].sort((a, b) => (direction === 'desc' ? key(b).localeCompare(key(a)) : key(a).localeCompare(key(b))));
      const start = Number(query.get('pageToken') ?? 0);
      const page = sorted.slice(start, start + pageSize).map((r) => ({ name: `${reviewsPath[1]}/reviews/${r.reviewId}`, ...r }));
      const rated = location.reviews.map((r) => STAR_RATINGS.indexOf(r.starRating));
      return send(response, 200, {
        reviews: page,
        averageRating: rated.length ? rated.reduce((a, b) => a + b, 0) / rated.length : 0,
        totalReviewCount: location.reviews.length,
        ...(start + pageSize < sorted.length ? { nextPageToken: String(start + pageSize) } : {}),
      });
    }
    const replyPath = /^\/mybusiness\.googleapis\.com\/v4\/(accounts\/[^/]+\/locations\/[^/]+)\/reviews\/([^/]+)\/reply$/.exec(path);
    if (replyPath && (method === 'PUT' || method === 'DELETE')) {
      const location = locations.find((l) => `${l.account}/${l.name}` === replyPath[1]);
      const review = location?.reviews.find((r) => r.reviewId === decodeURIComponent(replyPath[2] ?? ''));
      if (!review) return send(response, 404, googleError(404, 'NOT_FOUND', 'Requested entity was not found.'));
      if (method === 'DELETE') {
        delete review.reviewReply;
        return send(response, 200, {});
      }
      let comment: unknown;
      try {
        comment = (JSON.parse(body) as { comment?: unknown }).comment;
      } catch {
        comment = undefined;
      }
      if (typeof comment !== 'string' || !comment.trim() || comment.length > 4096) return send(response, 400, googleError(400, 'INVALID_ARGUMENT', 'Request contains an invalid argument.'));
      review.reviewReply = { comment, updateTime: now() };
      return send(response, 200, review.reviewReply);
    }
    return send(response, 404, googleError(404, 'NOT_FOUND', `No fake for ${method} ${path}`));
  }

  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const method = request.method ?? 'GET';
      requests.push({ method, path: url.pathname, query: url.searchParams, body });
      const scripted = failures.findIndex((f) => f.method === method && f.pattern.test(url.pathname));
      if (scripted >= 0) {
        const [failure] = failures.splice(scripted, 1);
        if (failure) return send(response, failure.status, failure.body, failure.headers);
      }
      if (method === 'GET' && url.pathname === '/accounts.google.com/o/oauth2/v2/auth') {
        // The consent screen, answered "Allow" at once.
        const q = url.searchParams;
        const redirectUri = q.get('redirect_uri') ?? '';
        if (q.get('client_id') !== CLIENT_ID || !redirectUri || q.get('response_type') !== 'code' || !q.get('code_challenge')) {
          return send(response, 400, { error: 'invalid_request', error_description: 'Missing required parameter.' });
        }
        const code = `4/${randomBytes(12).toString('hex')}`;
        codes.set(code, { challenge: q.get('code_challenge') ?? '', method: q.get('code_challenge_method') ?? 'plain', redirectUri, clientId: q.get('client_id') ?? '' });
        const back = new URL(redirectUri);
        back.searchParams.set('code', code);
        back.searchParams.set('state', q.get('state') ?? '');
        back.searchParams.set('scope', q.get('scope') ?? '');
        response.writeHead(302, { location: back.toString() }).end();
        return;
      }
      if (method === 'POST' && url.pathname === '/oauth2.googleapis.com/token') return token(new URLSearchParams(body), response);
      if (method === 'POST' && url.pathname === '/oauth2.googleapis.com/revoke') {
        const value = new URLSearchParams(body).get('token') ?? url.searchParams.get('token') ?? '';
        if (!refreshTokens.delete(value) && !accessTokens.delete(value)) return send(response, 400, { error: 'invalid_token', error_description: 'Token expired or revoked' });
        return send(response, 200, {});
      }
      if (url.pathname.startsWith('/places.googleapis.com/')) return placesApi(request, method, url.pathname, body, response);
      if (!authorised(request)) return send(response, 401, googleError(401, 'UNAUTHENTICATED', 'Request had invalid authentication credentials. Expected OAuth 2 access token.'));
      return api(method, url.pathname, url.searchParams, body, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.address() as AddressInfo).port;

  return {
    root: `http://127.0.0.1:${bound}`,
    accounts,
    locations,
    places,
    requests,
    failNext: (failure) => failures.push(failure),
    revokeAll() {
      refreshTokens.clear();
      accessTokens.clear();
    },
    expireAccessTokens() {
      for (const key of accessTokens.keys()) accessTokens.set(key, 0);
    },
    addReview(location, review) {
      const at = now();
      const full: FakeReview = { ...review, createTime: review.createTime ?? at, updateTime: review.updateTime ?? review.createTime ?? at };
      locationOf(location).reviews.push(full);
      return full;
    },
    editReview(location, reviewId, change) {
      const review = locationOf(location).reviews.find((r) => r.reviewId === reviewId);
      if (!review) throw new Error(`no fake review ${reviewId}`);
      Object.assign(review, change, { updateTime: now() });
    },
    deleteReview(location, reviewId) {
      const l = locationOf(location);
      l.reviews = l.reviews.filter((r) => r.reviewId !== reviewId);
    },
    reviewsOf: (location) => locationOf(location).reviews,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
