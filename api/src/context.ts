import type { Db, Orm } from './db/client';
import type { TokenService } from './lib/jwt';

/** What route modules need; passed explicitly rather than decorated onto the instance. */
export interface AppContext {
  db: Db;
  orm: Orm;
  tokens: TokenService;
  /** Partner served when a request names none. */
  partnerCode: string;
  production: boolean;
}
