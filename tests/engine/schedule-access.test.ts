import { describe, expect, it } from 'vitest';
import { ROLE_SCOPES, SCOPES } from '../../src/engine';
import { scheduleAccess, type ScheduleAccess, type ScheduleSession } from '../../src/engine/lazy/schedule-access';

const later = Math.floor(Date.now() / 1000) + 3600;
const remote = { scopes: ROLE_SCOPES.attendee, expiresAt: later };
const inPerson = { scopes: ROLE_SCOPES['inperson-attendee'], expiresAt: later };
const on = { enableMySchedule: true };
const breakout: ScheduleSession = { deliveryTypes: ['In-Person', 'Digital'], restrictedScopes: [] };
const inPersonOnly: ScheduleSession = { ...breakout, deliveryTypes: ['in-person'] };
const restricted: ScheduleSession = { ...breakout, restrictedScopes: [SCOPES.meetings, 'vip'] };

describe('who gets a schedule button (spec 1 §6)', () => {
  it.each<[string, Parameters<typeof scheduleAccess>, ScheduleAccess]>([
    ['a signed-in attendee with My schedule on', [breakout, remote, on], 'allowed'],
    ['an anonymous visitor', [breakout, null, on], 'hidden'],
    ['an expired token', [breakout, { scopes: ROLE_SCOPES.attendee, expiresAt: 1 }, on], 'hidden'],
    ['a visitor without the event-tools scope', [breakout, { scopes: [SCOPES.sessionCatalog], expiresAt: later }, on], 'hidden'],
    ['anyone while My schedule is off', [breakout, remote, {}], 'hidden'],
    ['a remote attendee on an in-person-only session', [inPersonOnly, remote, on], 'in-person-only'],
    ['an in-person attendee on an in-person-only session', [inPersonOnly, inPerson, on], 'allowed'],
    ['a visitor holding one of the session’s scopes (any of)', [restricted, remote, on], 'allowed'],
    ['a visitor holding none of them', [{ ...breakout, restrictedScopes: ['vip'] }, remote, on], 'restricted'],
  ])('%s', (_who, args, expected) => {
    expect(scheduleAccess(...args)).toBe(expected);
  });

});
