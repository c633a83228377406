import { createPrivateKey, hkdfSync, type JsonWebKey } from 'node:crypto';

/** The fixed DER header of a PKCS #8 Ed25519 private key; its 32-byte seed follows. */
const ED25519_PKCS8_HEADER = Buffer.from('302e020100300506032b657004220420', 'hex');

const derive = (secret: Uint8Array, purpose: string) => Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `confsite dev-idp ${purpose}`, 32));

/**
 * The local provider's signing key and cookie key, derived from the site's secret: after a restart its old id tokens
 * still verify, so signing out of a session from before the restart works at the provider too.
 */
export function devProviderKeys(secret: Uint8Array): { signingKey: JsonWebKey & { kid: string }; cookieKey: string } {
  const privateKey = createPrivateKey({ key: Buffer.concat([ED25519_PKCS8_HEADER, derive(secret, 'signing key')]), format: 'der', type: 'pkcs8' });
  return { signingKey: { ...privateKey.export({ format: 'jwk' }), kid: 'dev-idp' }, cookieKey: derive(secret, 'cookie key').toString('base64url') };
}
