import { createHmac } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppContext } from './context';
import type { Db } from './db/client';
import { errorBody } from './http/envelope';
import { frameworkError, installErrorHandler } from './http/errors';
import { createGuards } from './http/guards';
import { installRateLimits, resolveLimits, type LimitOverrides } from './http/limits';
import { originResolver } from './http/origin';
import { createDocumentTransform, createRouteTransform, openApiDocumentDoc, routeSchema, SECURITY_SCHEMES } from './http/openapi-schemas';
import { installSecurityHeaders, type SecurityHeaderOptions } from './http/security-headers';
import { withRedaction } from './http/log-redaction';
import { registerStatic, type StaticSite } from './http/static';
import { requestId as newRequestId } from './lib/ids';
import { createTokenService } from './lib/jwt';
import { createMailer } from './mail/index';
import { accountModule, billingPortalModule } from './modules/account/routes';
import { createAnalysisSink } from './modules/analysis/adapter';
import { analysisModule } from './modules/analysis/routes';
import { startBackgroundReanalysis } from './modules/analysis/service';
import { apiDocsModule } from './modules/api-docs/routes';
import { accountAreaModule } from './modules/account-area/routes';
import { accountParametersModule } from './modules/account-parameters/routes';
import { apiKeysModule } from './modules/api-keys/routes';
import type { StripeSettings } from './modules/account/payments';
import { authModule } from './modules/auth/routes';
import { brandingModule } from './modules/branding/routes';
import { campaignsModule } from './modules/campaigns/routes';
import { partnerResolver } from './modules/branding/service';
import { couponsModule } from './modules/coupons/routes';
import { establishmentsModule } from './modules/establishments/routes';
import { healthModule } from './modules/health/routes';
import { mailboxModule } from './modules/mailbox/routes';
import { offersAdminModule } from './modules/offers-admin/routes';
import { manifestModule } from './modules/manifest/routes';
import { mobileSiteModule } from './modules/mobile-site/routes';
import { plansModule } from './modules/plans/routes';
import { publicFeedbackModule } from './modules/public-feedback/routes';
import { publishedFilesModule } from './modules/published-files/routes';
import { privacyPageModule, publicPagesModule } from './modules/public-pages/routes';
import { releasesModule } from './modules/remote-releases/routes';
import { reputationModule } from './modules/reputation/routes';
import { establishmentInsightsModule } from './modules/establishment-insights/routes';
import { salesModule } from './modules/sales/routes';
import { createWeatherSource } from './modules/weather/adapter';
import { weatherModule } from './modules/weather/routes';
import { visitorModule } from './modules/visitor/routes';
import { answersModule } from './modules/answers/routes';
import { competitorsModule } from './modules/competitors/routes';
import { startJobWorker, type JobWorker, type WorkerOptions } from './modules/jobs/worker';
import { partnershipsModule } from './modules/partnerships/routes';
import { qrCodesModule } from './modules/qr-codes/routes';
import { screensAdminModule } from './modules/screens-admin/routes';
import { funnelModule } from './modules/funnel/routes';
import { webhooksModule } from './modules/webhooks/routes';
import { googleConnector, type GoogleSettings } from './modules/integrations/google';
import { integrationsModule } from './modules/integrations/routes';
import type { PlacesSettings } from './modules/integrations/places';
import { createSealer, sealKey } from './modules/integrations/seal';
import type { IntegrationDeps } from './modules/integrations/service';
import type { Resolver } from './modules/webhooks/ssrf';

export interface AuthFlowOptions {
  /** SMTP connection URL; unset keeps mail in the outbox only. */
  smtpUrl?: string | null;
  mailFrom?: string;
  /** Stripe keys; null or unset runs the built-in test payment instead. */
  stripe?: StripeSettings | null;
  /** Public address of the application (PUBLIC_URL); links in mails and payment returns use it, never the Host header. */
  publicUrl?: string | null;
}

