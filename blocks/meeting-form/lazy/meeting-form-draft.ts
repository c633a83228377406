/**
 * The meeting form's state and how it becomes what is saved (spec 2 §5, §7): times typed on the event's clock are sent
 * as MeetingTime objects, the place by the location rule, the invitees by their user ids.
 */
import type { AttendeeSuggestion, Meeting } from '../../../src/api/lazy/meetings';
import type { MeetingDraftProblem } from '../../../src/engine/lazy/meeting-draft';
import { meetingPlaceFor, ONLINE_PLACE, initialMeetingPlace, isOnline, alternateLocation, type MeetingPlace } from '../../../src/engine/lazy/meeting-location';
import { meetingTime, type MeetingFields, type MeetingTime } from '../../../src/engine/lazy/meetings';
import { fromZonedInputValue, toZonedInputValue } from '../../../src/engine/lazy/testing-time';
import { httpUrl } from '../../shared/safe-url';

/** Someone invited: as a suggestion names them, or as a meeting's participant does (without job and company). */
export type Invitee = Pick<AttendeeSuggestion, 'userId' | 'attendeeId' | 'displayName'> & Partial<Pick<AttendeeSuggestion, 'jobTitle' | 'company'>>;

/** With showMeetingLocation on: online in Teams, one of the venue's meeting areas, or anywhere else the organiser names. */
export type PlaceChoice = 'online' | 'venue' | 'alternate';

export interface MeetingDraft {
  subject: string;
  description: string;
  /** `datetime-local` values on the event's clock. */
  start: string;
  end: string;
  invitees: Invitee[];
  /** Null until the organiser chooses (with showMeetingLocation on, a new meeting starts without a place). */
  choice: PlaceChoice | null;
  place: MeetingPlace;
  meetingUrl: string;
  accounts: string[];
}

/** The fields a problem is shown by, in the order the form shows them (the first gets the focus on a refused save). */
export const FORM_FIELDS = ['subject', 'start', 'end', 'invitees', 'place', 'meetingUrl'] as const;
export type FormField = (typeof FORM_FIELDS)[number];

/** The draft's problems: meetingDraftProblems' and a join address that is no http(s) address. */
export type FormProblem = MeetingDraftProblem | 'invalid-url';

export const PROBLEM_FIELD: Readonly<Record<FormProblem, FormField>> = {
  'subject-required': 'subject',
  'invalid-time': 'start',
  'in-the-past': 'start',
  'end-before-start': 'end',
  'no-invitees': 'invitees',
  capacity: 'invitees',
  'location-required': 'place',
  'invalid-url': 'meetingUrl',
};

const HOUR_MS = 3_600_000;
/** A new meeting is proposed for half an hour from the next full hour; the organiser changes it as they like. */
const DEFAULT_LENGTH_MS = 1_800_000;

export function newDraft({ now, timeZone, showMeetingLocation, invitees }: { now: Date; timeZone: string; showMeetingLocation: boolean; invitees: Invitee[] }): MeetingDraft {
  const start = new Date(Math.ceil((now.getTime() + 1) / HOUR_MS) * HOUR_MS);
  return {
    subject: '',
    description: '',
    start: toZonedInputValue(start, timeZone),
    end: toZonedInputValue(new Date(start.getTime() + DEFAULT_LENGTH_MS), timeZone),
    invitees,
    choice: showMeetingLocation ? null : 'online',
    place: initialMeetingPlace(showMeetingLocation),
    meetingUrl: '',
    accounts: [],
  };
}

/** Where a saved meeting is: online, at one of the venue's areas (it has an area or a table), or elsewhere. */
export function choiceOf(place: MeetingPlace): PlaceChoice {
  if (isOnline(place)) return 'online';
  return place.area !== null || place.tableSize !== null ? 'venue' : 'alternate';
}

/** The organiser's meeting as the form starts editing it. */
export function draftOf(meeting: Meeting, timeZone: string): MeetingDraft {
  return {
    subject: meeting.subject,
    description: meeting.description,
    start: toZonedInputValue(new Date(meeting.time), timeZone),
    end: toZonedInputValue(new Date(meeting.endTime), timeZone),
    invitees: meeting.requests.map(({ userId, attendeeId, displayName }) => ({ userId, attendeeId, displayName })),
    choice: choiceOf(meeting),
    place: { meetingLocation: meeting.meetingLocation, area: meeting.area, tableSize: meeting.tableSize },
    meetingUrl: meeting.meetingUrl ?? '',
    accounts: meeting.accounts,
  };
}

/** The place after choosing: an alternate location keeps the name typed and loses area and table size (spec 2 §5). */
export function placeFor(choice: PlaceChoice, current: MeetingPlace): MeetingPlace {
  if (choice === 'online') return ONLINE_PLACE;
  const typed = isOnline(current) ? '' : current.meetingLocation;
  return choice === 'alternate' ? alternateLocation(typed) : { ...current, meetingLocation: typed };
}

/** A typed time as sent; one that is no time on the event's clock stays unreadable, which meetingDraftProblems reports. */
function timeOf(value: string, timeZone: string): MeetingTime {
  const moment = fromZonedInputValue(value, timeZone);
  return moment ? meetingTime(moment, timeZone) : { utc: '', eventTime: value };
}

/** What the draft saves as (spec 2 §7); the place as the location rule keeps it. */
export function fieldsOf(draft: MeetingDraft, { timeZone, showMeetingLocation }: { timeZone: string; showMeetingLocation: boolean }): MeetingFields {
  const place = meetingPlaceFor(draft.choice === null ? { meetingLocation: '' } : draft.place, showMeetingLocation);
  return {
    subject: draft.subject.trim(),
    description: draft.description,
    time: timeOf(draft.start, timeZone),
    endTime: timeOf(draft.end, timeZone),
    ...place,
    invitees: draft.invitees.map((invitee) => invitee.userId),
    meetingUrl: isOnline(place) ? draft.meetingUrl.trim() || null : null,
    accounts: draft.accounts,
  };
}

/** A join address is optional; one given must be an http(s) address (the contract's pattern). */
export const urlProblem = (fields: Pick<MeetingFields, 'meetingUrl'>): FormProblem[] => (fields.meetingUrl && !httpUrl(fields.meetingUrl) ? ['invalid-url'] : []);
