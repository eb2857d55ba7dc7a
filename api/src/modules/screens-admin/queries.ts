import { and, asc, eq } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { establishments, screens } from '../../db/schema';
import { inEstablishmentScope } from '../../http/customer-scope';

/** The establishments a caller may reach: null for every one. */
export type Scope = readonly number[] | null;

const screenColumns = {
  tag: screens.tag,
  name: screens.name,
  settings: screens.settings,
  createdAt: screens.createdAt,
  establishmentId: screens.establishmentId,
  establishmentName: establishments.name,
};

export const screensOf = (orm: Orm, customerId: number, scope: Scope) =>
  orm
    .select(screenColumns)
    .from(screens)
    .innerJoin(establishments, eq(establishments.id, screens.establishmentId))
    .where(and(eq(screens.customerId, customerId), inEstablishmentScope(screens.establishmentId, scope)))
    .orderBy(asc(screens.name), asc(screens.id));

export type ScreenRow = Awaited<ReturnType<typeof screensOf>>[number];

export async function screenOf(orm: Orm, customerId: number, tag: string, scope: Scope): Promise<ScreenRow | null> {
  const [row] = await orm
    .select(screenColumns)
    .from(screens)
    .innerJoin(establishments, eq(establishments.id, screens.establishmentId))
    .where(and(eq(screens.customerId, customerId), eq(screens.tag, tag), inEstablishmentScope(screens.establishmentId, scope)))
    .limit(1);
  return row ?? null;
}

export async function ownsEstablishment(orm: Orm, customerId: number, establishmentId: number, scope: Scope): Promise<boolean> {
  const [row] = await orm
    .select({ id: establishments.id })
    .from(establishments)
    .where(and(eq(establishments.id, establishmentId), eq(establishments.customerId, customerId), inEstablishmentScope(establishments.id, scope)))
    .limit(1);
  return Boolean(row);
}

export async function insertScreen(orm: Orm, values: typeof screens.$inferInsert): Promise<void> {
  await orm.insert(screens).values(values);
}

export async function updateScreen(orm: Orm, customerId: number, tag: string, values: Partial<typeof screens.$inferInsert>): Promise<boolean> {
  const rows = await orm
    .update(screens)
    .set(values)
    .where(and(eq(screens.customerId, customerId), eq(screens.tag, tag)))
    .returning({ id: screens.id });
  return rows.length > 0;
}

export async function deleteScreen(orm: Orm, customerId: number, tag: string): Promise<boolean> {
  const rows = await orm
    .delete(screens)
    .where(and(eq(screens.customerId, customerId), eq(screens.tag, tag)))
    .returning({ id: screens.id });
  return rows.length > 0;
}
