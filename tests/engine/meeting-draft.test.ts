import { describe, expect, it } from 'vitest';
import { meetingDraftProblems, type MeetingDraftContext, type MeetingDraftProblem } from '../../src/engine/lazy/meeting-draft';
import type { MeetingFields } from '../../src/engine/lazy/meetings';

const NOW = new Date('2027-03-10T12:00:00Z');
const time = (utc: string) => ({ utc, eventTime: '2027-03-10T09:00' });
const draft = (overrides: Partial<MeetingFields> = {}): MeetingFields => ({
  subject: 'Catch up',
  time: time('2027-03-10T15:00:00Z'),
  endTime: time('2027-03-10T15:30:00Z'),
  invitees: ['u1'],
  ...overrides,
});
const context: MeetingDraftContext = { now: NOW, ownerId: 'owner', capacity: 10, showMeetingLocation: false };
const invitees = (count: number) => Array.from({ length: count }, (_, index) => `u${index + 1}`);

describe('what stops a meeting from being saved (spec 2 §5, §8)', () => {
  it.each<[string, MeetingFields, Partial<MeetingDraftContext>, MeetingDraftProblem[]]>([
    ['a good meeting', draft(), {}, []],
    ['a blank subject', draft({ subject: '   ' }), {}, ['subject-required']],
    ['an unreadable time', draft({ time: time('tomorrow') }), {}, ['invalid-time']],
    ['ending as it starts', draft({ endTime: time('2027-03-10T15:00:00Z') }), {}, ['end-before-start']],
    ['ending before it starts', draft({ endTime: time('2027-03-10T14:00:00Z') }), {}, ['end-before-start']],
    ['starting a moment ago', draft({ time: time('2027-03-10T11:59:59Z') }), {}, ['in-the-past']],
    ['starting now', draft({ time: time('2027-03-10T12:00:00Z') }), {}, []],
    ['under way, its start kept while editing', draft({ time: time('2027-03-10T11:00:00Z') }), { editing: { time: '2027-03-10T11:00:00.000Z' } }, []],
    ['edited to start in the past', draft({ time: time('2027-03-10T11:00:00Z') }), { editing: { time: '2027-03-10T11:30:00Z' } }, ['in-the-past']],
    ['nobody invited', draft({ invitees: [] }), {}, ['no-invitees']],
    ['only the owner invited', draft({ invitees: ['owner'] }), {}, ['no-invitees']],
    ['9 invitees', draft({ invitees: invitees(9) }), {}, []],
    ['10 invitees', draft({ invitees: invitees(10) }), {}, ['capacity']],
    ['9 invitees, a duplicate and the owner', draft({ invitees: [...invitees(9), 'u1', 'owner'] }), {}, []],
    ['10 invitees with capacity 11', draft({ invitees: invitees(10) }), { capacity: 11 }, []],
    ['no place while organisers choose it', draft({ meetingLocation: '' }), { showMeetingLocation: true }, ['location-required']],
    ['several problems at once', draft({ subject: '', invitees: [] }), {}, ['subject-required', 'no-invitees']],
  ])('%s → %j', (_case, subject, overrides, problems) => {
    expect(meetingDraftProblems(subject, { ...context, ...overrides })).toEqual(problems);
  });
});
