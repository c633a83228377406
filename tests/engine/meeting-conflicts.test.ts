import { describe, expect, it } from 'vitest';
import { conflictsWith, meetingBusyInterval, overlaps, type BusyInterval } from '../../src/engine/lazy/meeting-conflicts';

const at = (time: string) => `2027-03-10T${time}:00Z`;
const range = (start: string, end: string) => ({ start: at(start), end: at(end) });
const busy = (kind: BusyInterval['kind'], id: string, start: string, end: string): BusyInterval => ({ kind, id, ...range(start, end) });

describe('overlap', () => {
  it.each([
    ['inside', range('10:00', '11:00'), range('10:15', '10:45'), true],
    ['overlapping the start', range('10:00', '11:00'), range('09:30', '10:01'), true],
    ['overlapping the end', range('10:00', '11:00'), range('10:59', '12:00'), true],
    ['the same time', range('10:00', '11:00'), range('10:00', '11:00'), true],
    ['ending when it starts', range('10:00', '11:00'), range('09:00', '10:00'), false],
    ['starting when it ends', range('10:00', '11:00'), range('11:00', '12:00'), false],
    ['apart', range('10:00', '11:00'), range('13:00', '14:00'), false],
    ['without length', range('10:00', '11:00'), range('10:30', '10:30'), false],
    ['the wrong way round', range('10:00', '11:00'), range('10:45', '10:15'), false],
    ['unreadable', range('10:00', '11:00'), { start: 'soon', end: at('10:30') }, false],
  ])('%s → %s', (_case, a, b, expected) => {
    expect(overlaps(a, b)).toBe(expected);
    expect(overlaps(b, a)).toBe(expected);
  });
});

describe('conflicts of a candidate time (spec 2 §5)', () => {
  const schedule = [
    busy('meeting', 'm2', '10:30', '11:30'),
    busy('session', 's1', '09:00', '10:15'),
    busy('appointment', 'a1', '11:00', '11:15'),
    busy('appointment', 'lunch', '12:00', '13:00'),
  ];

  it('names every overlapping session, appointment and meeting, earliest first', () => {
    expect(conflictsWith(range('10:00', '11:05'), schedule).map((interval) => interval.id)).toEqual(['s1', 'm2', 'a1']);
  });

  it('never lets the meeting being edited conflict with itself, only that one of that kind', () => {
    const withSameId = [...schedule, busy('appointment', 'm2', '10:30', '11:30')];
    const found = conflictsWith(range('10:30', '11:00'), withSameId, { except: { kind: 'meeting', id: 'm2' } });
    expect(found.map((interval) => `${interval.kind}:${interval.id}`)).toEqual(['appointment:m2']);
  });

  it('finds none in a free slot', () => {
    expect(conflictsWith(range('11:30', '12:00'), schedule)).toEqual([]);
  });
});

describe('meetings as busy time (spec 2 §5)', () => {
  const meeting = (overrides: object = {}) => ({
    id: 'm1',
    ownerId: 'owner',
    meetingTypeName: 'attendee-to-attendee' as const,
    status: 'active' as const,
    time: at('10:00'),
    endTime: at('10:30'),
    requests: [{ userId: 'me', invitationResponse: 'accepted' }],
    ...overrides,
  });

  it.each([
    ['accepted', meeting(), 'me', true],
    ['pending (the time is held)', meeting({ requests: [{ userId: 'me', invitationResponse: 'invited' }] }), 'me', true],
    ['declined', meeting({ requests: [{ userId: 'me', invitationResponse: 'declined' }] }), 'me', false],
    ['owned', meeting(), 'owner', true],
    ['cancelled', meeting({ status: 'cancelled' }), 'owner', false],
    ['of others', meeting(), 'stranger', false],
  ])('%s → busy %s', (_case, subject, userId, isBusy) => {
    expect(meetingBusyInterval(subject, userId)).toEqual(isBusy ? { kind: 'meeting', id: 'm1', start: at('10:00'), end: at('10:30') } : undefined);
  });
});
