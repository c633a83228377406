/**
 * What stops a meeting from being saved (spec 2 §5, §8): the form shows each problem by its field, the server answers
 * 400 with the first and saves nothing.
 * The contract (schemas/api/meetings/meeting-fields.json) bounds the lengths, with the limits below.
 */
import type { Meeting } from '../../../schemas/generated/api/meetings/meeting';
import type { MeetingFields } from '../../../schemas/generated/api/meetings/meeting-fields';
import { addInvitees } from './meeting-invitees';
import { meetingPlaceProblem } from './meeting-location';

/** The longest texts of a meeting, in characters (code points): the forms' counters and the contracts' maxLength. */
export const MEETING_TEXT_LIMITS = { subject: 200, description: 4000, meetingLocation: 200, area: 200 } as const;

export type MeetingDraftProblem = 'subject-required' | 'invalid-time' | 'end-before-start' | 'in-the-past' | 'no-invitees' | 'capacity' | 'location-required';

export interface MeetingDraftContext {
  now: Date;
  ownerId: string;
  capacity: number;
  showMeetingLocation: boolean;
  /** The meeting being edited: a start it already had may lie in the past (the meeting is under way). */
  editing?: Pick<Meeting, 'time'>;
}

function timeProblem(draft: Pick<MeetingFields, 'time' | 'endTime'>, { now, editing }: MeetingDraftContext): MeetingDraftProblem | undefined {
  const start = Date.parse(draft.time.utc);
  const end = Date.parse(draft.endTime.utc);
  if (Number.isNaN(start) || Number.isNaN(end)) return 'invalid-time';
  if (end <= start) return 'end-before-start';
  const keptStart = editing !== undefined && Date.parse(editing.time) === start;
  return start < now.getTime() && !keptStart ? 'in-the-past' : undefined;
}

/**
 * Every problem of a meeting as its organiser would save it, none when it can be saved. The owner and repeated
 * invitees are not counted (they are never added), so only real invitees beyond the capacity are a problem.
 */
export function meetingDraftProblems(draft: MeetingFields, context: MeetingDraftContext): MeetingDraftProblem[] {
  const candidates = draft.invitees.map((userId) => ({ userId }));
  const { invitees, capacityReached } = addInvitees([], candidates, { ownerId: context.ownerId, capacity: context.capacity });
  const problems: (MeetingDraftProblem | undefined)[] = [
    draft.subject.trim() === '' ? 'subject-required' : undefined,
    timeProblem(draft, context),
    invitees.length === 0 ? 'no-invitees' : undefined,
    capacityReached ? 'capacity' : undefined,
    meetingPlaceProblem(draft, context.showMeetingLocation),
  ];
  return problems.filter((problem) => problem !== undefined);
}
