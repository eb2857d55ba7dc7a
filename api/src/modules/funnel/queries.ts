import { and, count, eq, gte, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { advantages, coupons, establishments, visitorActions } from '../../db/schema';
import { inEstablishmentScope } from '../../http/customer-scope';

/** The establishments a caller may reach: null for every one. */
export type Scope = readonly number[] | null;

export interface Period {
  from: Date;
  /** Exclusive. */
  to: Date;
}

const ownEstablishments = (customerId: number, establishmentId: number | undefined, scope: Scope) =>
  establishmentId === undefined
    ? sql`${visitorActions.establishmentId} in (select ${establishments.id} from ${establishments} where ${establishments.customerId} = ${customerId} and ${inEstablishmentScope(establishments.id, scope)})`
    : sql`${visitorActions.establishmentId} in (select ${establishments.id} from ${establishments} where ${establishments.customerId} = ${customerId} and ${establishments.id} = ${establishmentId})`;

/** Visitor actions of the customer's establishments in the period, counted by action name. */
export const actionCounts = (orm: Orm, customerId: number, establishmentId: number | undefined, period: Period, names: string[], scope: Scope) =>
  orm
    .select({ action: visitorActions.action, count: count() })
    .from(visitorActions)
    .where(and(ownEstablishments(customerId, establishmentId, scope), inArray(visitorActions.action, names), gte(visitorActions.createdAt, period.from), lt(visitorActions.createdAt, period.to)))
    .groupBy(visitorActions.action);

/** Scans per page path (one path per QR code). */
export const scansByPath = (orm: Orm, customerId: number, establishmentId: number | undefined, period: Period, names: string[], scope: Scope) => {
  const path = sql<string>`${visitorActions.payload}->>'path'`;
  return orm
    .select({ path, count: count() })
    .from(visitorActions)
    .where(and(ownEstablishments(customerId, establishmentId, scope), inArray(visitorActions.action, names), gte(visitorActions.createdAt, period.from), lt(visitorActions.createdAt, period.to), sql`${path} is not null`))
    .groupBy(path)
    .orderBy(sql`count(*) desc`, path)
    .limit(20);
};

/** Coupons of the customer's offers validated in the period (at the establishment, when one is given). */
/** Where a coupon was validated (`seller:<id>` or `manual:<id>:...`), else the establishment its offer names. */
const validatedPlace = sql`coalesce((case when ${coupons.validatedBy} ~ '^(seller|manual):[0-9]+' then substring(${coupons.validatedBy} from '^[a-z]+:([0-9]+)')::int end), ${advantages.establishmentId})`;

export async function validatedCoupons(orm: Orm, customerId: number, establishmentId: number | undefined, period: Period, scope: Scope): Promise<number> {
  const where = and(
    eq(advantages.customerId, customerId),
    isNotNull(coupons.validatedAt),
    gte(coupons.validatedAt, period.from),
    lt(coupons.validatedAt, period.to),
    establishmentId === undefined ? undefined : or(eq(coupons.validatedBy, `seller:${establishmentId}`), eq(advantages.establishmentId, establishmentId)),
    scope === null ? undefined : inEstablishmentScope(validatedPlace, scope),
  );
  const [row] = await orm.select({ count: count() }).from(coupons).innerJoin(advantages, eq(advantages.id, coupons.advantageId)).where(where);
  return row?.count ?? 0;
}
