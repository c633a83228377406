import type { ScheduleEvent } from '../../../../src/api/lazy/schedule';

/** The marks an event carries besides its time and place, as text keys: enrollment first, then its nature. */
export function statusKeys(event: ScheduleEvent): string[] {
  const keys: string[] = [];
  const enrollment = event.enrollmentStatus;
  if (enrollment === 'waitlisted' || enrollment === 'nominated' || enrollment === 'declined' || enrollment === 'confirmed') keys.push(`status.${enrollment}`);
  if (event.isMandatory) keys.push('status.mandatory');
  return keys;
}
