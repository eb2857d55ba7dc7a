import { jwtVerify, SignJWT } from 'jose';

const ALG = 'HS256';
const ISSUER = 'erep-api';
export const TOKEN_TTL_SECONDS = 4 * 60 * 60;

export interface TokenService {
  /** `version` is the user's token version: bumping it revokes every earlier token. */
  sign(userId: number, version?: number): Promise<string>;
  /** Returns the user id, or null for any invalid, expired or foreign token. */
  verify(token: string): Promise<number | null>;
  /** The user id and token version, or null like `verify`. */
  verifyClaims(token: string): Promise<{ userId: number; version: number } | null>;
}

export function createTokenService(secret: string, ttlSeconds = TOKEN_TTL_SECONDS): TokenService {
  if (secret.length < 32) throw new Error('JWT secret must be at least 32 characters');
  const key = new TextEncoder().encode(secret);
  const verifyClaims = async (token: string) => {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: [ALG], issuer: ISSUER });
      const id = Number(payload.sub);
      const version = payload.ver === undefined ? 0 : Number(payload.ver);
      return Number.isSafeInteger(id) && id > 0 && Number.isSafeInteger(version) ? { userId: id, version } : null;
    } catch {
      return null;
    }
  };
  return {
    verifyClaims,
    async sign(userId, version = 0) {
      return new SignJWT({ ver: version })
        .setProtectedHeader({ alg: ALG, typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      return (await verifyClaims(token))?.userId ?? null;
    },
  };
}
