import { describe, expect, it } from 'vitest';
import { alternateLocation, initialMeetingPlace, isOnline, meetingPlaceFor, meetingPlaceProblem, ONLINE_PLACE } from '../../src/engine/lazy/meeting-location';

const venue = { meetingLocation: 'Meeting centre', area: 'Zone B', tableSize: 4 };

describe('where a meeting takes place (spec 2 §5)', () => {
  it('starts in Teams, or unchosen when organisers choose the place', () => {
    expect(initialMeetingPlace(false)).toEqual({ meetingLocation: 'Teams', area: null, tableSize: null });
    expect(initialMeetingPlace(true)).toEqual({ meetingLocation: '', area: null, tableSize: null });
  });

  it('clears the area and table size for an alternate location', () => {
    expect(alternateLocation('Hotel lobby')).toEqual({ meetingLocation: 'Hotel lobby', area: null, tableSize: null });
  });

  it('knows Teams whatever its case', () => {
    expect(isOnline({ meetingLocation: ' teams ' })).toBe(true);
    expect(isOnline({ meetingLocation: 'Meeting centre' })).toBe(false);
  });

  it.each([
    ['flag off: always Teams', venue, false, ONLINE_PLACE],
    ['flag off, nothing sent', {}, false, ONLINE_PLACE],
    ['flag on: the venue area as chosen', venue, true, venue],
    ['flag on: Teams has no area or table', { meetingLocation: 'Teams', area: 'Zone B', tableSize: 4 }, true, ONLINE_PLACE],
    ['flag on: trimmed, a blank area is none', { meetingLocation: ' Lobby ', area: '  ', tableSize: null }, true, { meetingLocation: 'Lobby', area: null, tableSize: null }],
  ])('%s', (_case, sent, showMeetingLocation, saved) => {
    expect(meetingPlaceFor(sent, showMeetingLocation)).toEqual(saved);
  });

  it.each([
    ['flag on, nothing chosen', { meetingLocation: ' ' }, true, 'location-required'],
    ['flag on, a place chosen', venue, true, undefined],
    ['flag off, nothing chosen', {}, false, undefined],
  ] as const)('%s → %s', (_case, sent, showMeetingLocation, problem) => {
    expect(meetingPlaceProblem(sent, showMeetingLocation)).toBe(problem);
  });
});
