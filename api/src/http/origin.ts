import type { FastifyRequest } from 'fastify';

export type OriginOf = (request: FastifyRequest, appUrl?: string) => string;

/**
 * The application's own origin for links in mails and payment redirects: the configured public URL
 * when there is one (the Host header is the client's to choose); otherwise the request's own origin.
 * A client-sent app_url is never trusted beyond matching that origin.
 */
function appOrigin(request: FastifyRequest, appUrl?: string, publicUrl?: string | null): string {
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

export const originResolver =
  (publicUrl: string | null): OriginOf =>
  (request, appUrl) =>
    appOrigin(request, appUrl, publicUrl);
