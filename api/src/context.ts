import type { Db, Orm } from './db/client';
import type { Guards } from './http/guards';
import type { Limits } from './http/limits';
import type { OriginOf } from './http/origin';
import type { TokenService } from './lib/jwt';
import type { Mailer } from './mail/index';
import type { AnalysisSink } from './modules/analysis/adapter';
import type { WeatherSource } from './modules/weather/adapter';

/** What modules need; passed explicitly (plugin options) rather than decorated onto the instance. */
export interface AppContext {
  db: Db;
  orm: Orm;
  tokens: TokenService;
  guards: Guards;
  limits: Limits;
  mailer: Mailer;
  /** Origin for links in mails and payment returns (PUBLIC_URL; the request's own only when built without one, as in tests). */
  originOf: OriginOf;
  /** Partner served when a request names none. */
  partnerCode: string;
  /** Repository root holding `shell/dist` and `<remote>/dist`; null when no front-end is served. */
  staticRoot: string | null;
  production: boolean;
  /** The external review-analysis service (ANALYSIS_URL); null when not configured. */
  analysisSink: AnalysisSink | null;
  /** The weather archive service (WEATHER_URL); null: only the stored weather days are shown. */
  weatherSource: WeatherSource | null;
  /** Phone-system hosts whose chat script the CSP lets load (CHAT_SCRIPT_HOSTS); other chat URLs are refused. */
  chatScriptHosts: readonly string[];
  /** Demo mode (SEED_DEMO=1): development doors such as the mailbox and the `?partner=` switch. */
  demo: boolean;
}

/** Options every module plugin receives. */
export interface ModuleOptions {
  ctx: AppContext;
}
