import { pingDb, type Db, type DbKind } from '../../db/client';
import { HttpError } from '../../http/errors';

/** Liveness includes the database: an instance that cannot reach it should leave the load balancer. */
export async function health(db: Db, log: { error(obj: object, msg: string): void }): Promise<{ status: 'ok'; db: DbKind }> {
  try {
    await pingDb(db);
  } catch (err) {
    log.error({ err }, 'database check failed');
    throw new HttpError(503, 'Database unavailable');
  }
  return { status: 'ok', db: db.kind };
}
