import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Guards } from '../auth/guards';
import type { AppContext } from '../context';
import { createMailer, type Mailer } from '../mail/index';
import { registerAccountRoutes } from './account';
import { registerMailboxRoutes } from './mailbox';
import { registerPartnerThemeRoutes } from './partner-theme';
import { registerPasswordRoutes } from './password';
import { registerPaymentRoutes, type StripeSettings } from './payments';

export interface AuthFlowOptions {
  /** SMTP connection URL; unset keeps mail in the outbox only. */
  smtpUrl?: string | null;
  mailFrom?: string;
  /** Stripe keys; null or unset runs the built-in test payment instead. */
  stripe?: StripeSettings | null;
  /** Requests per minute per address on the public account and password endpoints. */
  publicRateLimit?: number;
  /** Public address of the application (PUBLIC_URL); links in mails and payment returns use it, never the Host header. */
  publicUrl?: string | null;
}

export type OriginOf = (request: FastifyRequest, appUrl?: string) => string;

/**
 * The application's own origin for links in mails and payment redirects: the configured public URL
 * when there is one (the Host header is the client's to choose); otherwise the request's own origin.
 * A client-sent app_url is never trusted beyond matching that origin.
 */
export function appOrigin(request: FastifyRequest, appUrl?: string, publicUrl?: string | null): string {
  if (publicUrl) return new URL(publicUrl).origin;
  const own = `${request.protocol}://${request.host}`;
  if (appUrl) {
    try {
      if (new URL(appUrl).origin === own) return own;
    } catch {
      // Not a URL: fall back to our own origin.
    }
  }
  return own;
}

/** Sign-up, payment, password recovery, partner theme and the development mailbox. */
export function registerAuthFlowRoutes(app: FastifyInstance, ctx: AppContext, guards: Guards, options: AuthFlowOptions = {}): Mailer {
  const mailer = createMailer(ctx.orm, {
    smtpUrl: options.smtpUrl ?? null,
    from: options.mailFrom ?? 'no-reply@localhost',
    onError: (error) => app.log.error({ err: error }, 'mail delivery failed'),
  });
  app.addHook('onClose', async () => {
    await mailer.idle();
    mailer.close();
  });
  const publicUrl = options.publicUrl ?? null;
  if (publicUrl) new URL(publicUrl); // fail at start on a malformed PUBLIC_URL
  else if (ctx.production) app.log.warn('PUBLIC_URL is not set: mail links use the request Host header');
  const originOf: OriginOf = (request, appUrl) => appOrigin(request, appUrl, publicUrl);
  const publicLimiter = app.rateLimit({ max: options.publicRateLimit ?? 20, timeWindow: 60_000 });
  registerAccountRoutes(app, ctx, guards, publicLimiter);
  registerPasswordRoutes(app, ctx, mailer, publicLimiter, originOf);
  registerPaymentRoutes(app, ctx, guards, options.stripe ?? null, originOf);
  registerPartnerThemeRoutes(app, ctx, guards);
  if (!ctx.production) registerMailboxRoutes(app, ctx, originOf);
  return mailer;
}
