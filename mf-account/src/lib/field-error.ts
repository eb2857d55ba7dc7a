import { ApiRequestError } from '@erep/shared/api';
import { apiErrorText } from '@erep/shared/i18n';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

const KNOWN = [
  'required',
  'email',
  'too_long',
  'too_short',
  'password_too_short',
  'password_too_long',
  'password_common',
  'wrong_password',
  'mismatch',
  'country',
  'color',
  'phone',
  'taken',
  'unknown',
];

/** A field error key from valibot or the server, as this remote's validation text. */
export function fieldError(t: (key: string) => string, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  return t(`validation.${KNOWN.includes(message) ? message : 'invalid'}`);
}

/**
 * Puts a failed save's field errors beside their fields; true when there were some. Other failures
 * are for the caller to announce.
 */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly string[]): boolean {
  if (!(error instanceof ApiRequestError) || !error.body.errors) return false;
  let applied = false;
  for (const [field, keys] of Object.entries(error.body.errors)) {
    if (!fields.includes(field) || !keys[0]) continue;
    setError(field as Path<T>, { type: 'server', message: keys[0] });
    applied = true;
  }
  return applied;
}

/** The text of a failure that is not about one field. */
export function failureText(t: (key: string) => string, error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 0) return t('errors.network');
  // A manager refused a whole-account action reads why, not a generic refusal.
  if (error instanceof ApiRequestError && error.body.code === 'owner_only') return apiErrorText(error);
  if (error instanceof ApiRequestError && error.status === 403) return t('errors.forbidden');
  return t('errors.save');
}
