import { and, asc, eq } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { establishments, staff, units } from '../../db/schema';
import { inEstablishmentScope } from '../../http/customer-scope';

type Scope = readonly number[] | null;

export const establishmentsOf = (orm: Orm, customerId: number, scope: Scope) =>
  orm
    .select({ id: establishments.id, tag: establishments.tag, name: establishments.name, externalUrl: establishments.externalUrl })
    .from(establishments)
    .where(and(eq(establishments.customerId, customerId), inEstablishmentScope(establishments.id, scope)))
    .orderBy(asc(establishments.name), asc(establishments.id));

export const staffOf = (orm: Orm, customerId: number, scope: Scope) =>
  orm
    .select({ id: staff.id, firstName: staff.firstName, lastName: staff.lastName, establishmentId: establishments.id, establishment: establishments.name })
    .from(staff)
    .innerJoin(establishments, eq(establishments.id, staff.establishmentId))
    .where(and(eq(establishments.customerId, customerId), inEstablishmentScope(establishments.id, scope)))
    .orderBy(asc(establishments.name), asc(staff.lastName), asc(staff.firstName));

export const unitsOf = (orm: Orm, customerId: number, scope: Scope) =>
  orm
    .select({ id: units.id, name: units.name, establishmentId: establishments.id, establishment: establishments.name })
    .from(units)
    .innerJoin(establishments, eq(establishments.id, units.establishmentId))
    .where(and(eq(establishments.customerId, customerId), inEstablishmentScope(establishments.id, scope)))
    .orderBy(asc(establishments.name), asc(units.name));
