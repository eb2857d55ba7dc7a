import { jwtVerify, SignJWT } from 'jose';

const ALG = 'HS256';
const ISSUER = 'erep-api';
export const TOKEN_TTL_SECONDS = 4 * 60 * 60;

export interface TokenService {
  sign(userId: number): Promise<string>;
  /** Returns the user id, or null for any invalid, expired or foreign token. */
  verify(token: string): Promise<number | null>;
}

export function createTokenService(secret: string, ttlSeconds = TOKEN_TTL_SECONDS): TokenService {
  if (secret.length < 32) throw new Error('JWT secret must be at least 32 characters');
  const key = new TextEncoder().encode(secret);
  return {
    async sign(userId) {
      return new SignJWT({})
        .setProtectedHeader({ alg: ALG, typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALG], issuer: ISSUER });
        const id = Number(payload.sub);
        return Number.isSafeInteger(id) && id > 0 ? id : null;
      } catch {
        return null;
      }
    },
  };
}
