import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '@erep/shared/schemas';
import { errorBody, type FieldErrors } from './envelope';
import { isUnstorableText } from '../db/errors';

export type { FieldErrors } from './envelope';

/** The machine code of a status when the error names none: clients translate codes, never messages. */
const STATUS_CODES: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  410: 'gone',
  413: 'too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  500: 'internal_error',
  503: 'unavailable',
};

export function codeForStatus(status: number): string {
  return STATUS_CODES[status] ?? (status >= 500 ? 'internal_error' : 'bad_request');
}

/** An error whose status, stable code and message are meant for the client (the message is for developers). */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors: FieldErrors | undefined;
  readonly code: string;
  /** What the client needs beside the code (the payment to resume of `payment_pending`). */
  extra: Pick<ApiErrorBody, 'payment'> | undefined;

  constructor(statusCode: number, message: string, errors?: FieldErrors, code?: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.errors = errors;
    this.code = code ?? codeForStatus(statusCode);
  }
}

export const badRequest = (message: string, errors?: FieldErrors, code?: string) => new HttpError(400, message, errors, code);
export const unauthorized = (message = 'Authentication required', code?: string) => new HttpError(401, message, undefined, code);
export const forbidden = (message: string, code?: string) => new HttpError(403, message, undefined, code);
export const notFound = (message: string, code?: string) => new HttpError(404, message, undefined, code);
export const conflict = (message: string, errors?: FieldErrors, code?: string) => new HttpError(409, message, errors, code);

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

/** One error shape for every failure: `{ status, code, message, errors? }`. */
export function installErrorHandler(app: FastifyInstance, options: { production: boolean }): void {
  app.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      return reply.code(error.statusCode).send(errorBody(error.statusCode, error.message, error.errors, error.code, error.extra));
    }
    // Fastify's own client errors (bad JSON, unsupported media type, body too large...) keep their status.
    if (isFastifyError(error) && error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const code = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ? 'invalid_json' : codeForStatus(error.statusCode);
      return reply.code(error.statusCode).send(errorBody(error.statusCode, error.message, undefined, code));
    }
    if (isUnstorableText(error)) {
      return reply.code(400).send(errorBody(400, 'Text holds characters that cannot be stored', undefined, 'invalid_text'));
    }
    request.log.error({ err: error }, 'unhandled error');
    const message =
      options.production || !(error instanceof Error) ? 'Internal Server Error' : `Internal Server Error: ${error.message}`;
    return reply.code(500).send(errorBody(500, message));
  });
}
