import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FeedbackContext, PublicAdvantage, PublicTheme } from '@erep/shared/schemas';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Orm } from '../db/client';
import { advantages, customers, establishments, staff, units } from '../db/schema';
import { notFound } from '../lib/errors';
import { providerLinksOf } from './provider-links';

export interface CustomerRow {
  id: number;
  tag: string;
  name: string;
  language: string | null;
  logo: string | null;
  theme: PublicTheme;
}

export async function loadCustomer(orm: Orm, tag: string): Promise<CustomerRow> {
  const [row] = await orm
    .select({
      id: customers.id,
      tag: customers.tag,
      name: customers.name,
      language: customers.language,
      logo: customers.logo,
      back_color: customers.backColor,
      font_color: customers.fontColor,
      title_color: customers.titleColor,
    })
    .from(customers)
    .where(eq(customers.tag, tag))
    .limit(1);
  if (!row) throw notFound(`Customer '${tag}' not found`);
  const { back_color, font_color, title_color, ...rest } = row;
  return { ...rest, theme: { back_color, font_color, title_color } };
}

/** Numeric id or tag, always inside the named customer so one tenant's URL cannot reach another's data. */
export async function loadEstablishment(orm: Orm, customerId: number, ref: string) {
  const byId = /^[1-9][0-9]{0,9}$/.test(ref);
  const [row] = await orm
    .select({ id: establishments.id, tag: establishments.tag, name: establishments.name, city: establishments.city, externalUrl: establishments.externalUrl })
    .from(establishments)
    .where(and(eq(establishments.customerId, customerId), byId ? eq(establishments.id, Number(ref)) : eq(establishments.tag, ref)))
    .limit(1);
  if (!row) throw notFound(`Establishment '${ref}' not found`);
  return row;
}

const soldOut = (a: { quantityLimit: number | null; quantityUsed: number }) => a.quantityLimit !== null && a.quantityUsed >= a.quantityLimit;

/** Offers a visitor of this establishment may choose: active, not expired; sold-out ones are listed as such. */
export async function offeredAdvantages(orm: Orm, customerId: number, establishmentId: number, now = new Date()): Promise<PublicAdvantage[]> {
  const rows = await orm
    .select()
    .from(advantages)
    .where(
      and(
        eq(advantages.customerId, customerId),
        eq(advantages.active, true),
        or(isNull(advantages.establishmentId), eq(advantages.establishmentId, establishmentId)),
      ),
    )
    .orderBy(asc(advantages.id));
  return rows
    .filter((a) => a.expiresAt === null || a.expiresAt > now)
    .map((a) => ({
      tag: a.tag,
      title: a.title,
      description: a.description,
      attribute: a.attribute,
      value: a.value,
      validityDays: a.validityDays,
      expiresAt: a.expiresAt ? a.expiresAt.toISOString() : null,
      soldOut: soldOut(a),
    }));
}

export async function establishmentLinks(orm: Orm, establishment: { id: number; name: string; tag: string }) {
  const links = await providerLinksOf(orm, establishment);
  return links.map((link) => ({ name: link.name, category: link.category, url: link.url }));
}

export interface FeedbackTarget {
  customer: string;
  establishment: string;
  staff?: string | undefined;
  unit?: string | undefined;
}

const numericId = (value: string, what: string): number => {
  if (!/^[1-9][0-9]{0,9}$/.test(value)) throw notFound(`${what} '${value}' not found`);
  return Number(value);
};

type TargetIds = { customerId: number; establishmentId: number; staffId: number | null; unitId: number | null };
const TARGET_TTL_MS = 10_000;
const targetCaches = new WeakMap<Orm, Map<string, { at: number; ids: TargetIds }>>();

/**
 * The ids a feedback needs. A QR code is scanned by many visitors, so the answer is kept for a few
 * seconds; a target deleted meanwhile makes the insert fail its foreign key, answered as a 404.
 */
export async function feedbackTargetIds(orm: Orm, target: FeedbackTarget): Promise<TargetIds> {
  const key = `${target.customer}|${target.establishment}|${target.staff ?? ''}|${target.unit ?? ''}`;
  let targetCache = targetCaches.get(orm);
  if (!targetCache) {
    targetCache = new Map();
    targetCaches.set(orm, targetCache);
  }
  const hit = targetCache.get(key);
  if (hit && Date.now() - hit.at < TARGET_TTL_MS) return hit.ids;
  const ids = await loadTargetIds(orm, target);
  if (targetCache.size > 1000) targetCache.clear();
  targetCache.set(key, { at: Date.now(), ids });
  return ids;
}

