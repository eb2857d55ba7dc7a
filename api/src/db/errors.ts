/** PostgreSQL error codes, looked up through the causes drivers and drizzle wrap them in. */
function hasPgCode(error: unknown, code: string): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth += 1) {
    if ((e as { code?: unknown }).code === code) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export const isUniqueViolation = (error: unknown): boolean => hasPgCode(error, '23505');
export const isForeignKeyViolation = (error: unknown): boolean => hasPgCode(error, '23503');
/** Text the database cannot store (a NUL character, an invalid byte sequence): the client's mistake. */
export const isUnstorableText = (error: unknown): boolean => hasPgCode(error, '22021') || hasPgCode(error, '22P05');
/** Whether the error is the database refusing a row under this constraint or unique index. */
export function violates(error: unknown, constraint: string): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth += 1) {
    if ((e as { constraint?: unknown }).constraint === constraint) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
