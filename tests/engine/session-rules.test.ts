import { describe, expect, it } from 'vitest';
import { isRepeatedSession, repeatedSessionPattern } from '../../src/engine/lazy/session-codes';
import { canSeeSessionLocation } from '../../src/engine/lazy/session-location';
import { ROLE_SCOPES } from '../../src/engine';

describe('who sees session locations (spec 1 §6)', () => {
  it.each<[string, readonly string[], Record<string, boolean>, boolean]>([
    ['an in-person attendee', ROLE_SCOPES['inperson-attendee'], {}, true],
    ['a digital attendee', ROLE_SCOPES.attendee, { showRoomsToAnonymousUsers: true }, false],
    ['an anonymous visitor', [], {}, false],
    ['an anonymous visitor when rooms are shown to them', [], { showRoomsToAnonymousUsers: true }, true],
  ])('%s', (_who, scopes, features, expected) => {
    expect(canSeeSessionLocation(scopes, features)).toBe(expected);
  });
});

describe('repeated sessions (spec 1 §9)', () => {
  it('knows repeats by the default -R suffix with a non-zero number', () => {
    const pattern = repeatedSessionPattern(undefined);
    expect(['BRK101-R1', 'BRK101-R12'].map((code) => isRepeatedSession(code, pattern))).toEqual([true, true]);
    expect(['BRK101', 'BRK101-R0', 'BRK101-R1X'].map((code) => isRepeatedSession(code, pattern))).toEqual([false, false, false]);
  });

  it('follows the site setting, and falls back to the default when it is not a valid expression', () => {
    expect(isRepeatedSession('LAB7 (again)', repeatedSessionPattern('\\(again\\)$'))).toBe(true);
    expect(isRepeatedSession('BRK101-R2', repeatedSessionPattern('(unclosed'))).toBe(true);
  });
});
