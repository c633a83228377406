import { describe, expect, it } from 'vitest';
import { embedAccess, type EmbedAccess, type EmbedGateSettings } from './embed-access';

describe('embed access', () => {
  it.each<[EmbedGateSettings, boolean, 'accepted' | 'declined' | null, EmbedAccess]>([
    [{}, false, 'accepted', 'sign-in'],
    [{}, true, null, 'consent'],
    [{}, true, 'declined', 'consent'],
    [{}, true, 'accepted', 'allowed'],
    [{ bypassConsent: true }, true, 'declined', 'allowed'],
    [{ bypassConsent: true }, false, 'accepted', 'sign-in'],
    [{ allowAnonymous: true }, false, null, 'consent'],
    [{ allowAnonymous: true, bypassConsent: true }, false, null, 'allowed'],
  ])('%j, signed in %s, consent %s → %s', (settings, signedIn, cookieConsent, access) => {
    expect(embedAccess(settings, { signedIn, cookieConsent })).toBe(access);
  });
});