async function loadTargetIds(orm: Orm, target: FeedbackTarget): Promise<TargetIds> {
  const byId = /^[1-9][0-9]{0,9}$/.test(target.establishment);
  const [row] = await orm
    .select({ customerId: customers.id, establishmentId: establishments.id })
    .from(establishments)
    .innerJoin(customers, eq(customers.id, establishments.customerId))
    .where(and(eq(customers.tag, target.customer), byId ? eq(establishments.id, Number(target.establishment)) : eq(establishments.tag, target.establishment)))
    .limit(1);
  if (!row) throw notFound(`Establishment '${target.establishment}' not found`);
  let staffId: number | null = null;
  let unitId: number | null = null;
  if (target.staff !== undefined) {
    const id = numericId(target.staff, 'Staff');
    const [found] = await orm.select({ id: staff.id }).from(staff).where(and(eq(staff.id, id), eq(staff.establishmentId, row.establishmentId))).limit(1);
    if (!found) throw notFound(`Staff '${target.staff}' not found`);
    staffId = found.id;
  }
  if (target.unit !== undefined) {
    const id = numericId(target.unit, 'Unit');
    const [found] = await orm.select({ id: units.id }).from(units).where(and(eq(units.id, id), eq(units.establishmentId, row.establishmentId))).limit(1);
    if (!found) throw notFound(`Unit '${target.unit}' not found`);
    unitId = found.id;
  }
  return { ...row, staffId, unitId };
}

export async function feedbackContext(orm: Orm, target: FeedbackTarget): Promise<FeedbackContext & { customerId: number }> {
  const customer = await loadCustomer(orm, target.customer);
  const establishment = await loadEstablishment(orm, customer.id, target.establishment);
  const staffColumns = { id: staff.id, firstName: staff.firstName, lastName: staff.lastName, department: staff.department };
  let staffRow: FeedbackContext['staff'] = null;
  let staffList: FeedbackContext['staffList'] = [];
  if (target.staff !== undefined) {
    const id = numericId(target.staff, 'Staff');
    staffList = await orm.select(staffColumns).from(staff).where(eq(staff.establishmentId, establishment.id)).orderBy(asc(staff.id));
    staffRow = staffList.find((s) => s.id === id) ?? null;
    if (!staffRow) throw notFound(`Staff '${target.staff}' not found`);
  }
  let unit: FeedbackContext['unit'] = null;
  if (target.unit !== undefined) {
    const id = numericId(target.unit, 'Unit');
    const [row] = await orm
      .select({ id: units.id, name: units.name })
      .from(units)
      .where(and(eq(units.id, id), eq(units.establishmentId, establishment.id)))
      .limit(1);
    if (!row) throw notFound(`Unit '${target.unit}' not found`);
    unit = row;
  }
  const [offers, links] = await Promise.all([
    offeredAdvantages(orm, customer.id, establishment.id),
    establishmentLinks(orm, establishment),
  ]);
  const { id: customerId, ...publicCustomer } = customer;
  return { customerId, customer: publicCustomer, establishment, staff: staffRow, staffList, unit, advantages: offers, links };
}

/** Short-lived seller sessions, signed with a key that lives as long as the process. */
export function createSellerTokens(ttlMs = 8 * 60 * 60 * 1000) {
  const key = randomBytes(32);
  const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url');
  return {
    issue(customerId: number, establishmentId: number, now = Date.now()): { token: string; expiresAt: string } {
      const exp = now + ttlMs;
      const body = Buffer.from(JSON.stringify({ c: customerId, e: establishmentId, exp })).toString('base64url');
      return { token: `${body}.${sign(body)}`, expiresAt: new Date(exp).toISOString() };
    },
    verify(token: string | undefined, now = Date.now()): { customerId: number; establishmentId: number } | null {
      if (!token) return null;
      const [body, sig] = token.split('.');
      if (!body || !sig) return null;
      const expected = Buffer.from(sign(body));
      const given = Buffer.from(sig);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      try {
        const payload = JSON.parse(Buffer.from(body, 'base64url').toString()) as { c?: unknown; e?: unknown; exp?: unknown };
        if (typeof payload.c !== 'number' || typeof payload.e !== 'number' || typeof payload.exp !== 'number' || payload.exp < now) return null;
        return { customerId: payload.c, establishmentId: payload.e };
      } catch {
        return null;
      }
    },
  };
}
export type SellerTokens = ReturnType<typeof createSellerTokens>;

/** Coupon codes: 8 characters without look-alikes (0/O, 1/I). */
export function couponCode(length = 8): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(length);
  let out = '';
  for (const b of bytes) out += alphabet[b % alphabet.length];
  return out;
}

function hasPgCode(error: unknown, code: string): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth += 1) {
    if ((e as { code?: unknown }).code === code) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export const isUniqueViolation = (error: unknown) => hasPgCode(error, '23505');
export const isForeignKeyViolation = (error: unknown) => hasPgCode(error, '23503');

/** Visitor language from Accept-Language: fr, en, sp for any Spanish locale; null otherwise. */
export function acceptLanguage(header: string | undefined): 'fr' | 'en' | 'sp' | null {
  if (!header) return null;
  const tags = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.split('=')[1]) : 1 };
    })
    .filter((x) => x.tag && !Number.isNaN(x.q))
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    const base = tag.split('-')[0];
    if (base === 'fr' || base === 'en') return base;
    if (base === 'es' || base === 'sp') return 'sp';
  }
  return null;
}
