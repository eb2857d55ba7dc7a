import { scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { randomKey, randomToken } from './ids';

const PREFIX = 'scrypt';
/** OWASP's scrypt minimum (N=2^17, r=8, p=1): 128 MiB and about 0.4 s of one core per hash. */
const DEFAULTS = { N: 2 ** 17, r: 8, p: 1, keyLength: 32, saltLength: 16 } as const;
/**
 * Test suites only (the server refuses it in production): a cheap work factor, so suites that sign
 * in and fail sign-ins hundreds of times do not spend minutes hashing. Read at each call, so a test
 * can check the real parameters by clearing it.
 */
export const FAST_HASH_ENV = 'TEST_FAST_PASSWORD_HASH';
const params = () => (process.env[FAST_HASH_ENV] === '1' ? { ...DEFAULTS, N: 2 ** 10 } : DEFAULTS);

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; the bound below (parseHash) keeps a stored hash within this.
  const maxmem = 128 * (options.N ?? DEFAULTS.N) * (options.r ?? DEFAULTS.r) + 16 * 1024 * 1024;
  return new Promise((resolve, reject) => {
    scryptCb(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** Hash format: `scrypt$N$r$p$salt$key` (base64url), so parameters can change without breaking old hashes. */
export async function hashPassword(password: string, givenSalt?: Buffer): Promise<string> {
  const { N, r, p, keyLength, saltLength } = params();
  const salt = givenSalt ?? randomKey(saltLength);
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
  if (N > 2 ** 18 || rr > 16 || pp > 4 || 128 * N * rr > 256 * 1024 * 1024) return null;
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

/** A hash made with weaker parameters than today's: re-hashed at the next successful sign-in. */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const wanted = params();
  return parsed.N < wanted.N || parsed.r < wanted.r || parsed.p < wanted.p;
}

let dummyHash: Promise<string> | null = null;
/** A hash to verify against when the email is unknown, so both paths cost the same. */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomToken(16));
  return dummyHash;
}

/** What one derivation covers: hashes with the same parameters and salt. */
const derivationOf = (parsed: ParsedHash) => `${parsed.N}$${parsed.r}$${parsed.p}$${parsed.key.length}$${parsed.salt.toString('base64url')}`;

/**
 * Which of `stored` the secret matches, deriving once per distinct parameters and salt rather than
 * once per hash: seller codes of one customer share a salt, so an anonymous guess costs one
 * derivation however many establishments the customer has. `derivations` says how many were made.
 */
export async function matchAny(secret: string, stored: readonly (string | null)[]): Promise<{ index: number | null; derivations: number }> {
  const groups = new Map<string, { parsed: ParsedHash; members: { index: number; key: Buffer }[] }>();
  stored.forEach((hash, index) => {
    const parsed = hash ? parseHash(hash) : null;
    if (!parsed) return;
    const id = derivationOf(parsed);
    const group = groups.get(id) ?? { parsed, members: [] };
    group.members.push({ index, key: parsed.key });
    groups.set(id, group);
  });
  let derivations = 0;
  for (const { parsed, members } of groups.values()) {
    const key = await scrypt(secret, parsed.salt, parsed.key.length, { N: parsed.N, r: parsed.r, p: parsed.p });
    derivations += 1;
    const match = members.find((member) => timingSafeEqual(key, member.key));
    if (match) return { index: match.index, derivations };
  }
  return { index: null, derivations };
}

/**
 * Hashes a secret with the salt most of `siblings` share (those made with today's parameters), so
 * that `matchAny` checks a guess against all of them at once; a fresh salt when none qualifies, or
 * when the hash would come out equal to `replaced` (the same secret chosen again must still give a
 * new hash, which is what ends the sessions opened with the old one).
 */
export async function hashLikeSiblings(secret: string, siblings: readonly (string | null)[], replaced: string | null = null): Promise<string> {
  const wanted = params();
  const counts = new Map<string, { salt: Buffer; n: number }>();
  for (const hash of siblings) {
    const parsed = hash ? parseHash(hash) : null;
    if (!parsed || parsed.N !== wanted.N || parsed.r !== wanted.r || parsed.p !== wanted.p || parsed.key.length !== wanted.keyLength) continue;
    const id = parsed.salt.toString('base64url');
    counts.set(id, { salt: parsed.salt, n: (counts.get(id)?.n ?? 0) + 1 });
  }
  const shared = [...counts.values()].sort((a, b) => b.n - a.n)[0]?.salt;
  if (shared) {
    const hash = await hashPassword(secret, shared);
    if (hash !== replaced) return hash;
  }
  return hashPassword(secret);
}
