import { scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { randomKey, randomToken } from './ids';

const PREFIX = 'scrypt';
const DEFAULTS = { N: 16384, r: 8, p: 1, keyLength: 32, saltLength: 16 } as const;

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCb(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** Hash format: `scrypt$N$r$p$salt$key` (base64url), so parameters can change without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomKey(DEFAULTS.saltLength);
  const { N, r, p, keyLength } = DEFAULTS;
  const key = await scrypt(password, salt, keyLength, { N, r, p });
  return [PREFIX, N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== PREFIX) return null;
  const [, n, r, p, salt, key] = parts;
  const N = Number(n);
  const rr = Number(r);
  const pp = Number(p);
  if (![N, rr, pp].every((x) => Number.isInteger(x) && x > 0) || !salt || !key) return null;
  // Bounds keep a tampered hash from turning a login into a memory or CPU bomb.
  if (N > 2 ** 20 || rr > 32 || pp > 16) return null;
  const keyBuf = Buffer.from(key, 'base64url');
  if (keyBuf.length < 16 || keyBuf.length > 128) return null;
  return { N, r: rr, p: pp, salt: Buffer.from(salt, 'base64url'), key: keyBuf };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await scrypt(password, parsed.salt, parsed.key.length, { N: parsed.N, r: parsed.r, p: parsed.p });
  return timingSafeEqual(key, parsed.key);
}

let dummyHash: Promise<string> | null = null;
/** A hash to verify against when the email is unknown, so both paths cost the same. */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomToken(16));
  return dummyHash;
}