/** A module added after the built-in ones, with the same context (tests use it to probe the scopes). */
export type ExtraModule = (app: FastifyInstance, ctx: AppContext) => Promise<void>;

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
  /**
   * Proxies whose X-Forwarded-For is believed: a number of hops in front of the API, or their
   * addresses/CIDR ranges. Default none; never every entry, which a client could forge.
   */
  trustProxy?: number | string[];
  /** Request-rate limits and the sign-in lockout, by name (see http/limits.ts for the defaults). */
  limits?: LimitOverrides;
  /** Mail (SMTP_URL), the public URL and Stripe keys of the sign-up and password flows. */
  authFlows?: AuthFlowOptions;
  /** Load-test mode: no visitor rate limits, plus a bare single-INSERT reference route. */
  bench?: boolean;
  /** Demo mode (SEED_DEMO=1): the development mailbox, readable reset links in it and the `?partner=` switch. Default false. */
  demo?: boolean;
  /** The built-in test payment when Stripe is not configured (PAYMENTS_TEST_MODE=1). Default false. */
  paymentsTestMode?: boolean;
  /** Content-Security-Policy sources beyond this origin (release base, in-store screens' hosts, chat hosts). */
  security?: Omit<SecurityHeaderOptions, 'production'>;
  /** Close the database with the app (default true). */
  closeDbOnClose?: boolean;
  extraModules?: ExtraModule[];
  /** Name resolution for webhook endpoints (tests stub it); the system resolver otherwise. */
  webhookResolver?: Resolver;
  /** External review-analysis service (ANALYSIS_URL): each analysed review is POSTed there; errors only logged. */
  analysisUrl?: string | null;
  /** Open-Meteo-compatible weather archive (WEATHER_URL); null: stored weather days only. */
  weatherUrl?: string | null;
  /** Analyse, in the background from start, reviews with no analysis from the current analyser (the server; not tests). */
  backgroundAnalysis?: boolean;
  /** Runs the background jobs worker (alert mails, digests) from start: the server does; tests only when they ask. */
  jobWorker?: boolean | WorkerOptions;
  /** Send scheduled campaigns in the background from start (the server; tests run passes themselves). */
  campaignSender?: boolean;
  /** Review platform connectors; an unset platform shows as not configured. */
  integrations?: IntegrationsConfig;
}

export interface IntegrationsConfig {
  /** GOOGLE_OAUTH_CLIENT_ID, GOOGLE_OAUTH_CLIENT_SECRET and GOOGLE_API_ROOT. */
  google?: GoogleSettings | null;
  /** INTEGRATIONS_KEY: seals platform tokens at rest; required in production once a platform is configured. */
  key?: string | null;
  /** GOOGLE_PLACES_API_KEY (and GOOGLE_API_ROOT): competitors' public Google rating tracked daily. */
  places?: PlacesSettings | null;
}

export interface RouteEntry {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered (HEAD twins of GET routes left out). */
    routeTable(): RouteEntry[];
    /** The background jobs worker, when this instance runs one. */
    jobWorker: JobWorker | null;
  }
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Honours a sane incoming x-request-id so calls can be traced across services; otherwise a new one. */
function requestId(req: IncomingMessage): string {
  const header = req.headers['x-request-id'];
  const value = Array.isArray(header) ? header[0] : header;
  return value && REQUEST_ID.test(value) ? value : newRequestId();
}

function trustProxyOption(trust: AppConfig['trustProxy']): string[] | ((address: string, hop: number) => boolean) | false {
  if (Array.isArray(trust)) return trust.length > 0 ? trust : false;
  const hops = trust ?? 0;
  // proxy-addr walks from the socket outwards: the first `hops` addresses are our proxies.
  return hops > 0 ? (_address, hop) => hop < hops : false;
}

const cookieSecret = (jwtSecret: string): string => createHmac('sha256', jwtSecret).update('erep cookie signing').digest('base64url');

