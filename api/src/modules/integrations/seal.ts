import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';

/** AES-256-GCM with a 32-byte key: platform tokens are never stored in clear. */
export interface Sealer {
  seal(plain: string): string;
  open(sealed: string): string;
}

/**
 * INTEGRATIONS_KEY as 64 hex characters or base64 of 32 bytes; anything else is hashed to 32 bytes.
 * Without one (outside production) the key derives from the JWT secret.
 */
export function sealKey(configured: string | null, jwtSecret: string): Buffer {
  if (configured) {
    if (/^[0-9a-f]{64}$/i.test(configured)) return Buffer.from(configured, 'hex');
    const decoded = Buffer.from(configured, 'base64');
    if (decoded.length === 32) return decoded;
    return createHash('sha256').update(configured).digest();
  }
  return createHmac('sha256', jwtSecret).update('erep integrations key').digest();
}

const VERSION = 'v1';

export function createSealer(key: Buffer): Sealer {
  if (key.length !== 32) throw new Error('The integrations key must be 32 bytes');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('Unreadable sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
