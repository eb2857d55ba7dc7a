import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Path segments that are bearer secrets: the password reset links, on the page and on the API. */
const SECRET_PATHS = /(\/(?:password\/reset|reinitialiser-mot-de-pass|invitation)\/)[^/?#]+/gi;
/** Query parameters that carry a secret. */
const SECRET_PARAMS = /([?&](?:token|reset_token|access_token|session_id)=)[^&#]*/gi;

/** The request's URL as it may be written to a log: reset tokens replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PATHS, '$1[redacted]').replace(SECRET_PARAMS, '$1[redacted]');
}

/** Fastify's request serializer with the URL redacted (pino logs `req.url` on every incoming request). */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The logger options with the redacting serializer added; `false` (silence) stays silent. */
export function withRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = logger === true ? {} : logger;
  return { ...base, serializers: { ...base.serializers, req: serializeRequest } };
}
