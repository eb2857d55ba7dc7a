import * as v from 'valibot';

/**
 * API keys for integrators. How scopes combine:
 * - every key holds `read` or `write` (`write` includes `read`): a GET needs `read`, any other method `write`;
 * - a key listing no capability reaches every route open to keys; a key listing capabilities
 *   (`reviews`, `offers` with campaigns, `contacts`) reaches only those capabilities' routes, plus the routes of
 *   no capability every integration needs (the establishments list, the QR codes' targets);
 * - competitors, campaigns and QR codes are open to keys for reading only;
 * - `establishments`, when given, narrows the key to those establishments, as for a manager.
 */
export const API_KEY_ACCESS = ['read', 'write'] as const;
export const API_KEY_CAPABILITIES = ['reviews', 'offers', 'contacts'] as const;
export const API_KEY_SCOPES = [...API_KEY_ACCESS, ...API_KEY_CAPABILITIES] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
export type ApiKeyCapability = (typeof API_KEY_CAPABILITIES)[number];

const keyName = v.pipe(v.optional(v.string('required'), ''), v.trim(), v.nonEmpty('required'), v.maxLength(80, 'too_long'));
const keyScopes = v.pipe(
  v.array(v.picklist(API_KEY_SCOPES, 'scope'), 'scopes'),
  v.check((scopes) => scopes.includes('read') || scopes.includes('write'), 'access_required'),
  v.transform((scopes) => [...new Set(scopes)].sort((a, b) => API_KEY_SCOPES.indexOf(a) - API_KEY_SCOPES.indexOf(b))),
);

export const apiKeyInputSchema = v.pipe(
  v.object({
    name: keyName,
    scopes: keyScopes,
    establishments: v.optional(
      v.nullable(v.pipe(v.array(v.pipe(v.number('id'), v.integer('id'), v.minValue(1, 'id')), 'establishments'), v.maxLength(500, 'too_long'))),
      null,
    ),
  }),
  v.transform((input) => ({ ...input, establishments: input.establishments && input.establishments.length > 0 ? [...new Set(input.establishments)] : null })),
);
export type ApiKeyInput = v.InferInput<typeof apiKeyInputSchema>;
export type ApiKeyParsed = v.InferOutput<typeof apiKeyInputSchema>;

/** A key as listed: never its secret. */
export interface ApiKey {
  id: number;
  name: string;
  prefix: string;
  scopes: ApiKeyScope[];
  /** Null: every establishment. */
  establishments: number[] | null;
  created_at: string;
  last_used_at: string | null;
}

/** The answer to a creation: the only time the secret is sent. */
export interface CreatedApiKey extends ApiKey {
  key: string;
}

export const apiKeySchema = v.object({
  id: v.number(),
  name: v.string(),
  prefix: v.string(),
  scopes: v.array(v.picklist(API_KEY_SCOPES)),
  establishments: v.nullable(v.array(v.number())),
  created_at: v.string(),
  last_used_at: v.nullable(v.string()),
});
export const createdApiKeySchema = v.object({ ...apiKeySchema.entries, key: v.string() });

/** A partner's key reaches all its customers: no establishments, and read-only unless asked otherwise. */
export const partnerApiKeyInputSchema = v.pipe(
  v.object({
    name: keyName,
    scopes: v.optional(keyScopes, ['read']),
  }),
  v.transform((input) => ({ ...input, establishments: null })),
);
export type PartnerApiKeyInput = v.InferInput<typeof partnerApiKeyInputSchema>;
