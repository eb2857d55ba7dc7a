/** A JSON value as RFC 7396 sees it. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
type JsonObject = { [key: string]: JsonValue };

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * RFC 7396 JSON Merge Patch: an object patch merges member by member (recursively), `null` removes
 * a member, anything else (arrays included) replaces the target.
 */
export function applyMergePatch(target: unknown, patch: unknown): JsonValue {
  if (!isObject(patch)) return structuredClone(patch as JsonValue);
  const result: JsonObject = isObject(target) ? { ...(target as JsonObject) } : {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete result[key];
    else result[key] = applyMergePatch(result[key], value);
  }
  return result;
}
