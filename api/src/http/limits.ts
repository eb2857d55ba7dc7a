import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Orm } from '../db/client';
import { hitCounterBatch, pruneCounters, refundCounter, type CounterHit, type CounterState } from '../db/counters';
import { createBatcher } from '../lib/batch';
import { HttpError } from './errors';
import { refuses } from './openapi-schemas';
import { visitorLanguage } from './language';
import { publicMessage } from './visitor-messages';

/*
 * Every limit of the API, by name, with its default. Every counter lives in the database
 * (rate_counters), so several instances and restarts share them; the hits of concurrent requests
 * are counted together in one upsert.
 */

export interface RateLimit {
  max: number;
  timeWindowMs: number;
}

/** Failed sign-ins allowed per account and per address within the window (database-backed). */
export interface LoginLockout {
  perAccount: number;
  perIp: number;
  /** Wrong current passwords per signed-in user (password and email changes): a stolen session cannot guess it. */
  perUserCurrentPassword: number;
  windowMs: number;
}

interface RateLimitSpec extends RateLimit {
  /** Who reads the 429: visitors get it in their language; the sign-in screens read "retry in …". */
  audience: 'visitor' | 'account';
  /** Lifted in load-test mode (BENCH=1). */
  liftedInBench: boolean;
  /** False: one count for every address (the route key alone), against attempts spread over many addresses. */
  byAddress?: boolean;
  /**
   * Only refused attempts count: every attempt is counted first (so a burst cannot slip past), and
   * one that succeeds gives its hit back. For secrets such as the seller code, where the limit is
   * against guessing, not against a shop's sellers signing in.
   */
  failuresOnly?: boolean;
}

const RATE_LIMITS = {
  /** Sign-in attempts per address and email, so one visitor cannot lock out everyone. */
  login: { max: 10, timeWindowMs: 60_000, audience: 'account', liftedInBench: false },
  /** Account creation and reset mails per address (one counter for both). */
  signUp: { max: 20, timeWindowMs: 60_000, audience: 'account', liftedInBench: false },
  /** Feedback posts per address and QR code; generous, since a venue's guest Wi-Fi puts many visitors behind one address. */
  feedback: { max: 60, timeWindowMs: 10 * 60_000, audience: 'visitor', liftedInBench: true },
  /** Seller code attempts per address and customer. */
  seller: { max: 8, timeWindowMs: 60_000, audience: 'visitor', liftedInBench: true, failuresOnly: true },
  /** Seller code attempts per customer from all addresses together: a 4-digit code must not fall to many addresses. */
  sellerPerCustomer: { max: 60, timeWindowMs: 10 * 60_000, audience: 'visitor', liftedInBench: true, byAddress: false, failuresOnly: true },
  /** Tracked visitor actions per address. */
  actions: { max: 120, timeWindowMs: 60_000, audience: 'visitor', liftedInBench: true },
  /** Contact-form messages per address. */
  contact: { max: 5, timeWindowMs: 10 * 60_000, audience: 'visitor', liftedInBench: false },
  /** Requests per API key from all addresses together: an integration's own bucket. */
  apiKey: { max: 600, timeWindowMs: 60_000, audience: 'account', liftedInBench: true, byAddress: false },
} as const satisfies Record<string, RateLimitSpec>;

export type LimitName = keyof typeof RATE_LIMITS;

const DEFAULT_LOGIN_LOCKOUT: LoginLockout = { perAccount: 100, perIp: 300, perUserCurrentPassword: 10, windowMs: 60 * 60 * 1000 };

/** What a deployment or a test may change. */
export type LimitOverrides = Partial<Record<LimitName, RateLimit>> & { loginLockout?: Partial<LoginLockout> };

export interface Limits {
  rates: Record<LimitName, RateLimit>;
  loginLockout: LoginLockout;
}

const UNLIMITED: RateLimit = { max: 1_000_000_000, timeWindowMs: 60_000 };
const LIMIT_NAMES = Object.keys(RATE_LIMITS) as LimitName[];

export function resolveLimits(overrides: LimitOverrides = {}, options: { bench?: boolean } = {}): Limits {
  const rates = {} as Record<LimitName, RateLimit>;
  for (const name of LIMIT_NAMES) {
    const spec: RateLimitSpec = RATE_LIMITS[name];
    rates[name] = options.bench && spec.liftedInBench ? UNLIMITED : (overrides[name] ?? { max: spec.max, timeWindowMs: spec.timeWindowMs });
  }
  return { rates, loginLockout: { ...DEFAULT_LOGIN_LOCKOUT, ...overrides.loginLockout } };
}

/**
 * What a limit counts besides the address: the normalised target (ids after lookup), never the raw
 * URL, where a query string, a trailing slash or an escaped character would start a fresh count.
 */
export type LimitKey = (request: FastifyRequest) => string | Promise<string>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The one way a route takes a rate limit: `preHandler: app.limit('feedback', keyOf)`. The count
     * is per client address plus `keyOf(request)`; routes naming the same limit share its counter.
     */
    limit(name: LimitName, key?: LimitKey): preHandlerAsyncHookHandler;
  }
}

/** Share of hits that also delete ended windows, keeping the table near its live size. */
const PRUNE_RATE = 0.005;

/**
 * The address a limit counts: IPv4-mapped IPv6 unwrapped, IPv6 grouped by its /56 prefix (what one
 * subscriber usually holds), so rotating through one's own addresses does not reset a count.
 */
export function clientAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  const prefix = groups.slice(0, 4).map((g) => g.padStart(4, '0').toLowerCase());
  prefix[3] = `${prefix[3]?.slice(0, 2) ?? '00'}00`;
  return `${prefix.join(':')}::/56`;
}

/** Registers `app.limit` on the root instance, so every module scope sees it. */
export function installRateLimits(app: FastifyInstance, limits: Limits, orm: Orm): void {
  const hit = createBatcher<CounterHit, CounterState>((hits) => hitCounterBatch(orm, hits));
  app.decorate('limit', (name: LimitName, key?: LimitKey): preHandlerAsyncHookHandler => {
    const spec: RateLimitSpec = RATE_LIMITS[name];
    const rate = limits.rates[name];
    return refuses(async function limited(request, reply) {
      const counter = `${name}|${spec.byAddress === false ? '*' : clientAddress(request.ip)}|${key ? await key(request) : ''}`;
      const state = await hit({ key: counter, windowMs: rate.timeWindowMs });
      if (Math.random() < PRUNE_RATE) pruneCounters(orm).catch((error: unknown) => request.log.warn({ err: error }, 'rate counter pruning failed'));
      if (state.hits <= rate.max) {
        if (spec.failuresOnly) {
          reply.raw.once('finish', () => {
            if (reply.statusCode < 400) refundCounter(orm, counter).catch((error: unknown) => request.log.warn({ err: error }, 'rate counter refund failed'));
          });
        }
        return;
      }
      const after = state.retryAfterSeconds;
      reply.header('retry-after', String(after));
      // Visitors read the 429 in their language; the sign-in screens read "retry in N s".
      throw spec.audience === 'visitor'
        ? new HttpError(429, publicMessage('rate_limited', visitorLanguage(request)), { retry_after: [`${after} s`] })
        : new HttpError(429, `Too many attempts, retry in ${after} s`);
    }, { 429: ['rate_limited'] });
  });
}
