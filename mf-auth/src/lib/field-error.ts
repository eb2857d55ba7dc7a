const KNOWN = ['required', 'email', 'too_long', 'password_too_short', 'password_too_long', 'password_common', 'country', 'color', 'url', 'tag', 'logo_type', 'logo_too_large'];

/** Field error keys from valibot or the server, mapped to this remote's validation texts. */
export function fieldError(t: (key: string) => string, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  return t(`validation.${KNOWN.includes(message) ? message : 'invalid'}`);
}
