import type { ApiErrorBody } from '@erep/shared/schemas';
import { getSession, signOut, STORAGE_KEYS, type SessionState } from '@erep/shared/session';

/**
 * Every call resolves (never rejects, no timeout). A failure carries the parsed error body in
 * `error`, never in `data`, so it cannot be read as data; a network failure gives status 0 and
 * message 'network_error'.
 */
export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; error: ApiErrorBody };

export type ApiCallback<T> = (result: ApiResult<T>) => void;
export type QueryParams = Record<string, string | number | boolean | undefined>;

export interface CallOptions<T> {
  query?: QueryParams;
  callback?: ApiCallback<T>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export type SessionTokens = Pick<SessionState, 'token' | 'accessToken' | 'useAccess'>;

export interface ApiClientOptions {
  /** Default: the stored api_url, else '/api'. */
  baseUrl?: string;
  /** Default: baseUrl without its trailing /api segment. */
  rootUrl?: string;
  fetch?: typeof fetch;
  getSession?: () => SessionTokens;
}

export interface ApiClient {
  get<T>(path: string, opts?: CallOptions<T>): Promise<ApiResult<T>>;
  /** GET on a full URL, with the same headers. */
  getUrl<T>(fullUrl: string, opts?: CallOptions<T>): Promise<ApiResult<T>>;
  post<T>(path: string, body: unknown, opts?: CallOptions<T>): Promise<ApiResult<T>>;
  /** POST without the JSON content type; the body is sent as given. */
  postRaw<T>(path: string, body: BodyInit, opts?: CallOptions<T>): Promise<ApiResult<T>>;
  /** POST multipart form data (the browser sets the boundary). */
  postForm<T>(path: string, form: FormData, opts?: CallOptions<T>): Promise<ApiResult<T>>;
  put<T>(path: string, body: unknown, opts?: CallOptions<T>): Promise<ApiResult<T>>;
  /** PATCH as application/merge-patch+json. */
  patch<T>(path: string, body: unknown, opts?: CallOptions<T>): Promise<ApiResult<T>>;
  delete<T>(path: string, opts?: CallOptions<T>): Promise<ApiResult<T>>;
  /** Calls on the same host without the /api segment, e.g. POST /erep/login. */
  root: {
    post<T>(path: string, body: unknown, opts?: CallOptions<T>): Promise<ApiResult<T>>;
  };
}

export const DEFAULT_API_BASE = '/api';
export const NETWORK_ERROR = 'network_error';

function storedApiUrl(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEYS.apiUrl);
  } catch {
    return null;
  }
}

/** Base URL without its trailing '/api' segment ('/api' -> '', 'https://h/api' -> 'https://h'). */
export function rootOf(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '').replace(/\/api$/, '');
}

