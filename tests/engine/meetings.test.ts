import { describe, expect, it } from 'vitest';
import { SCOPES } from '../../src/engine';
import {
  compareMeetingsFor,
  mayCall,
  meetingActions,
  meetingStanding,
  meetingTime,
  normaliseResponse,
  responseOf,
  takesAnswer,
  type ListedMeeting,
  type MeetingActions,
  type MeetingCall,
  type MeetingStanding,
} from '../../src/engine/lazy/meetings';

const OWNER = 'u-owner';
const ME = 'u-me';
const NOW = new Date('2027-03-10T12:00:00Z');

const meeting = (overrides: Partial<ListedMeeting & { endTime: string }> = {}) => ({
  id: 'm1',
  ownerId: OWNER,
  meetingTypeName: 'attendee-to-attendee' as const,
  status: 'active' as const,
  time: '2027-03-10T15:00:00Z',
  endTime: '2027-03-10T15:30:00Z',
  requests: [{ userId: ME, invitationResponse: 'pending' }],
  ...overrides,
});
const invitedAs = (invitationResponse: string) => meeting({ requests: [{ userId: ME, invitationResponse }] });

describe('invitation answers (spec 2 §4)', () => {
  it.each([
    ['pending', 'pending'],
    ['invited', 'pending'],
    ['accepted', 'accepted'],
    ['declined', 'declined'],
    [' Accepted ', 'accepted'],
    ['DECLINED', 'declined'],
    ['tentative', 'pending'],
    ['constructor', 'pending'],
    ['', 'pending'],
    [null, 'pending'],
    [undefined, 'pending'],
  ] as const)('%j → %s', (stored, normalised) => {
    expect(normaliseResponse(stored)).toBe(normalised);
  });

  it('counts the owner as accepted, an invitee by their answer, anyone else as no answer', () => {
    expect(responseOf(invitedAs('declined'), OWNER)).toBe('accepted');
    expect(responseOf(invitedAs('invited'), ME)).toBe('pending');
    expect(responseOf(invitedAs('accepted'), 'u-stranger')).toBeUndefined();
  });

  it('counts every participant of an expert-connect meeting as its owner, but not a stranger', () => {
    const expert = meeting({ meetingTypeName: 'expert-connect' });
    expect(meetingStanding(expert, ME)).toBe('owner');
    expect(responseOf(expert, ME)).toBe('accepted');
    expect(meetingStanding(expert, 'u-stranger')).toBe('other');
  });
});

describe('where a meeting stands for the user', () => {
  it.each<[string, ReturnType<typeof meeting>, string, MeetingStanding]>([
    ['an unanswered invitation', invitedAs('invited'), ME, 'pending'],
    ['an accepted one', invitedAs('accepted'), ME, 'accepted'],
    ['a declined one', invitedAs('declined'), ME, 'declined'],
    ['an unknown answer', invitedAs('maybe'), ME, 'pending'],
    ['the own meeting', invitedAs('accepted'), OWNER, 'owner'],
    ['a cancelled meeting, even the own', meeting({ status: 'cancelled' }), OWNER, 'cancelled'],
    ['someone else’s meeting', invitedAs('accepted'), 'u-stranger', 'other'],
  ])('%s → %s', (_case, listed, userId, standing) => {
    expect(meetingStanding(listed, userId)).toBe(standing);
  });
});

describe('the meeting sort order (spec 2 §4)', () => {
  it('lists pending, accepted, declined, owned, cancelled, others; ties by start, then id', () => {
    const meetings = [
      meeting({ id: 'other', ownerId: 'u-x', requests: [] }),
      meeting({ id: 'cancelled', status: 'cancelled' }),
      meeting({ id: 'owned', ownerId: ME, requests: [] }),
      meeting({ id: 'declined', requests: [{ userId: ME, invitationResponse: 'declined' }] }),
      meeting({ id: 'accepted-late', time: '2027-03-11T09:00:00Z', requests: [{ userId: ME, invitationResponse: 'accepted' }] }),
      meeting({ id: 'accepted-early', time: '2027-03-10T09:00:00Z', requests: [{ userId: ME, invitationResponse: 'accepted' }] }),
      meeting({ id: 'pending-b', requests: [{ userId: ME, invitationResponse: 'invited' }] }),
      meeting({ id: 'pending-a', requests: [{ userId: ME, invitationResponse: 'pending' }] }),
    ];
    expect(meetings.sort(compareMeetingsFor(ME)).map((listed) => listed.id)).toEqual([
      'pending-a',
      'pending-b',
      'accepted-early',
      'accepted-late',
      'declined',
      'owned',
      'cancelled',
      'other',
    ]);
  });
});

