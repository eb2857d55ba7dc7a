import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from './errors';
import { visitorLanguage } from './language';
import { publicMessage } from './visitor-messages';

/*
 * Every limit of the API, by name, with its default. Request rates are counted by
 * @fastify/rate-limit per instance and short window; the sign-in lockout is counted in the database
 * (login_failures) so that it holds across instances.
 */

export interface RateLimit {
  max: number;
  timeWindowMs: number;
}

/** Failed sign-ins allowed per account and per address within the window (database-backed). */
export interface LoginLockout {
  perAccount: number;
  perIp: number;
  windowMs: number;
}

interface RateLimitSpec extends RateLimit {
  /** Who reads the 429: visitors get it in their language; the sign-in screens read "retry in …". */
  audience: 'visitor' | 'account';
  /** Lifted in load-test mode (BENCH=1). */
  liftedInBench: boolean;
}

const RATE_LIMITS = {
  /** Sign-in attempts per address and email, so one visitor cannot lock out everyone. */
  login: { max: 10, timeWindowMs: 60_000, audience: 'account', liftedInBench: false },
  /** Account creation and reset mails per address (one counter for both). */
  signUp: { max: 20, timeWindowMs: 60_000, audience: 'account', liftedInBench: false },
  /** Feedback posts per address and QR code; generous, since a venue's guest Wi-Fi puts many visitors behind one address. */
  feedback: { max: 60, timeWindowMs: 10 * 60_000, audience: 'visitor', liftedInBench: true },
  /** Seller code attempts per address and customer. */
  seller: { max: 8, timeWindowMs: 60_000, audience: 'visitor', liftedInBench: true },
  /** Tracked visitor actions per address. */
  actions: { max: 120, timeWindowMs: 60_000, audience: 'visitor', liftedInBench: true },
  /** Contact-form messages per address. */
  contact: { max: 5, timeWindowMs: 10 * 60_000, audience: 'visitor', liftedInBench: false },
} as const satisfies Record<string, RateLimitSpec>;

export type LimitName = keyof typeof RATE_LIMITS;

const DEFAULT_LOGIN_LOCKOUT: LoginLockout = { perAccount: 100, perIp: 300, windowMs: 60 * 60 * 1000 };

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

export type LimitKey = (request: FastifyRequest) => string;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The one way a route takes a rate limit: `preHandler: app.limit('feedback', keyOf)`. The count
     * is per client address plus `keyOf(request)`; routes naming the same limit share its counter.
     */
    limit(name: LimitName, key?: LimitKey): preHandlerAsyncHookHandler;
  }
}

const routeKeys = new WeakMap<FastifyRequest, string>();

// The plugin's own address grouping (IPv6 by /56 subnet, mapped IPv4 unwrapped): exported at run time, not typed.
const normalizeIp: (ip: string) => string =
  (fastifyRateLimit as unknown as { normalizeIP?: (ip: string) => string }).normalizeIP ?? ((ip) => ip);

/** Registers the counters on the root instance, so every module scope sees `app.limit`. */
export async function installRateLimits(app: FastifyInstance, limits: Limits): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => new HttpError(context.statusCode, `Too many attempts, retry in ${context.after}`),
  });
  const handlers = new Map<LimitName, preHandlerAsyncHookHandler>();
  const handlerFor = (name: LimitName): preHandlerAsyncHookHandler => {
    const existing = handlers.get(name);
    if (existing) return existing;
    const spec: RateLimitSpec = RATE_LIMITS[name];
    const rate = limits.rates[name];
    const handler = app.rateLimit({
      max: rate.max,
      timeWindow: rate.timeWindowMs,
      keyGenerator: (request) => `${normalizeIp(request.ip)}|${routeKeys.get(request) ?? ''}`,
      ...(spec.audience === 'visitor'
        ? {
            // Retry-After is added by the plugin; the message follows the visitor's language.
            errorResponseBuilder: (request: FastifyRequest, context: { statusCode: number; after: string }) =>
              new HttpError(context.statusCode, publicMessage('rate_limited', visitorLanguage(request)), { retry_after: [context.after] }),
          }
        : {}),
    });
    handlers.set(name, handler);
    return handler;
  };
  app.decorate('limit', (name: LimitName, key?: LimitKey): preHandlerAsyncHookHandler => {
    const handler = handlerFor(name);
    return async function limited(this: FastifyInstance, request, reply) {
      if (key) routeKeys.set(request, key(request));
      await handler.call(this, request, reply);
    };
  });
}
