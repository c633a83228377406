import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTokenSealer } from '../../server/auth/sealed-tokens';

describe('the provider tokens a session keeps, sealed at rest', () => {
  const sealer = createTokenSealer(randomBytes(32));
  const token = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJhdmVyeSJ9.c2lnbmF0dXJl';

  it('opens what it sealed, and never seals the same text the same way twice', () => {
    const once = sealer.seal(token);
    const twice = sealer.seal(token);
    expect(once).not.toContain(token);
    expect(once).not.toBe(twice);
    expect(sealer.open(once)).toBe(token);
    expect(sealer.open(twice)).toBe(token);
  });

  it.each<[string, (sealed: string) => string]>([
    ['a changed byte', (sealed) => `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}${sealed.slice(-1)}`],
    ['another version', (sealed) => sealed.replace(/^v1/, 'v2')],
    ['a missing part', (sealed) => sealed.split('.').slice(0, 3).join('.')],
    ['a plain token', () => token],
  ])('opens nothing from %s', (_case, spoil) => {
    expect(sealer.open(spoil(sealer.seal(token)))).toBeNull();
  });

  it('opens nothing sealed under another site secret', () => {
    expect(createTokenSealer(randomBytes(32)).open(sealer.seal(token))).toBeNull();
  });
});
