import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { createGuards } from './auth/guards';
import type { AppContext } from './context';
import type { Db } from './db/client';
import { errorBody, HttpError, installErrorHandler } from './lib/errors';
import { createTokenService } from './lib/jwt';
import { registerStatic, type StaticSite } from './http/static';
import { loginRateKey, registerAuthRoutes } from './routes/auth';
import { registerAuthFlowRoutes, type AuthFlowOptions } from './routes/auth-flows';
import type { LoginFailureLimits } from './auth/brute-force';
import { registerBrandingRoutes } from './routes/branding';
import { registerEstablishmentRoutes } from './routes/establishments';
import { registerHealthRoutes } from './routes/health';
import { registerManifestRoutes } from './routes/manifest';
import { registerPlanRoutes } from './routes/plans';
import { registerPublicRoutes } from './routes/public';
import { registerAdvantageRoutes } from './routes/advantages';
import { BENCH_PUBLIC_RATE_LIMITS, DEFAULT_PUBLIC_RATE_LIMITS, registerFeedbackRoutes, type PublicRateLimits } from './routes/feedback';
import { registerVisitorRoutes } from './routes/visitor';
import { registerPublicPages } from './public-page/pages';
import { createSellerTokens } from './domain/public-data';
import { registerReleaseRoutes } from './routes/releases';
import { registerReputationRoutes } from './routes/reputation';

export interface AppConfig {
  db: Db;
  /** HS256 key, at least 32 characters. */
  jwtSecret: string;
  /** Partner served when a request names none. Default 'demo'. */
  partnerCode?: string;
  /** Repository root holding `shell/dist` and `<remote>/dist`; null serves no front-end. */
  staticRoot?: string | null;
  /** Folder of published remote releases served under /releases/ (default `<staticRoot>/releases`). */
  releasesDir?: string | null;
  /** Key required by the release endpoints (x-operator-token); null disables them. */
  operatorToken?: string | null;
  /** Fastify/pino logger options; false for silence. */
  logger?: FastifyServerOptions['logger'];
  production?: boolean;
  /** Trust X-Forwarded-* (behind a reverse proxy); rate limits then see the real client. */
  trustProxy?: boolean;
  /** Login attempts per IP and email per window. Default 10 per minute. */
  loginRateLimit?: { max: number; timeWindowMs: number };
  /** Failed sign-ins allowed per account and per address (default 100 and 300 per hour). */
  loginFailureLimits?: LoginFailureLimits;
  /** Mail (SMTP_URL), Stripe keys and limits of the sign-up and password endpoints. */
  authFlows?: AuthFlowOptions;
  /** Visitor-facing limits (feedback per IP and QR code, seller code, tracking). */
  publicRateLimits?: Partial<PublicRateLimits>;
  /** Load-test mode: no visitor rate limits, plus a bare single-INSERT reference route. */
  bench?: boolean;
  /** Close the database with the app (default true). */
  closeDbOnClose?: boolean;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Honours a sane incoming x-request-id so calls can be traced across services; otherwise a new one. */
function requestId(req: IncomingMessage): string {
  const header = req.headers['x-request-id'];
  const value = Array.isArray(header) ? header[0] : header;
  return value && REQUEST_ID.test(value) ? value : randomUUID();
}

export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const production = config.production ?? false;
  const app = Fastify({
    logger: config.logger ?? false,
    genReqId: requestId,
    requestIdHeader: false,
    trustProxy: config.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });

  // Valibot validates inside the handlers (one error shape); route schemas exist only for the OpenAPI document.
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  const ctx: AppContext = {
    db: config.db,
    orm: config.db.orm,
    tokens: createTokenService(config.jwtSecret),
    partnerCode: config.partnerCode ?? 'demo',
    production,
  };
  const guards = createGuards(ctx);

  app.decorateRequest('authUser', null);
  app.decorateRequest('customer', null);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('x-content-type-options', 'nosniff');
  });
  installErrorHandler(app, { production });

  // While shutting down, answers to in-flight requests end their keep-alive connection;
  // otherwise an idle client socket would hold the close open until its keep-alive timeout.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });

  if (config.closeDbOnClose ?? true) {
    app.addHook('onClose', async () => {
      await config.db.close();
    });
  }

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'erep API', version: '0.1.0', description: 'Reviews, loyalty offers and online reputation.' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
  });

  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(context.statusCode, `Too many attempts, retry in ${context.after}`),
  });
  const limit = config.loginRateLimit ?? { max: 10, timeWindowMs: 60_000 };
  const loginLimiter = app.rateLimit({ max: limit.max, timeWindow: limit.timeWindowMs, keyGenerator: loginRateKey });

  registerHealthRoutes(app, ctx);
  registerBrandingRoutes(app, ctx);
  registerPlanRoutes(app, ctx);
  registerPublicRoutes(app, ctx);
  registerAuthRoutes(app, ctx, guards, loginLimiter, config.loginFailureLimits);
  registerAuthFlowRoutes(app, ctx, guards, config.authFlows);
  registerEstablishmentRoutes(app, ctx, guards);
  registerReputationRoutes(app, ctx, guards);
  registerManifestRoutes(app, ctx, guards);
  const publicLimits = config.bench ? BENCH_PUBLIC_RATE_LIMITS : { ...DEFAULT_PUBLIC_RATE_LIMITS, ...config.publicRateLimits };
  const sellerTokens = createSellerTokens();
  registerFeedbackRoutes(app, ctx, publicLimits);
  registerAdvantageRoutes(app, ctx, publicLimits, sellerTokens);
  registerVisitorRoutes(app, ctx, publicLimits, { bench: config.bench ?? false });
  registerPublicPages(app, ctx, { limits: publicLimits, staticRoot: config.staticRoot ?? null });
  registerReleaseRoutes(app, ctx, { operatorToken: config.operatorToken ?? null, staticRoot: config.staticRoot ?? null });

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  let site: StaticSite | null = null;
  if (config.staticRoot) {
    site = await registerStatic(app, {
      root: config.staticRoot,
      releasesDir: config.releasesDir ?? join(config.staticRoot, 'releases'),
      partnerCode: ctx.partnerCode,
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (site?.wantsSpa(request) && (await site.sendIndex(reply))) return reply;
    const pathname = request.url.split('?')[0] ?? request.url;
    return reply.code(404).send(errorBody(404, `Route ${request.method} ${pathname} not found`));
  });

  return app;
}
