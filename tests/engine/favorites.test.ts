import { describe, expect, it } from 'vitest';
import { ROLE_SCOPES } from '../../src/engine';
import {
  canUseFavorites,
  doNotBackpackSessionTypes,
  FAVORITE_TYPES,
  missingFavoriteFlag,
  sessionFavoriteRefusal,
  type BackpackSession,
  type SessionFavoriteRefusal,
} from '../../src/engine/lazy/favorites';

const ALL_ON = { allowLogOn: true, enableFavorites: true, enableSessionFavorites: true, enableSpeakerFavorites: true };
const attendee = { scopes: ROLE_SCOPES.attendee, expiresAt: Math.floor(Date.now() / 1000) + 3600 };

describe('who may keep favorites (spec 1 §6)', () => {
  it.each<[string, Parameters<typeof canUseFavorites>, boolean]>([
    ['a signed-in attendee with every flag on', [FAVORITE_TYPES.session, attendee, ALL_ON], true],
    ['an anonymous visitor', [FAVORITE_TYPES.session, null, ALL_ON], false],
    ['a token without scopes', [FAVORITE_TYPES.session, { scopes: [] }, ALL_ON], false],
    ['an expired token', [FAVORITE_TYPES.session, { scopes: ROLE_SCOPES.attendee, expiresAt: 1 }, ALL_ON], false],
    ['anyone while signing in is off', [FAVORITE_TYPES.session, attendee, { ...ALL_ON, allowLogOn: false }], false],
    ['anyone while favorites are off', [FAVORITE_TYPES.session, attendee, { ...ALL_ON, enableFavorites: false }], false],
    ['a type whose own flag is off', [FAVORITE_TYPES.sponsor, attendee, ALL_ON], false],
  ])('%s', (_who, args, expected) => {
    expect(canUseFavorites(...args)).toBe(expected);
  });

  it('names the first flag that is off, the type’s own last, and only the shared ones for favorites of any type', () => {
    expect(missingFavoriteFlag(FAVORITE_TYPES.attendee, {})).toBe('allowLogOn');
    expect(missingFavoriteFlag(FAVORITE_TYPES.attendee, { allowLogOn: true })).toBe('enableFavorites');
    expect(missingFavoriteFlag(FAVORITE_TYPES.attendee, ALL_ON)).toBe('enableAttendeeFavorites');
    expect(missingFavoriteFlag(FAVORITE_TYPES.speaker, ALL_ON)).toBeUndefined();
    expect(missingFavoriteFlag(null, { allowLogOn: true, enableFavorites: true })).toBeUndefined();
  });
});

describe('which sessions can be favorites (spec 1 §5, §6)', () => {
  const breakout: BackpackSession = { sessionType: { logicalValue: 'breakout', displayValue: 'Breakout' }, deliveryTypes: ['In-Person'], willBeRecorded: true };
  const remote = { scopes: ROLE_SCOPES.attendee, excludedTypes: ['Agenda'] };

  it.each<[string, BackpackSession, readonly string[], SessionFavoriteRefusal | undefined]>([
    ['a recorded in-person session', breakout, ROLE_SCOPES.attendee, undefined],
    ['a session without a type', { ...breakout, sessionType: { logicalValue: ' ', displayValue: '' } }, ROLE_SCOPES.attendee, 'no-session-type'],
    ['an excluded type, by its logical value in any case', { ...breakout, sessionType: { logicalValue: 'AGENDA', displayValue: 'Day plan' } }, ROLE_SCOPES.attendee, 'excluded-session-type'],
    ['an excluded type, by its display value', { ...breakout, sessionType: { logicalValue: 'agenda-item', displayValue: 'agenda' } }, ROLE_SCOPES.attendee, 'excluded-session-type'],
    ['an in-person-only unrecorded session, for a remote attendee', { ...breakout, willBeRecorded: false }, ROLE_SCOPES.attendee, 'in-person-only'],
    ['an in-person-only unrecorded session, for an in-person attendee', { ...breakout, willBeRecorded: false }, ROLE_SCOPES['inperson-attendee'], undefined],
    ['an unrecorded session also offered online', { ...breakout, deliveryTypes: ['In-Person', 'Digital'], willBeRecorded: false }, ROLE_SCOPES.attendee, undefined],
    ['an unrecorded session without delivery types', { ...breakout, deliveryTypes: [], willBeRecorded: false }, ROLE_SCOPES.attendee, undefined],
  ])('%s', (_story, session, scopes, expected) => {
    expect(sessionFavoriteRefusal(session, { ...remote, scopes })).toBe(expected);
  });

  it('reads doNotBackpackSessionTypes as a list of type names, none when it is anything else', () => {
    expect(doNotBackpackSessionTypes(['Agenda', '', 7, 'Keynote'])).toEqual(['Agenda', 'Keynote']);
    expect(doNotBackpackSessionTypes('Agenda')).toEqual([]);
    expect(doNotBackpackSessionTypes(undefined)).toEqual([]);
  });
});
