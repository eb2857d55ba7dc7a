import type { ApiErrorBody } from '@erep/shared/schemas';

/*
 * How bodies are shaped, in one place. Single records and public reads: `{ data }`. The spec's
 * back-office lists: `{ status, data }`. Paged resource lists: `{ data, total, page, per_page }`.
 * Errors: `{ status, code, message, errors? }`: `code` is stable and machine-readable (the UI shows
 * its own text for it), `errors` maps a field to its codes. Spec-defined objects (login, partner info, manifest) are
 * sent as they are.
 */

export type FieldErrors = Record<string, string[]>;

export interface Data<T> {
  data: T;
}
export interface StatusData<T, S extends number = 200> {
  status: S;
  data: T;
}
export interface Page<T> {
  data: T[];
  total: number;
  page: number;
  per_page: number;
}

export const ok = <T>(data: T): Data<T> => ({ data });
export const okStatus = <T>(data: T): StatusData<T> => ({ status: 200, data });
export const createdStatus = <T>(data: T): StatusData<T, 201> => ({ status: 201, data });
export const page = <T>(data: T[], total: number, pageNumber: number, perPage: number): Page<T> => ({
  data,
  total,
  page: pageNumber,
  per_page: perPage,
});

export function errorBody(status: number, message: string, errors?: FieldErrors, code?: string, extra?: Pick<ApiErrorBody, 'payment'>): ApiErrorBody & { code: string } {
  const body = { status, code: code ?? (status >= 500 ? 'internal_error' : 'bad_request'), message, ...extra };
  return errors ? { ...body, errors } : body;
}
