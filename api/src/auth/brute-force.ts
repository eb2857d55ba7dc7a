import { and, asc, count, eq, gt, lt } from 'drizzle-orm';
import type { Orm } from '../db/client';
import { loginFailures } from '../db/schema';
import { HttpError } from '../lib/errors';

export interface LoginFailureLimits {
  /** Failed attempts allowed per account within the window (the spec's cap: 100 per hour). */
  perAccount: number;
  /** Failed attempts allowed per client address within the window. */
  perIp: number;
  windowMs: number;
}

export const DEFAULT_LOGIN_FAILURE_LIMITS: LoginFailureLimits = { perAccount: 100, perIp: 300, windowMs: 60 * 60 * 1000 };
export const LOCKED_MESSAGE = 'Too many failed sign-in attempts';

/** A 429 whose Retry-After says when the oldest counted failure leaves the window. */
export class TooManyFailures extends HttpError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super(429, `${LOCKED_MESSAGE}, retry in ${retryAfterSeconds} s`);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export function createLoginThrottle(orm: Orm, limits: LoginFailureLimits) {
  async function retryAfter(column: typeof loginFailures.email | typeof loginFailures.ip, value: string, max: number, now: number) {
    const since = new Date(now - limits.windowMs);
    const [row] = await orm.select({ n: count() }).from(loginFailures).where(and(eq(column, value), gt(loginFailures.createdAt, since)));
    if ((row?.n ?? 0) < max) return 0;
    // The window frees up when the oldest failure that still counts expires.
    const [oldest] = await orm
      .select({ at: loginFailures.createdAt })
      .from(loginFailures)
      .where(and(eq(column, value), gt(loginFailures.createdAt, since)))
      .orderBy(asc(loginFailures.createdAt))
      .limit(1);
    const freeAt = (oldest?.at.getTime() ?? now) + limits.windowMs;
    return Math.max(1, Math.ceil((freeAt - now) / 1000));
  }

  return {
    /** Throws a 429 when the account or the address has used up its failures. */
    async check(email: string, ip: string): Promise<void> {
      const now = Date.now();
      const wait = Math.max(
        await retryAfter(loginFailures.email, email, limits.perAccount, now),
        await retryAfter(loginFailures.ip, ip, limits.perIp, now),
      );
      if (wait > 0) throw new TooManyFailures(wait);
    },
    async recordFailure(email: string, ip: string): Promise<void> {
      await orm.insert(loginFailures).values({ email, ip });
      // Occasional clean-up keeps the table at about one window of rows.
      if (Math.random() < 0.02) {
        await orm.delete(loginFailures).where(lt(loginFailures.createdAt, new Date(Date.now() - 2 * limits.windowMs)));
      }
    },
  };
}
