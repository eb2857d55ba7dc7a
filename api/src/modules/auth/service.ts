import { ROLES, type LoginResponse, type SessionUser } from '@erep/shared/schemas';
import type { Orm } from '../../db/client';
import { HttpError, unauthorized } from '../../http/errors';
import { asLanguage } from '../../http/language';
import { clientAddress, type LoginLockout } from '../../http/limits';
import type { TokenService } from '../../lib/jwt';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from '../../lib/password';
import * as q from './queries';

export const BAD_CREDENTIALS = 'Invalid email or password';
export const LOCKED_MESSAGE = 'Too many failed sign-in attempts';

export interface AuthUser {
  id: number;
  email: string;
  passwordHash: string;
  roles: string[];
  isActive: boolean;
  /** Switched off by an owner of the account (not merely awaiting the first payment). */
  deactivated: boolean;
  tokenVersion: number;
  /** Inside a customer: 'owner' or 'manager' (limited to chosen establishments). */
  accountRole: 'owner' | 'manager';
  /** The user's own interface language (personal details), if chosen. */
  language: string | null;
  customer: { id: number; tag: string; language: string | null; backColor: string | null; planId: number | null; partnerId: number } | null;
  partner: { id: number; code: string; language: string } | null;
}

/** How far a back-office user reaches across tenants. */
export type Reach =
  | { kind: 'admin' }
  | { kind: 'partner'; partnerId: number }
  | { kind: 'customer'; customerId: number; partnerId: number }
  | { kind: 'none' };

function toAuthUser(row: NonNullable<Awaited<ReturnType<typeof q.selectUser>>>): AuthUser {
  return {
    id: row.id,
    email: row.email,
    passwordHash: row.passwordHash,
    roles: row.roles,
    isActive: row.isActive,
    deactivated: !row.isActive && row.deactivatedAt !== null,
    tokenVersion: row.tokenVersion,
    accountRole: row.accountRole === 'manager' ? 'manager' : 'owner',
    language: row.language,
    customer:
      row.customerId !== null && row.customerTag !== null && row.customerPartnerId !== null
        ? {
            id: row.customerId,
            tag: row.customerTag,
            language: row.customerLanguage,
            backColor: row.customerBackColor,
            planId: row.customerPlanId,
            partnerId: row.customerPartnerId,
          }
        : null,
    partner:
      row.partnerId !== null && row.partnerCode !== null && row.partnerLanguage !== null
        ? { id: row.partnerId, code: row.partnerCode, language: row.partnerLanguage }
        : null,
  };
}

export async function loadUserById(orm: Orm, id: number): Promise<AuthUser | null> {
  const row = await q.userById(orm, id);
  return row ? toAuthUser(row) : null;
}

export async function loadUserByEmail(orm: Orm, email: string): Promise<AuthUser | null> {
  const row = await q.userByEmail(orm, email.trim().toLowerCase());
  return row ? toAuthUser(row) : null;
}

export const loadCustomerByTag = (orm: Orm, tag: string) => q.customerByTag(orm, tag);

/** The establishment ids a manager was given. */
export const loadEstablishmentScope = (orm: Orm, userId: number): Promise<number[]> => q.establishmentIdsOfUser(orm, userId);

export function toSessionUser(user: AuthUser): SessionUser {
  return {
    id: user.id,
    email: user.email,
    roles: [...user.roles],
    is_active: user.isActive,
    language: asLanguage(user.language),
    customer: user.customer
      ? { tag: user.customer.tag, language: asLanguage(user.customer.language), back_color: user.customer.backColor }
      : null,
    partner: user.partner ? { code: user.partner.code, language: asLanguage(user.partner.language) } : null,
    ...(user.customer ? { account_role: user.accountRole } : {}),
  };
}

const canUseBackOffice = (user: AuthUser): boolean => user.isActive && user.roles.includes(ROLES.erep);

/**
 * Derived from the database links, not from roles alone: a role without its link grants nothing,
 * and only a user with neither link nor tenant role is a back-office admin.
 */
