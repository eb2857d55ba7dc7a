import { asc, eq } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { establishments, staff, units } from '../../db/schema';

export const establishmentsOf = (orm: Orm, customerId: number) =>
  orm
    .select({ id: establishments.id, tag: establishments.tag, name: establishments.name, externalUrl: establishments.externalUrl })
    .from(establishments)
    .where(eq(establishments.customerId, customerId))
    .orderBy(asc(establishments.name), asc(establishments.id));

export const staffOf = (orm: Orm, customerId: number) =>
  orm
    .select({ id: staff.id, firstName: staff.firstName, lastName: staff.lastName, establishmentId: establishments.id, establishment: establishments.name })
    .from(staff)
    .innerJoin(establishments, eq(establishments.id, staff.establishmentId))
    .where(eq(establishments.customerId, customerId))
    .orderBy(asc(establishments.name), asc(staff.lastName), asc(staff.firstName));

export const unitsOf = (orm: Orm, customerId: number) =>
  orm
    .select({ id: units.id, name: units.name, establishmentId: establishments.id, establishment: establishments.name })
    .from(units)
    .innerJoin(establishments, eq(establishments.id, units.establishmentId))
    .where(eq(establishments.customerId, customerId))
    .orderBy(asc(establishments.name), asc(units.name));
