import { apiErrorText, fieldErrorText, hasApiErrorText } from '@erep/shared/i18n';

const KNOWN = ['required', 'email', 'too_long', 'password_too_short', 'password_too_long', 'password_common', 'country', 'color', 'url', 'tag', 'logo_type', 'logo_too_large', 'logo_unsafe', 'mismatch', 'terms'];

/**
 * Field error codes from valibot or the server, mapped to this remote's texts; a server error
 * code set on a field (email_taken) to its shared text; anything else to the shared field texts.
 */
export function fieldError(t: (key: string) => string, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  if (KNOWN.includes(message)) return t(`validation.${message}`);
  if (hasApiErrorText(message)) return apiErrorText({ status: 400, code: message, message });
  return fieldErrorText(message);
}
