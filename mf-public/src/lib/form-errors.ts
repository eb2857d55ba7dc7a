import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { apiErrorText, apiFieldErrors, fieldErrorText } from '@erep/shared/i18n';

/** The visitor pages' wording of a field error code when they have one, otherwise the shared one. */
export function fieldErrorMessage(t: TFunction<'public'>, code: string | undefined): string | undefined {
  if (!code) return undefined;
  return t(`feedback.errors.${code}`, { defaultValue: fieldErrorText(code) });
}

/**
 * A submit the API refused: its field errors go under their fields, and the first of them in the
 * form's order takes the focus. Returns the error's sentence, in the visitor's language, for the alert.
 */
export function showServerErrors<T extends FieldValues>(error: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>): string {
  const byField = apiFieldErrors(error);
  let focused = false;
  for (const name of fields) {
    const code = byField[name]?.[0];
    if (!code) continue;
    setError(name, { type: 'server', message: code }, { shouldFocus: !focused });
    focused = true;
  }
  return apiErrorText(error);
}
