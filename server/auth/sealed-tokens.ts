import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** Seals the provider's tokens a session keeps, so a copy of the database (a backup, a leak) signs no one in. */
export interface TokenSealer {
  seal(plain: string): string;
  /** The sealed text opened, or null when it was sealed under another key or changed since. */
  open(sealed: string): string | null;
}

const VERSION = 'v1';

/** AES-256-GCM under a key derived from the site's secret (HKDF), so every node sharing the secret opens them. */
export function createTokenSealer(secret: Uint8Array): TokenSealer {
  const key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'confsite provider tokens', 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
