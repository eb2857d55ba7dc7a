import { and, asc, eq, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { competitors, establishmentProviders, establishments, providers } from '../../db/schema';

export const providerList = (orm: Orm) =>
  orm.select({ id: providers.id, name: providers.name, category: providers.category, providerUrl: providers.providerUrl }).from(providers).orderBy(asc(providers.id));

export async function providerByName(orm: Orm, name: string) {
  const [row] = await orm.select().from(providers).where(sql`lower(${providers.name}) = lower(${name})`).limit(1);
  return row ?? null;
}

/** The establishment, only when it belongs to the customer (another tenant's id is a 404). */
export async function establishmentOf(orm: Orm, customerId: number, id: number) {
  const [row] = await orm
    .select({ id: establishments.id, tag: establishments.tag, name: establishments.name })
    .from(establishments)
    .where(and(eq(establishments.id, id), eq(establishments.customerId, customerId)))
    .limit(1);
  return row ?? null;
}

export const competitorsOf = (orm: Orm, establishmentId: number) =>
  orm.select().from(competitors).where(eq(competitors.establishmentId, establishmentId)).orderBy(asc(competitors.name), asc(competitors.id));

export async function competitorOf(orm: Orm, establishmentId: number, id: number) {
  const [row] = await orm.select().from(competitors).where(and(eq(competitors.establishmentId, establishmentId), eq(competitors.id, id))).limit(1);
  return row ?? null;
}

export async function competitorByTag(orm: Orm, establishmentId: number, tag: string) {
  const [row] = await orm
    .select()
    .from(competitors)
    .where(and(eq(competitors.establishmentId, establishmentId), eq(competitors.competitorTag, tag)))
    .limit(1);
  return row ?? null;
}

/** Every link of the establishment: its own (no competitor tag) and its competitors'. */
export const linksOf = (orm: Orm, establishmentId: number) =>
  orm
    .select({
      settingsId: establishmentProviders.id,
      settingsValue1: establishmentProviders.settingsValue1,
      competitorTag: establishmentProviders.competitorTag,
      providerCategory: providers.category,
      providerName: providers.name,
      providerUrl: providers.providerUrl,
    })
    .from(establishmentProviders)
    .innerJoin(providers, eq(providers.id, establishmentProviders.providerId))
    .where(eq(establishmentProviders.establishmentId, establishmentId))
    .orderBy(asc(establishmentProviders.id));

export async function linkOf(orm: Orm, establishmentId: number, id: number) {
  const [row] = await orm
    .select()
    .from(establishmentProviders)
    .where(and(eq(establishmentProviders.establishmentId, establishmentId), eq(establishmentProviders.id, id)))
    .limit(1);
  return row ?? null;
}
