import { desc } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export const latestMails = (orm: Orm, limit: number) => orm.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
export type OutboxRow = Awaited<ReturnType<typeof latestMails>>[number];
