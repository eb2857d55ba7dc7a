import { and, asc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { inEstablishmentScope } from '../../http/customer-scope';
import type { Orm } from '../../db/client';
import type { TenantTable } from '../../db/resource';
import { establishmentProviders, establishments, integrationConnections, integrationLocations, providers } from '../../db/schema';

export const establishmentTable: TenantTable<typeof establishments> = {
  table: establishments,
  id: establishments.id,
  tenant: establishments.customerId,
};

export const establishmentSortColumns = {
  name: establishments.name,
  city: establishments.city,
  created: establishments.createdAt,
};

export const establishmentsOf = (orm: Orm, customerId: number, scope: readonly number[] | null = null) =>
  orm
    .select()
    .from(establishments)
    .where(and(eq(establishments.customerId, customerId), isNull(establishments.archivedAt), inEstablishmentScope(establishments.id, scope)))
    .orderBy(asc(establishments.id));

/** The resource list's archive filter: live ones by default. */
export function archivedFilter(archived: 'true' | 'false' | 'all' | undefined): SQL | undefined {
  if (archived === 'all') return undefined;
  return archived === 'true' ? isNotNull(establishments.archivedAt) : isNull(establishments.archivedAt);
}

/** Case-insensitive search anywhere in the name or the city; LIKE wildcards in the text are literal. */
export function establishmentSearch(text: string | undefined): SQL | undefined {
  if (!text) return undefined;
  const pattern = `%${text.replace(/[\\%_]/g, '\\$&')}%`;
  return or(ilike(establishments.name, pattern), ilike(establishments.city, pattern));
}

export async function establishmentByTag(orm: Orm, tag: string) {
  const [row] = await orm
    .select({ id: establishments.id, name: establishments.name, tag: establishments.tag })
    .from(establishments)
    .where(eq(establishments.tag, tag))
    .limit(1);
  return row ?? null;
}

/** By numeric id or tag, always inside the given customer. */
export async function customerEstablishment(orm: Orm, customerId: number, ref: { id: number } | { tag: string }) {
  const [row] = await orm
    .select({ id: establishments.id, tag: establishments.tag, name: establishments.name, city: establishments.city, externalUrl: establishments.externalUrl })
    .from(establishments)
    .where(and(eq(establishments.customerId, customerId), 'id' in ref ? eq(establishments.id, ref.id) : eq(establishments.tag, ref.tag)))
    .limit(1);
  return row ?? null;
}

/** An establishment's own review-platform settings (competitors' left out), in setting order. */
export const providerSettingsOf = (orm: Orm, establishmentId: number) =>
  orm
    .select({
      settingsId: establishmentProviders.id,
      settingsValue1: establishmentProviders.settingsValue1,
      providerCategory: providers.category,
      providerName: providers.name,
      providerUrl: providers.providerUrl,
    })
    .from(establishmentProviders)
    .innerJoin(providers, eq(providers.id, establishmentProviders.providerId))
    .where(and(eq(establishmentProviders.establishmentId, establishmentId), isNull(establishmentProviders.competitorTag)))
    .orderBy(asc(establishmentProviders.id));

/** The Google place of the establishment's tied Business Profile location, when Google gave one. */
export async function tiedGooglePlaceOf(orm: Orm, establishmentId: number): Promise<string | null> {
  const [row] = await orm
    .select({ placeId: integrationLocations.placeId })
    .from(integrationLocations)
    .innerJoin(integrationConnections, eq(integrationConnections.id, integrationLocations.connectionId))
    .where(and(eq(integrationLocations.establishmentId, establishmentId), eq(integrationConnections.provider, 'google'), isNotNull(integrationLocations.placeId)))
    .limit(1);
  return row?.placeId ?? null;
}

export const providerNamed = (orm: Orm, name: string) =>
  orm.select({ category: providers.category, name: providers.name, providerUrl: providers.providerUrl }).from(providers).where(eq(providers.name, name)).limit(1);

/** The seller code hashes of a customer's establishments (archived ones too: their codes still open sessions). */
export const sellerCodeHashesOf = (orm: Orm, customerId: number) =>
  orm.select({ id: establishments.id, hash: establishments.sellerCodeHash }).from(establishments).where(eq(establishments.customerId, customerId));
