/**
 * Meetings between attendees (spec 2 §3, §4, §6): invitation answers, the order My meetings lists them in, and who may
 * do what. Shared by the browser (which buttons to offer) and the server (what to refuse), so both always agree.
 * Contracts in `schemas/api/meetings/`.
 */
import type { InvitationResponse } from '../../../schemas/generated/api/meetings/invitation-response';
import type { Meeting } from '../../../schemas/generated/api/meetings/meeting';
import type { MeetingTime } from '../../../schemas/generated/api/meetings/meeting-time';
import type { ScheduleEvent } from '../../../schemas/generated/api/schedule/schedule-event';
import { SCOPES } from '../scopes';
import { toZonedInputValue } from './testing-time';

export type { InvitationResponse, Meeting, MeetingTime };
export type { AttendeeSuggestion } from '../../../schemas/generated/api/meetings/attendee-suggestion';
export type { AttendeeSuggestions } from '../../../schemas/generated/api/meetings/suggestions';
export type { MeetingCreateRequest } from '../../../schemas/generated/api/meetings/create-request';
export type { MeetingFields } from '../../../schemas/generated/api/meetings/meeting-fields';
export type { MeetingList } from '../../../schemas/generated/api/meetings/meeting-list';
export type { MeetingMessageRequest } from '../../../schemas/generated/api/meetings/message-request';
export type { MeetingParticipantRequest } from '../../../schemas/generated/api/meetings/participant-request';
export type { MeetingPendingCount } from '../../../schemas/generated/api/meetings/pending-count';
export type { MeetingResponseResult } from '../../../schemas/generated/api/meetings/response-result';
export type { MeetingTypeName } from '../../../schemas/generated/api/meetings/meeting-type-name';
export type { MeetingUpdateRequest } from '../../../schemas/generated/api/meetings/update-request';

/** The answers as the contract spells them (spec 2 §4). */
export const INVITATION_RESPONSES = ['pending', 'accepted', 'declined'] as const satisfies readonly InvitationResponse[];

/** Answers as stored, by their spelling; `invited` is one more way to say pending. Anything else is unknown. */
const RESPONSE_SPELLINGS: ReadonlyMap<string, InvitationResponse> = new Map([
  ...INVITATION_RESPONSES.map((response) => [response, response] as const),
  ['invited', 'pending'],
]);

/**
 * Spec 2 §4: an answer as the contract spells it. `invited` is still waiting for an answer, so it is pending; so is an
 * unknown answer, because asking again is safer than assuming a yes or a no. Case and spaces do not count.
 */
export function normaliseResponse(stored: string | null | undefined): InvitationResponse {
  return RESPONSE_SPELLINGS.get((stored ?? '').trim().toLowerCase()) ?? 'pending';
}

/** What the rules read of a meeting: answers may be as stored (any spelling), so a database row fits as well. */
export interface MeetingParticipation extends Pick<Meeting, 'ownerId' | 'meetingTypeName' | 'status'> {
  requests: readonly { userId: string; invitationResponse: string }[];
}

export const isCancelled = (meeting: Pick<Meeting, 'status'>): boolean => meeting.status === 'cancelled';

/** Expert-connect meetings are booked in another tool: they are not edited here (spec 2 §6). */
export const isExpertConnect = (meeting: Pick<Meeting, 'meetingTypeName'>): boolean => meeting.meetingTypeName === 'expert-connect';

const takesPart = (meeting: MeetingParticipation, userId: string): boolean =>
  meeting.ownerId === userId || meeting.requests.some((request) => request.userId === userId);

/** The organiser: the owner, or any participant of an expert-connect meeting, which counts them as owner (spec 2 §6). */
export const isOrganiser = (meeting: MeetingParticipation, userId: string): boolean =>
  meeting.ownerId === userId || (isExpertConnect(meeting) && takesPart(meeting, userId));

/** The user's answer: the organiser's is accepted (spec 2 §4), an invitee's as normalised; undefined for anyone else. */
export function responseOf(meeting: MeetingParticipation, userId: string): InvitationResponse | undefined {
  if (isOrganiser(meeting, userId)) return 'accepted';
  const request = meeting.requests.find((candidate) => candidate.userId === userId);
  return request ? normaliseResponse(request.invitationResponse) : undefined;
}

