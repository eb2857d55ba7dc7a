import { and, asc, count, desc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Orm } from './client';

/*
 * The queries behind the generic resource routes: one table, always narrowed to one tenant, so a
 * row of another customer is never read, changed or counted.
 */

export interface TenantTable<T extends PgTable> {
  table: T;
  /** Numeric primary key. */
  id: PgColumn;
  /** Column holding the owning customer's id. */
  tenant: PgColumn;
}

export type Row<T extends PgTable> = T['$inferSelect'];

export interface SortBy {
  column: PgColumn;
  direction: 'asc' | 'desc';
}

/** The property name (not the SQL name) of a column, to set or strip it in a values object. */
export function columnKey<T extends PgTable>(table: T, column: PgColumn): string {
  const entry = Object.entries(getTableColumns(table)).find(([, c]) => c === column);
  if (!entry) throw new Error(`column ${column.name} is not in its table`);
  return entry[0];
}

const owned = <T extends PgTable>(t: TenantTable<T>, tenantId: number, where?: SQL) => and(eq(t.tenant, tenantId), where);
const byId = <T extends PgTable>(t: TenantTable<T>, tenantId: number, id: number, where?: SQL) => and(eq(t.tenant, tenantId), eq(t.id, id), where);

export async function listOwned<T extends PgTable>(
  orm: Orm,
  t: TenantTable<T>,
  tenantId: number,
  options: { where?: SQL | undefined; sort: SortBy; limit: number; offset: number },
): Promise<{ rows: Row<T>[]; total: number }> {
  const where = owned(t, tenantId, options.where);
  const order = options.sort.direction === 'desc' ? desc : asc;
  // Then by id: pages stay stable between rows with equal sort values.
  const [rows, [counted]] = await Promise.all([
    orm
      .select()
      .from(t.table as PgTable)
      .where(where)
      .orderBy(order(options.sort.column), order(t.id))
      .limit(options.limit)
      .offset(options.offset),
    orm.select({ n: count() }).from(t.table as PgTable).where(where),
  ]);
  return { rows: rows as Row<T>[], total: counted?.n ?? 0 };
}

export async function findOwned<T extends PgTable>(orm: Orm, t: TenantTable<T>, tenantId: number, id: number, where?: SQL): Promise<Row<T> | null> {
  const [row] = await orm.select().from(t.table as PgTable).where(byId(t, tenantId, id, where)).limit(1);
  return (row as Row<T> | undefined) ?? null;
}

export async function insertOwned<T extends PgTable>(orm: Orm, t: TenantTable<T>, values: PgInsertValue<T>): Promise<Row<T>> {
  const [row] = (await orm.insert(t.table).values(values).returning()) as Row<T>[];
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function updateOwned<T extends PgTable>(
  orm: Orm,
  t: TenantTable<T>,
  tenantId: number,
  id: number,
  values: PgUpdateSetSource<T>,
  where?: SQL,
): Promise<Row<T> | null> {
  const [row] = (await orm.update(t.table).set(values).where(byId(t, tenantId, id, where)).returning()) as Row<T>[];
  return row ?? null;
}

export async function deleteOwned<T extends PgTable>(orm: Orm, t: TenantTable<T>, tenantId: number, id: number, where?: SQL): Promise<boolean> {
  const removed = await orm.delete(t.table).where(byId(t, tenantId, id, where)).returning();
  return removed.length > 0;
}