export function reachOf(user: AuthUser): Reach {
  if (!canUseBackOffice(user)) return { kind: 'none' };
  if (user.partner && user.roles.includes(ROLES.partner)) return { kind: 'partner', partnerId: user.partner.id };
  if (user.customer) return { kind: 'customer', customerId: user.customer.id, partnerId: user.customer.partnerId };
  const claimsTenant = user.roles.includes(ROLES.partner) || user.roles.includes(ROLES.customer);
  if (!user.partner && !claimsTenant) return { kind: 'admin' };
  return { kind: 'none' };
}

/** A 429 whose Retry-After says when the oldest counted failure leaves the window. */
export class TooManyFailures extends HttpError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number, what = LOCKED_MESSAGE) {
    super(429, `${what}, retry in ${retryAfterSeconds} s`);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * The sign-in lockout, counted in the database (rate_counters) so that it holds across instances.
 * A device that signed in to the account before (`trustedDevice`, from its signed cookie) has its
 * own count instead of the account's and is not held by its address's count, so failures from
 * elsewhere (or from the same office or proxy address) cannot lock its owner out.
 */
export function createLoginThrottle(orm: Orm, limits: LoginLockout) {
  const keysOf = (email: string, ip: string, trustedDevice: string | null) => ({
    owner: trustedDevice ? `lockout|device|${trustedDevice}` : `lockout|account|${email}`,
    ip: `lockout|ip|${clientAddress(ip)}`,
  });

  return {
    /** Throws a 429 when the account (or the trusted device) or the address has used up its failures. */
    async check(email: string, ip: string, trustedDevice: string | null = null): Promise<void> {
      const keys = keysOf(email, ip, trustedDevice);
      const counts = await q.readFailures(orm, [keys.owner, keys.ip]);
      const owner = counts.get(keys.owner);
      const address = counts.get(keys.ip);
      const waits = [
        owner && owner.hits >= limits.perAccount ? owner.retryAfterSeconds : 0,
        !trustedDevice && address && address.hits >= limits.perIp ? address.retryAfterSeconds : 0,
      ];
      const wait = Math.max(...waits);
      if (wait > 0) throw new TooManyFailures(wait);
    },
    async recordFailure(email: string, ip: string, trustedDevice: string | null = null): Promise<void> {
      const keys = keysOf(email, ip, trustedDevice);
      await q.countFailures(orm, [keys.owner, keys.ip], limits.windowMs);
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

/**
 * Checks the password; every failure counts towards the lockout. `pendingPayment` tells an
 * account awaiting its first payment (the account module's rule) by the error to answer instead.
 */
export async function login(
  deps: { orm: Orm; tokens: TokenService; pendingPayment: (userId: number) => Promise<HttpError | null> },
  throttle: LoginThrottle,
  input: { email: string; password: string; ip: string; trustedDevice?: string | null },
): Promise<LoginResponse> {
  const account = input.email.trim().toLowerCase();
  const device = input.trustedDevice ?? null;
  await throttle.check(account, input.ip, device);
  const user = await loadUserByEmail(deps.orm, input.email);
  // Verify against a throwaway hash for unknown emails so timing does not reveal accounts.
  const ok = await verifyPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !ok) {
    await throttle.recordFailure(account, input.ip, device);
    throw unauthorized(BAD_CREDENTIALS, 'bad_credentials');
  }
  // Hashes from before a cost increase are upgraded while the password is at hand.
  if (needsRehash(user.passwordHash)) await q.updatePasswordHash(deps.orm, user.id, user.passwordHash, await hashPassword(input.password));
  // Only now, with the password proven: an account awaiting its first payment is told how to resume it.
  if (!user.isActive && user.customer) {
    const refusal = await deps.pendingPayment(user.id);
    if (refusal) throw refusal;
  }
  // Inactive users and users without ROLE_EREP still get their user: the client shows the reason.
  return { token: await deps.tokens.sign(user.id, user.tokenVersion), user: toSessionUser(user) };
}

/** Server-side sign-out: bumping the token version revokes the bearer token on every instance. */
export const logout = (orm: Orm, userId: number): Promise<void> => q.bumpTokenVersion(orm, userId);
