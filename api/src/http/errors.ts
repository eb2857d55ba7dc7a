import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody, type FieldErrors } from './envelope';

export type { FieldErrors } from './envelope';

/** An error whose status and message are meant for the client. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors: FieldErrors | undefined;

  constructor(statusCode: number, message: string, errors?: FieldErrors) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.errors = errors;
  }
}

export const badRequest = (message: string, errors?: FieldErrors) => new HttpError(400, message, errors);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, errors?: FieldErrors) => new HttpError(409, message, errors);

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && typeof (error as Partial<FastifyError>).statusCode === 'number';
}

/**
 * Errors Fastify answers before routing (a malformed URL, a path segment over the length limit):
 * the same `{ status, message }` shape, without echoing the path.
 */
export function frameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A path segment is too long' : error.code === 'FST_ERR_BAD_URL' ? 'The URL is malformed' : 'Bad request';
  void reply.code(status).send(errorBody(status, message));
}

/** One error shape for every failure: `{ status, message, errors? }`. */
export function installErrorHandler(app: FastifyInstance, options: { production: boolean }): void {
  app.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      return reply.code(error.statusCode).send(errorBody(error.statusCode, error.message, error.errors));
    }
    // Fastify's own client errors (bad JSON, unsupported media type, body too large...) keep their status.
    if (isFastifyError(error) && error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send(errorBody(error.statusCode, error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    const message =
      options.production || !(error instanceof Error) ? 'Internal Server Error' : `Internal Server Error: ${error.message}`;
    return reply.code(500).send(errorBody(500, message));
  });
}