describe('meeting scopes (spec 2 §6)', () => {
  it.each<[MeetingCall, string, boolean]>([
    ['create', SCOPES.meetings, true],
    ['create', SCOPES.sideMeetings, false],
    ['update', SCOPES.expertConnect, false],
    ['load', SCOPES.meetings, true],
    ['message', SCOPES.eventTools, false],
    ['remove', SCOPES.meetings, true],
    ['remove', SCOPES.expertConnect, true],
    ['remove', SCOPES.sideMeetings, false],
    ['respond', SCOPES.sideMeetings, true],
    ['respond', SCOPES.expertConnect, true],
    ['respond', SCOPES.eventTools, false],
    ['pendingCount', SCOPES.sideMeetings, true],
    ['pendingCount', SCOPES.sessionCatalog, false],
  ])('%s with %s → %s', (call, scope, allowed) => {
    expect(mayCall(call, [scope])).toBe(allowed);
  });
});

describe('who may do what with a meeting (spec 2 §6)', () => {
  const attendee = [SCOPES.meetings, SCOPES.eventTools];
  const none: MeetingActions = { edit: false, cancel: false, accept: false, decline: false, message: false };
  it.each<[string, ReturnType<typeof meeting>, string, readonly string[], Date, MeetingActions]>([
    ['the organiser edits, cancels and messages', meeting(), OWNER, attendee, NOW, { ...none, edit: true, cancel: true, message: true }],
    ['a pending invitee accepts, declines and messages', meeting(), ME, attendee, NOW, { ...none, accept: true, decline: true, message: true }],
    ['an accepted invitee may still decline', invitedAs('accepted'), ME, attendee, NOW, { ...none, decline: true, message: true }],
    ['a declined invitee may still accept', invitedAs('declined'), ME, attendee, NOW, { ...none, accept: true, message: true }],
    ['a stranger does nothing', meeting(), 'u-stranger', attendee, NOW, none],
    ['nobody changes a cancelled meeting or messages about it', meeting({ status: 'cancelled' }), OWNER, attendee, NOW, none],
    ['nobody changes a meeting that is over, but its people may still write', meeting(), ME, attendee, new Date('2027-03-10T15:30:00Z'), { ...none, message: true }],
    ['a meeting under way still changes', meeting(), OWNER, attendee, new Date('2027-03-10T15:29:59Z'), { ...none, edit: true, cancel: true, message: true }],
    ['expert-connect: cancelled but never edited by its holder', meeting({ meetingTypeName: 'expert-connect' }), ME, attendee, NOW, { ...none, cancel: true, message: true }],
    ['expert-connect scope alone: cancel only', meeting({ meetingTypeName: 'expert-connect' }), ME, [SCOPES.expertConnect], NOW, { ...none, cancel: true }],
    ['a side-meetings invitee answers but does not write', meeting(), ME, [SCOPES.sideMeetings], NOW, { ...none, accept: true, decline: true }],
    ['an organiser without the meetings scope does nothing', meeting(), OWNER, [SCOPES.eventTools], NOW, none],
  ])('%s', (_case, subject, userId, scopes, now, actions) => {
    expect(meetingActions(subject, { id: userId, scopes }, now)).toEqual(actions);
  });

  it('takes answers only for schedule events of type Meeting', () => {
    expect(takesAnswer({ eventTypeValue: 'Meeting' })).toBe(true);
    for (const eventTypeValue of ['Appointment', 'ExecutiveSideMeeting', 'Topic'] as const) expect(takesAnswer({ eventTypeValue })).toBe(false);
  });
});

describe('meeting times as sent (spec 2 §7)', () => {
  it('pairs the instant with the event’s wall clock', () => {
    expect(meetingTime(new Date('2027-03-10T17:30:00Z'), 'America/Los_Angeles')).toEqual({ utc: '2027-03-10T17:30:00.000Z', eventTime: '2027-03-10T09:30' });
  });
});
