import type { ScheduleEvent } from '../../../../src/api/lazy/schedule';
import { takesAnswer } from '../../../../src/engine/lazy/meetings';

/** A meeting's invitation still to answer, or declined, says so; an accepted one needs no mark. */
const INVITATION_MARKS: Partial<Record<ScheduleEvent['state'], string>> = { pending: 'status.invitation-pending', declined: 'status.invitation-declined' };

/** The marks an event carries besides its time and place, as text keys: enrollment or invitation first, then its nature. */
export function statusKeys(event: ScheduleEvent): string[] {
  const keys: string[] = [];
  const enrollment = event.enrollmentStatus;
  if (enrollment === 'waitlisted' || enrollment === 'nominated' || enrollment === 'declined' || enrollment === 'confirmed') keys.push(`status.${enrollment}`);
  const invitation = takesAnswer(event) ? INVITATION_MARKS[event.state] : undefined;
  if (invitation) keys.push(invitation);
  if (event.isMandatory) keys.push('status.mandatory');
  return keys;
}