export function joinUrl(base: string, path: string, query?: QueryParams): string {
  const url = `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  return withQuery(url, query);
}

function withQuery(url: string, query?: QueryParams): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    'status' in value &&
    'message' in value &&
    typeof value.status === 'number' &&
    typeof value.message === 'string'
  );
}

async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function errorBody(status: number, body: unknown, statusText: string): ApiErrorBody {
  if (isErrorBody(body)) return body;
  if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') {
    return { ...(body as object), status, message: body.message };
  }
  const message = typeof body === 'string' && body.trim() !== '' ? body : statusText || `http_${status}`;
  return { status, message };
}

type BodyKind = 'json' | 'merge-patch' | 'raw';

/** 401 codes that mean the session's token is not accepted (not a wrong password or seller code). */
const SESSION_REFUSED = new Set(['invalid_token', 'unauthenticated']);

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const base = (): string => options.baseUrl ?? storedApiUrl() ?? DEFAULT_API_BASE;
  const root = (): string => options.rootUrl ?? rootOf(base());
  const tokens = options.getSession ?? getSession;

  function headersFor(kind: BodyKind, extra?: Record<string, string>): Headers {
    const headers = new Headers();
    const session = tokens();
    const bearer = session.useAccess && session.accessToken ? session.accessToken : session.token;
    if (bearer) headers.set('Authorization', `Bearer ${bearer}`);
    if (kind === 'json') headers.set('Content-Type', 'application/json');
    if (kind === 'merge-patch') headers.set('Content-Type', 'application/merge-patch+json');
    if (extra) for (const [name, value] of Object.entries(extra)) headers.set(name, value);
    return headers;
  }

  async function send<T>(
    method: string,
    url: string,
    kind: BodyKind,
    body: BodyInit | undefined,
    opts: CallOptions<T> | undefined,
  ): Promise<ApiResult<T>> {
    let result: ApiResult<T>;
    const headers = headersFor(kind, opts?.headers);
    try {
      const doFetch = options.fetch ?? globalThis.fetch;
      const init: RequestInit = { method, headers };
      if (body !== undefined) init.body = body;
      if (opts?.signal) init.signal = opts.signal;
      const response = await doFetch(url, init);
      const parsed = await parseBody(response);
      result = response.ok
        ? { ok: true, status: response.status, data: parsed as T }
        : { ok: false, status: response.status, error: errorBody(response.status, parsed, response.statusText) };
    } catch {
      result = { ok: false, status: 0, error: { status: 0, message: NETWORK_ERROR } };
    }
    // A token the server no longer accepts (password changed or signed out on another device): this
    // tab's session ends too, and the guards send the user to sign-in instead of failing pages.
    const sent = headers.get('Authorization');
    if (!options.getSession && !result.ok && result.status === 401 && SESSION_REFUSED.has(result.error.code ?? '') && sent !== null && sent === `Bearer ${getSession().token ?? ''}`) {
      signOut();
    }
    if (opts?.callback) {
      try {
        opts.callback(result);
      } catch (error) {
        console.error('[api] callback failed', error);
      }
    }
    return result;
  }

  const json = (body: unknown): string | undefined => (body === undefined ? undefined : JSON.stringify(body));

  return {
    get: (path, opts) => send('GET', joinUrl(base(), path, opts?.query), 'json', undefined, opts),
    getUrl: (fullUrl, opts) => send('GET', withQuery(fullUrl, opts?.query), 'json', undefined, opts),
    post: (path, body, opts) => send('POST', joinUrl(base(), path, opts?.query), 'json', json(body), opts),
    postRaw: (path, body, opts) => send('POST', joinUrl(base(), path, opts?.query), 'raw', body, opts),
    postForm: (path, form, opts) => send('POST', joinUrl(base(), path, opts?.query), 'raw', form, opts),
    put: (path, body, opts) => send('PUT', joinUrl(base(), path, opts?.query), 'json', json(body), opts),
    patch: (path, body, opts) => send('PATCH', joinUrl(base(), path, opts?.query), 'merge-patch', json(body), opts),
    // No body, so no Content-Type: Fastify refuses an empty body announced as JSON.
    delete: (path, opts) => send('DELETE', joinUrl(base(), path, opts?.query), 'raw', undefined, opts),
    root: {
      post: (path, body, opts) => send('POST', joinUrl(root(), path, opts?.query), 'json', json(body), opts),
    },
  };
}

/** The error body of a failed result, null on success. */
export function apiError(result: ApiResult<unknown>): ApiErrorBody | null {
  return result.ok ? null : result.error;
}

/** A failed call as TanStack Query sees it: thrown by a fetcher, with the status and the body. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody;
  constructor(body: ApiErrorBody, status: number) {
    super(body.message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.body = body;
  }
}

/** A fetcher's data, or an `ApiRequestError` thrown for the query or mutation to hold. */
export async function unwrap<T>(call: Promise<ApiResult<T>>): Promise<T> {
  const result = await call;
  if (result.ok) return result.data;
  throw new ApiRequestError(result.error, result.status);
}

export const api = createApiClient();