/** Where a meeting stands for one user, which decides its place in their list. */
export type MeetingStanding = InvitationResponse | 'owner' | 'cancelled' | 'other';

/** Spec 2 §4: meetings waiting for the user's answer come first, cancelled ones and those of others last. */
export const MEETING_SORT_RANK: Readonly<Record<MeetingStanding, number>> = { pending: 1, accepted: 2, declined: 3, owner: 4, cancelled: 5, other: 6 };

export function meetingStanding(meeting: MeetingParticipation, userId: string): MeetingStanding {
  if (isCancelled(meeting)) return 'cancelled';
  if (isOrganiser(meeting, userId)) return 'owner';
  return responseOf(meeting, userId) ?? 'other';
}

/** A meeting as a list sorts it. */
export type ListedMeeting = MeetingParticipation & Pick<Meeting, 'id' | 'time'>;

/** The meeting sort order of spec 2 §4 for one user as a comparator: by standing, then by start, then by id (stable). */
export function compareMeetingsFor(userId: string): (a: ListedMeeting, b: ListedMeeting) => number {
  return (a, b) =>
    MEETING_SORT_RANK[meetingStanding(a, userId)] - MEETING_SORT_RANK[meetingStanding(b, userId)] ||
    Date.parse(a.time) - Date.parse(b.time) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** Scopes that count as "a meeting scope" (spec 2 §6): any of them shows the appointment and meeting filters. */
export const MEETING_SCOPES: readonly string[] = [SCOPES.meetings, SCOPES.sideMeetings, SCOPES.expertConnect];

/** Spec 2 §6, one row per call: any one of the scopes listed allows it. */
export const MEETING_CALL_SCOPES = {
  create: [SCOPES.meetings],
  update: [SCOPES.meetings],
  load: [SCOPES.meetings],
  message: [SCOPES.meetings],
  remove: [SCOPES.meetings, SCOPES.expertConnect],
  respond: MEETING_SCOPES,
  pendingCount: MEETING_SCOPES,
} as const satisfies Record<string, readonly string[]>;

export type MeetingCall = keyof typeof MEETING_CALL_SCOPES;

export const mayCall = (call: MeetingCall, scopes: readonly string[]): boolean =>
  (MEETING_CALL_SCOPES[call] as readonly string[]).some((scope) => scopes.includes(scope));

/** What a user may do with one meeting; each is a button in the browser and a refusal (404/403) on the server. */
export interface MeetingActions {
  edit: boolean;
  cancel: boolean;
  accept: boolean;
  decline: boolean;
  message: boolean;
}

export interface MeetingViewer {
  id: string;
  scopes: readonly string[];
}

/**
 * Spec 2 §6: only the organiser edits (never an expert-connect meeting) and cancels; invitees accept or decline, each
 * offered unless it is already their answer. A cancelled meeting, or one that is over, changes no more. Its
 * participants may still message each other after it ended, but not once it is cancelled.
 */
export function meetingActions(meeting: MeetingParticipation & Pick<Meeting, 'endTime'>, viewer: MeetingViewer, now: Date): MeetingActions {
  const response = responseOf(meeting, viewer.id);
  const organiser = isOrganiser(meeting, viewer.id);
  const invitee = response !== undefined && !organiser;
  const open = !isCancelled(meeting) && now.getTime() < Date.parse(meeting.endTime);
  const may = (call: MeetingCall) => mayCall(call, viewer.scopes);
  return {
    edit: open && organiser && !isExpertConnect(meeting) && may('update'),
    cancel: open && organiser && may('remove'),
    accept: open && invitee && response !== 'accepted' && may('respond'),
    decline: open && invitee && response !== 'declined' && may('respond'),
    message: response !== undefined && !isCancelled(meeting) && may('message'),
  };
}

/** Spec 2 §4: of My schedule's events, only meetings take an answer (not appointments, sessions or side meetings). */
export const takesAnswer = (event: Pick<ScheduleEvent, 'eventTypeValue'>): boolean => event.eventTypeValue === 'Meeting';

/** A meeting time as a create or update sends it (spec 2 §7): the instant, and the same on the event's wall clock. */
export const meetingTime = (moment: Date, eventTimeZone: string): MeetingTime => ({ utc: moment.toISOString(), eventTime: toZonedInputValue(moment, eventTimeZone) });