export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const production = config.production ?? false;
  const app = Fastify({
    // Reset links carry their token in the path: never written to a log as is.
    logger: withRedaction(config.logger ?? false),
    genReqId: requestId,
    requestIdHeader: false,
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkError,
    routerOptions: { ignoreTrailingSlash: true },
  });

  // The route table as Fastify registers it (the authorization matrix test reads it).
  const routeTable: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url });
  });
  app.decorate('routeTable', () => routeTable.filter((r) => r.method !== 'HEAD'));

  // Valibot validates inside the handlers (one error shape); route schemas exist only for the OpenAPI document.
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  const flows = config.authFlows ?? {};
  const publicUrl = flows.publicUrl ?? null;
  const demo = config.demo ?? false;
  if (demo && production) throw new Error('Demo mode cannot run in production');
  if (config.paymentsTestMode && production) throw new Error('The test payment cannot run in production');
  if (publicUrl) new URL(publicUrl); // fail at start on a malformed PUBLIC_URL
  else if (production) throw new Error('PUBLIC_URL must be set in production');
  const mailer = createMailer(config.db.orm, {
    // Outside demo mode nobody reads the outbox to follow a link: its copy must not hold a live token.
    keepSecrets: demo,
    smtpUrl: flows.smtpUrl ?? null,
    from: flows.mailFrom ?? 'no-reply@localhost',
    onError: (error) => app.log.error({ err: error }, 'mail delivery failed'),
  });
  const tokens = createTokenService(config.jwtSecret);
  const google = config.integrations?.google ?? null;
  const integrationsKey = config.integrations?.key ?? null;
  if (google && production && !integrationsKey) throw new Error('INTEGRATIONS_KEY must be set in production when a platform connector is configured');
  const integrations: IntegrationDeps = {
    orm: config.db.orm,
    mailer,
    publicUrl: publicUrl ?? 'http://127.0.0.1:8080',
    sealer: createSealer(sealKey(integrationsKey, config.jwtSecret)),
    connectors: google ? { google: googleConnector(google) } : {},
    places: config.integrations?.places ?? null,
  };
  const analysisSink = config.analysisUrl ? createAnalysisSink(config.analysisUrl, app.log) : null;
  const ctx: AppContext = {
    db: config.db,
    orm: config.db.orm,
    tokens,
    guards: createGuards({ orm: config.db.orm, tokens }),
    limits: resolveLimits(config.limits, { bench: config.bench ?? false }),
    mailer,
    originOf: originResolver(publicUrl),
    partnerCode: config.partnerCode ?? 'demo',
    staticRoot: config.staticRoot ?? null,
    production,
    analysisSink,
    weatherSource: config.weatherUrl ? createWeatherSource(config.weatherUrl) : null,
    demo,
    chatScriptHosts: config.security?.chatScriptHosts ?? [],
  };

  await installSecurityHeaders(app, { ...config.security, production });
  app.decorateRequest('authUser', null);
  app.decorateRequest('customer', null);
  app.decorateRequest('establishmentScope', null);
  app.decorateRequest('apiKey', null);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
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
  if (config.backgroundAnalysis) {
    let stopAnalysis: (() => Promise<void>) | null = null;
    app.addHook('onReady', async () => {
      stopAnalysis = startBackgroundReanalysis(ctx.orm, app.log, analysisSink);
    });
    app.addHook('preClose', async () => {
      await stopAnalysis?.();
    });
  }
  app.decorate('jobWorker', null);
  if (config.jobWorker) {
    const options = config.jobWorker === true ? {} : config.jobWorker;
    app.addHook('onReady', async () => {
      app.jobWorker = startJobWorker(
        {
          orm: ctx.orm,
          mailer,
          publicUrl: publicUrl ?? 'http://127.0.0.1:8080',
          // Demo and development reach webhook receivers on this machine; production never does.
          webhooks: { allowLoopback: !production, ...(config.webhookResolver ? { resolve: config.webhookResolver } : {}) },
          integrations,
        },
        app.log,
        options,
      );
    });
    app.addHook('preClose', async () => {
      await app.jobWorker?.stop();
    });
  }
  app.addHook('onClose', async () => {
    await analysisSink?.idle();
    await mailer.idle();
    mailer.close();
  });
  if (config.closeDbOnClose ?? true) {
    app.addHook('onClose', async () => {
      await config.db.close();
    });
  }

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'erep API', version: '0.1.0', description: 'Reviews, loyalty offers and online reputation.' },
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: createRouteTransform(),
    transformObject: createDocumentTransform(publicUrl),
  });
  // Signed cookies (the sign-in device cookie) use a key derived from the JWT secret.
  await app.register(fastifyCookie, { secret: cookieSecret(config.jwtSecret) });
  installRateLimits(app, ctx.limits, config.db.orm);

  // Each module is a plugin under its prefix; customer-scoped ones open their scope themselves.
  const opts = { ctx };
  await app.register(healthModule, { ...opts, prefix: '/api' });
  await app.register(brandingModule, { ...opts, prefix: '/api' });
  await app.register(plansModule, { ...opts, stripe: flows.stripe ?? null, prefix: '/api/plan' });
  await app.register(authModule, opts);
  await app.register(accountModule, { ...opts, stripe: flows.stripe ?? null, paymentsTestMode: config.paymentsTestMode ?? false, prefix: '/api' });
  if (demo) await app.register(mailboxModule, { ...opts, prefix: '/dev' });
  await app.register(manifestModule, { ...opts, prefix: '/api/mf' });
  await app.register(releasesModule, { ...opts, operatorToken: config.operatorToken ?? null, prefix: '/api/mf/releases' });
  await app.register(establishmentsModule, opts);
  await app.register(accountAreaModule, opts);
  await app.register(billingPortalModule, { ...opts, stripe: flows.stripe ?? null });
  await app.register(accountParametersModule, opts);
  await app.register(apiKeysModule, opts);
  await app.register(reputationModule, opts);
  await app.register(establishmentInsightsModule, opts);
  await app.register(competitorsModule, opts);
  await app.register(answersModule, opts);
  await app.register(offersAdminModule, opts);
  await app.register(partnershipsModule, opts);
  await app.register(qrCodesModule, opts);
  await app.register(screensAdminModule, opts);
  await app.register(funnelModule, opts);
  await app.register(webhooksModule, { ...opts, ...(config.webhookResolver ? { resolve: config.webhookResolver } : {}) });
  await app.register(integrationsModule, { ...opts, integrations });
  await app.register(weatherModule, opts);
  await app.register(salesModule, opts);
  await app.register(analysisModule, { ...opts, prefix: '/api/analysis' });
  await app.register(publicFeedbackModule, { ...opts, prefix: '/api/public' });
  await app.register(couponsModule, { ...opts, prefix: '/api/public' });
  await app.register(visitorModule, { ...opts, bench: config.bench ?? false, prefix: '/api' });
  await app.register(publicPagesModule, { ...opts, prefix: '/public' });
  await app.register(campaignsModule, { ...opts, background: config.campaignSender ?? false });
  await app.register(mobileSiteModule, opts);
  await app.register(publishedFilesModule, opts);
  await app.register(privacyPageModule, opts);
  for (const extra of config.extraModules ?? []) await extra(app, ctx);

  await app.register(apiDocsModule);
  app.get(
    '/api/openapi.json',
    { schema: routeSchema({ summary: 'This OpenAPI document', tags: ['meta'], security: false, response: { 200: openApiDocumentDoc } }) },
    async () => app.swagger(),
  );

  let site: StaticSite | null = null;
  if (config.staticRoot) {
    site = await registerStatic(app, {
      root: config.staticRoot,
      releasesDir: config.releasesDir ?? join(config.staticRoot, 'releases'),
      partnerFor: partnerResolver(ctx.orm, ctx.partnerCode),
      partnerSwitch: demo,
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (site?.wantsSpa(request) && (await site.sendIndex(reply))) return reply;
    const pathname = request.url.split('?')[0] ?? request.url;
    return reply.code(404).send(errorBody(404, `Route ${request.method} ${pathname} not found`, undefined, 'not_found'));
  });

  return app;
}
