import { randomBytes, randomUUID } from 'node:crypto';

/*
 * Every random value the API hands out comes from here, so each kind has one length and one
 * alphabet and all of them use the system CSPRNG.
 */

/** Raw key material (HMAC keys, password salts). */
export const randomKey = (bytes: number): Buffer => randomBytes(bytes);

/** URL-safe random token; 32 bytes = 256 bits unless a shorter public id is wanted. */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

const randomHex = (bytes: number): string => randomBytes(bytes).toString('hex');

/** `length` characters drawn uniformly from `alphabet` (rejection sampling: no modulo bias). */
function randomString(length: number, alphabet: string): string {
  if (alphabet.length < 2 || alphabet.length > 256) throw new Error('alphabet must hold 2 to 256 characters');
  const limit = 256 - (256 % alphabet.length);
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(Math.max(16, (length - out.length) * 2))) {
      if (byte >= limit) continue;
      out += alphabet[byte % alphabet.length];
      if (out.length === length) break;
    }
  }
  return out;
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Without look-alikes (0/O, 1/I): coupon codes are read aloud and typed by sellers. */
const COUPON_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export const requestId = (): string => randomUUID();
/** Generated secrets kept by the server (JWT key, operator token). */
export const newSecret = (): string => randomToken(48);
/** Password reset links: only their hash is stored. */
export const resetToken = (): string => randomToken(32);
/** First-party visitor cookie id. */
export const visitorId = (): string => randomToken(16);

/** Names a browser that signed in successfully (the sign-in device cookie). */
export const deviceId = (): string => randomToken(16);
/** Public tag of a contact (unsubscribe links). */
export const contactTag = (): string => randomToken(12);
/** A readable tag from a name, made unique by a random suffix: `le-petit-bistro-3fa2c1`. */
export function tagFromName(name: string, fallback: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `${base || fallback}-${randomHex(3)}`;
}
export const couponCode = (length = 8): string => randomString(length, COUPON_ALPHABET);
/** An establishment's seller code: six digits, typed by cashiers; only its hash is stored. */
export const sellerCode = (): string => randomString(6, '0123456789');
/** Unit feedback ids: 16 random alphanumeric characters (spec section 9). */
export const unitFeedbackId = (): string => randomString(16, ALPHANUMERIC);

/** Ids are PostgreSQL integers: a longer or larger number names no row (and must not reach a query). */
const INT4_MAX = 2_147_483_647;
/** A path or query reference read as a row id, or null when it is not one (a tag, or out of range). */
export function rowIdOf(ref: string): number | null {
  return /^[1-9][0-9]{0,9}$/.test(ref) && Number(ref) <= INT4_MAX ? Number(ref) : null;
}
