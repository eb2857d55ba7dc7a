import { LANGUAGE_CODES, ROLES, type LanguageCode, type SessionUser } from '@erep/shared/schemas';
import { eq, type SQL } from 'drizzle-orm';
import type { Orm } from '../db/client';
import { customers, partners, users } from '../db/schema';

export interface AuthUser {
  id: number;
  email: string;
  passwordHash: string;
  roles: string[];
  isActive: boolean;
  tokenVersion: number;
  customer: { id: number; tag: string; language: string | null; backColor: string | null; planId: number | null; partnerId: number } | null;
  partner: { id: number; code: string; language: string } | null;
}

/** How far a back-office user reaches across tenants. */
export type Reach =
  | { kind: 'admin' }
  | { kind: 'partner'; partnerId: number }
  | { kind: 'customer'; customerId: number; partnerId: number }
  | { kind: 'none' };

async function loadBy(orm: Orm, where: SQL): Promise<AuthUser | null> {
  const rows = await orm
    .select({
      id: users.id,
      email: users.email,
      passwordHash: users.passwordHash,
      roles: users.roles,
      isActive: users.isActive,
      tokenVersion: users.tokenVersion,
      customerId: customers.id,
      customerTag: customers.tag,
      customerLanguage: customers.language,
      customerBackColor: customers.backColor,
      customerPlanId: customers.planId,
      customerPartnerId: customers.partnerId,
      partnerId: partners.id,
      partnerCode: partners.code,
      partnerLanguage: partners.language,
    })
    .from(users)
    .leftJoin(customers, eq(customers.id, users.customerId))
    .leftJoin(partners, eq(partners.id, users.partnerId))
    .where(where)
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    passwordHash: row.passwordHash,
    roles: row.roles,
    isActive: row.isActive,
    tokenVersion: row.tokenVersion,
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

export const loadUserById = (orm: Orm, id: number) => loadBy(orm, eq(users.id, id));
export const loadUserByEmail = (orm: Orm, email: string) => loadBy(orm, eq(users.email, email.trim().toLowerCase()));

function asLanguage(value: string | null): LanguageCode | null {
  return value !== null && (LANGUAGE_CODES as readonly string[]).includes(value) ? (value as LanguageCode) : null;
}

export function toSessionUser(user: AuthUser): SessionUser {
  return {
    id: user.id,
    email: user.email,
    roles: [...user.roles],
    is_active: user.isActive,
    customer: user.customer
      ? { tag: user.customer.tag, language: asLanguage(user.customer.language), back_color: user.customer.backColor }
      : null,
    partner: user.partner ? { code: user.partner.code, language: asLanguage(user.partner.language) } : null,
  };
}

export const canUseBackOffice = (user: AuthUser): boolean => user.isActive && user.roles.includes(ROLES.erep);

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
