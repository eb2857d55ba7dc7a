import { and, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { mailOutbox } from '../../db/schema';

/** What the mailbox page narrows to: one recipient, and words of the subject. */
export interface MailboxFilter {
  to?: string;
  subject?: string;
}

const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export const latestMails = (orm: Orm, limit: number, filter: MailboxFilter = {}) => {
  const where: SQL[] = [];
  if (filter.to) where.push(eq(sql`lower(${mailOutbox.to})`, filter.to.toLowerCase()));
  if (filter.subject) where.push(ilike(mailOutbox.subject, `%${likeLiteral(filter.subject)}%`));
  return orm
    .select()
    .from(mailOutbox)
    .where(and(...where))
    .orderBy(desc(mailOutbox.id))
    .limit(limit);
};
export type OutboxRow = Awaited<ReturnType<typeof latestMails>>[number];
