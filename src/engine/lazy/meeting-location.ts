/**
 * Where a meeting takes place (spec 2 §5). Online in Teams unless the site lets organisers choose a place
 * (showMeetingLocation). The venue's meeting location has areas and table sizes; an alternate location (anywhere else
 * the organiser names) has neither.
 */
import type { Meeting } from '../../../schemas/generated/api/meetings/meeting';

export const ONLINE_MEETING_LOCATION = 'Teams';

export type MeetingPlace = Pick<Meeting, 'meetingLocation' | 'area' | 'tableSize'>;

export const ONLINE_PLACE: MeetingPlace = { meetingLocation: ONLINE_MEETING_LOCATION, area: null, tableSize: null };

export const isOnline = (place: Pick<MeetingPlace, 'meetingLocation'>): boolean =>
  place.meetingLocation.trim().toLowerCase() === ONLINE_MEETING_LOCATION.toLowerCase();

/** A new meeting's place: Teams, or with showMeetingLocation on, nothing until the organiser chooses. */
export const initialMeetingPlace = (showMeetingLocation: boolean): MeetingPlace =>
  showMeetingLocation ? { meetingLocation: '', area: null, tableSize: null } : ONLINE_PLACE;

/** Spec 2 §5: an alternate location clears the area and table size, which only the venue's areas have. */
export const alternateLocation = (meetingLocation: string): MeetingPlace => ({ meetingLocation, area: null, tableSize: null });

/** With showMeetingLocation on, the organiser must name a place (Teams is one of the choices). */
export const meetingPlaceProblem = (sent: Partial<MeetingPlace>, showMeetingLocation: boolean): 'location-required' | undefined =>
  showMeetingLocation && !sent.meetingLocation?.trim() ? 'location-required' : undefined;

/**
 * The place a meeting is saved with: always Teams while showMeetingLocation is off, whatever was sent (a page opened
 * before the flag changed cannot choose a place); else what was sent, trimmed, and an online meeting has no area or table.
 */
export function meetingPlaceFor(sent: Partial<MeetingPlace>, showMeetingLocation: boolean): MeetingPlace {
  const meetingLocation = sent.meetingLocation?.trim() ?? '';
  if (!showMeetingLocation || isOnline({ meetingLocation })) return ONLINE_PLACE;
  return { meetingLocation, area: sent.area?.trim() || null, tableSize: sent.tableSize ?? null };
}
