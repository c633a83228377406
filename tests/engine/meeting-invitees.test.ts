import { describe, expect, it } from 'vitest';
import {
  addInvitees,
  DEFAULT_MEETING_CAPACITY,
  inviteeLimit,
  meetingCapacity,
  offerableSuggestions,
  suggestTerm,
} from '../../src/engine/lazy/meeting-invitees';

const people = (count: number, from = 1) => Array.from({ length: count }, (_, index) => ({ userId: `u${from + index}` }));
const ids = (invitees: readonly { userId: string }[]) => invitees.map((invitee) => invitee.userId);
const OWNER = 'u-owner';

describe('the meeting capacity setting (spec 2 §5, §9)', () => {
  it.each<[string, unknown, number]>([
    ['unset', undefined, 10],
    ['the default', 10, 10],
    ['a larger meeting', 11, 11],
    ['the smallest meeting', 2, 2],
    ['too small to invite anyone', 1, DEFAULT_MEETING_CAPACITY],
    ['not a whole number', 4.5, DEFAULT_MEETING_CAPACITY],
    ['a string', '12', DEFAULT_MEETING_CAPACITY],
    ['above the ceiling', 500, 100],
  ])('%s (%j) → %i', (_case, value, capacity) => {
    expect(meetingCapacity((name) => (name === 'attendeeMeetingCapacityLimit' ? value : undefined))).toBe(capacity);
  });

  it('leaves one place for the owner', () => {
    expect(inviteeLimit(10)).toBe(9);
  });
});

describe('adding invitees (spec 2 §5)', () => {
  it.each([
    ['8 invited, one more: 9 and no warning', 8, 1, 10, 9, false],
    ['9 invited, one more: still 9, warned', 9, 1, 10, 9, true],
    ['7 invited, three more: the first two, warned', 7, 3, 10, 9, true],
    ['capacity 11: a 10th invitee fits', 9, 1, 11, 10, false],
    ['capacity 11: an 11th does not', 10, 1, 11, 10, true],
  ])('%s', (_case, invited, added, capacity, total, warned) => {
    const result = addInvitees(people(invited), people(added, invited + 1), { ownerId: OWNER, capacity });
    expect(result.invitees).toHaveLength(total);
    expect(result.capacityReached).toBe(warned);
  });

  it('never adds the owner or anyone twice, and does not warn about them', () => {
    const result = addInvitees(people(2), [{ userId: OWNER }, { userId: 'u1' }, { userId: 'u3' }, { userId: 'u3' }], { ownerId: OWNER, capacity: 10 });
    expect(ids(result.invitees)).toEqual(['u1', 'u2', 'u3']);
    expect(result.capacityReached).toBe(false);
  });

  it('does not warn about a duplicate of a full meeting', () => {
    expect(addInvitees(people(9), [{ userId: 'u9' }, { userId: OWNER }], { ownerId: OWNER, capacity: 10 }).capacityReached).toBe(false);
  });

  it('keeps what each invitee carries and leaves the current list as it was', () => {
    const current = [{ userId: 'u1', displayName: 'Ada' }];
    const result = addInvitees(current, [{ userId: 'u2', displayName: 'Grace' }], { ownerId: OWNER, capacity: 10 });
    expect(result.invitees).toEqual([
      { userId: 'u1', displayName: 'Ada' },
      { userId: 'u2', displayName: 'Grace' },
    ]);
    expect(current).toHaveLength(1);
  });
});

describe('invitee suggestions (spec 2 §5)', () => {
  it.each<[string, string | undefined]>([
    ['', undefined],
    ['a', undefined],
    ['a.', undefined],
    ['a .', undefined],
    ['ad', 'ad'],
    ['  ada  ', 'ada'],
    ['Dr.', 'Dr'],
    ['Ada L. ', 'Ada L'],
    ['Ada...', 'Ada'],
    ['李明', '李明'],
    ['😀x', '😀x'],
  ])('%j searches for %j', (typed, term) => {
    expect(suggestTerm(typed)).toBe(term);
  });

  it('never offers the user’s own entry or someone already invited', () => {
    const found = [{ userId: 'me' }, { userId: 'u1' }, { userId: 'u2' }];
    expect(ids(offerableSuggestions(found, { selfId: 'me', invitedIds: ['u2'] }))).toEqual(['u1']);
  });
});
