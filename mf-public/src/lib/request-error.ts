import { ApiRequestError } from '@erep/shared/api';
import type { ApiErrorBody } from '@erep/shared/schemas';

/** HTTP status of a failed query or mutation; 0 for a network failure or anything else thrown. */
export function errorStatus(error: unknown): number {
  return error instanceof ApiRequestError ? error.status : 0;
}

/** The API's error body, when the failure came from the API. */
export function errorBody(error: unknown): ApiErrorBody | null {
  return error instanceof ApiRequestError ? error.body : null;
}

/** The server's own message, when it sent one (never the client's network marker). */
export function serverMessage(error: unknown): string {
  return errorStatus(error) > 0 ? (errorBody(error)?.message ?? '') : '';
}
