import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_CAPABILITIES, type ApiKey, type ApiKeyCapability, type ApiKeyParsed, type ApiKeyScope, type CreatedApiKey } from '@erep/shared/schemas';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Orm } from '../../db/client';
import { apiKeys, establishments } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../http/errors';

type ApiKeyRow = typeof apiKeys.$inferSelect;

/** What the guards keep of a key for the rest of the request. */
export interface ApiKeyCaller {
  id: number;
  /** The customer of an owner's key; null for a partner's key. */
  customerId: number | null;
  /** The partner of a partner's key (reaching all its customers); null for an owner's key. */
  partnerId: number | null;
  scopes: readonly ApiKeyScope[];
  establishments: readonly number[] | null;
}

const KEY_PATTERN = /^erep_(?:live|test)_[A-Za-z0-9_-]{20,}$/;
/** `erep_live_` plus a few characters: enough to tell keys apart, far too little to guess the rest. */
const PREFIX_LENGTH = 'erep_live_'.length + 6;
/** Last-used dates move at most this often, so a busy key does not write on every request. */
const LAST_USED_STEP_MS = 60_000;

export const looksLikeApiKey = (token: string): boolean => token.startsWith('erep_live_') || token.startsWith('erep_test_');

const hashOf = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes as ApiKeyScope[],
    establishments: row.establishmentIds ?? null,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
  };
}

/** Whose keys: one customer's, or a partner's own. */
export type KeyHolder = { customerId: number } | { partnerId: number };

const heldBy = (holder: KeyHolder) => ('customerId' in holder ? eq(apiKeys.customerId, holder.customerId) : eq(apiKeys.partnerId, holder.partnerId));

export async function createApiKey(orm: Orm, holder: KeyHolder, createdBy: number, input: ApiKeyParsed, production: boolean): Promise<CreatedApiKey> {
  const customerId = 'customerId' in holder ? holder.customerId : null;
  if (input.establishments && customerId === null) throw badRequest('A partner key reaches every customer', { establishments: ['not_allowed'] });
  if (input.establishments && customerId !== null) {
    const found = await orm
      .select({ id: establishments.id })
      .from(establishments)
      .where(and(eq(establishments.customerId, customerId), inArray(establishments.id, input.establishments)));
    if (found.length !== input.establishments.length) throw badRequest('Unknown establishment', { establishments: ['unknown'] }, 'unknown_establishment');
  }
  // 32 random bytes: a SHA-256 of it needs no slow hash, nobody can search that space.
  const key = `erep_${production ? 'live' : 'test'}_${randomBytes(32).toString('base64url')}`;
  const [row] = await orm
    .insert(apiKeys)
    .values({ customerId, partnerId: 'partnerId' in holder ? holder.partnerId : null, createdBy, name: input.name, prefix: key.slice(0, PREFIX_LENGTH), secretHash: hashOf(key), scopes: input.scopes, establishmentIds: input.establishments })
    .returning();
  if (!row) throw new Error('api key insert returned nothing');
  return { ...toApiKey(row), key };
}

export async function listApiKeys(orm: Orm, holder: KeyHolder): Promise<ApiKey[]> {
  const rows = await orm
    .select()
    .from(apiKeys)
    .where(and(heldBy(holder), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(toApiKey);
}

export async function revokeApiKey(orm: Orm, holder: KeyHolder, id: number): Promise<void> {
  const revoked = await orm
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, id), heldBy(holder), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  if (revoked.length === 0) throw notFound(`API key '${id}' not found`, 'api_key_not_found');
}

/** The live key a bearer token names, with the owner it acts as; null for an unknown or revoked key. */
export async function findApiKey(orm: Orm, token: string): Promise<{ caller: ApiKeyCaller; userId: number } | null> {
  if (!KEY_PATTERN.test(token)) return null;
  const [row] = await orm
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.secretHash, hashOf(token)), isNull(apiKeys.revokedAt)));
  if (!row) return null;
  const now = Date.now();
  if (!row.lastUsedAt || now - row.lastUsedAt.getTime() >= LAST_USED_STEP_MS) {
    await orm.update(apiKeys).set({ lastUsedAt: new Date(now) }).where(eq(apiKeys.id, row.id));
  }
  return {
    caller: { id: row.id, customerId: row.customerId, partnerId: row.partnerId, scopes: row.scopes as ApiKeyScope[], establishments: row.establishmentIds ?? null },
    userId: row.createdBy,
  };
}

/** The capability a customer route belongs to, from its path pattern; null for what every key may read (establishments). */
export function capabilityOfRoute(url: string): ApiKeyCapability | null {
  const path = url.replace(/^\/api\/customer\/:customerTag/, '');
  if (/\/contacts(?:[/.]|$)/.test(path)) return 'contacts';
  if (/\/(?:advantages|coupons|offers|campaigns)(?:[/.]|$)/.test(path)) return 'offers';
  if (/\/(?:reviews|reputation|answers)(?:[/.]|$)/.test(path) || /^\/establishment\/:id\/(?:reviews|services)/.test(path)) return 'reviews';
  return null;
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Refuses what the key's scopes do not cover (see the scope rules in the shared schema). */
export function assertApiKeyAllows(key: ApiKeyCaller, method: string, url: string): void {
  const reads = READ_METHODS.has(method.toUpperCase());
  if (!reads && !key.scopes.includes('write')) throw forbidden('This API key may only read', 'api_key_read_only');
  if (reads && !key.scopes.includes('read') && !key.scopes.includes('write')) throw forbidden('This API key may not read', 'api_key_scope');
  const capabilities = key.scopes.filter((s): s is ApiKeyCapability => (API_KEY_CAPABILITIES as readonly string[]).includes(s));
  if (capabilities.length === 0) return;
  const needed = capabilityOfRoute(url);
  if (needed !== null && !capabilities.includes(needed)) throw forbidden(`This API key lacks the '${needed}' scope`, 'api_key_scope');
}
