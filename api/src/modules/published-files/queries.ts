import { and, desc, eq } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { customerFiles, customers } from '../../db/schema';

const listColumns = {
  id: customerFiles.id,
  tag: customerFiles.tag,
  name: customerFiles.name,
  kind: customerFiles.kind,
  contentType: customerFiles.contentType,
  size: customerFiles.size,
  createdAt: customerFiles.createdAt,
};

export const filesOf = (orm: Orm, customerId: number) =>
  orm.select(listColumns).from(customerFiles).where(eq(customerFiles.customerId, customerId)).orderBy(desc(customerFiles.createdAt), desc(customerFiles.id));
export type FileListRow = Awaited<ReturnType<typeof filesOf>>[number];

export const publicFilesOf = (orm: Orm, customerTag: string) =>
  orm
    .select(listColumns)
    .from(customerFiles)
    .innerJoin(customers, eq(customers.id, customerFiles.customerId))
    .where(eq(customers.tag, customerTag))
    .orderBy(desc(customerFiles.createdAt), desc(customerFiles.id));

export async function fileOf(orm: Orm, customerId: number, id: number): Promise<FileListRow | null> {
  const [row] = await orm.select(listColumns).from(customerFiles).where(and(eq(customerFiles.customerId, customerId), eq(customerFiles.id, id)));
  return row ?? null;
}

export async function insertFile(orm: Orm, row: typeof customerFiles.$inferInsert): Promise<FileListRow> {
  const [created] = await orm.insert(customerFiles).values(row).returning(listColumns);
  if (!created) throw new Error('file insert returned nothing');
  return created;
}

export async function deleteFile(orm: Orm, customerId: number, id: number): Promise<boolean> {
  const rows = await orm.delete(customerFiles).where(and(eq(customerFiles.customerId, customerId), eq(customerFiles.id, id))).returning({ id: customerFiles.id });
  return rows.length > 0;
}

export async function fileContent(orm: Orm, tag: string) {
  const [row] = await orm
    .select({ name: customerFiles.name, contentType: customerFiles.contentType, size: customerFiles.size, data: customerFiles.data })
    .from(customerFiles)
    .where(eq(customerFiles.tag, tag));
  return row ?? null;
}
