import type { Appointment, AppointmentFields, AppointmentProblem, AppointmentType, EventDays } from '../../../src/engine/lazy/appointments';
import { fromZonedInputValue, toZonedInputValue } from '../../../src/engine/lazy/testing-time';

/** The form's values as typed: the times as `datetime-local` values on the event's clock. */
export interface AppointmentDraft {
  name: string;
  appointmentType: AppointmentType;
  start: string;
  finish: string;
  location: string;
  description: string;
}

/** The form's parts a problem is shown by: the name, the two times together, the place, the notes. */
export type DraftPart = 'name' | 'time' | 'location' | 'description';

const HOUR_MS = 60 * 60_000;
/** A new appointment lasts an hour until changed. */
const FIRST_LENGTH_MS = HOUR_MS;
/** Before the event, a new appointment starts on its first morning rather than next hour. */
const FIRST_MORNING = 'T09:00';

const wall = (instant: Date, timeZone: string) => toZonedInputValue(instant, timeZone);

/**
 * A new appointment: from the next full hour on the event's clock, for an hour; on the event's first morning while the
 * event is still to come.
 */
export function newDraft(now: Date, days: EventDays | null, timeZone: string): AppointmentDraft {
  const nextHour = fromZonedInputValue(`${wall(new Date(now.getTime() + HOUR_MS), timeZone).slice(0, 13)}:00`, timeZone) ?? now;
  const firstMorning = days && nextHour < days.start ? fromZonedInputValue(`${wall(days.start, timeZone).slice(0, 10)}${FIRST_MORNING}`, timeZone) : undefined;
  const start = firstMorning ?? nextHour;
  return {
    name: '',
    appointmentType: 'block',
    start: wall(start, timeZone),
    finish: wall(new Date(start.getTime() + FIRST_LENGTH_MS), timeZone),
    location: '',
    description: '',
  };
}

/** An appointment as the form shows it for editing. */
export const draftOf = (appointment: Appointment, timeZone: string): AppointmentDraft => ({
  name: appointment.name,
  appointmentType: appointment.appointmentType,
  start: wall(new Date(appointment.start), timeZone),
  finish: wall(new Date(appointment.finish), timeZone),
  location: appointment.location ?? '',
  description: appointment.description,
});

/** An unreadable time stays empty, which `appointmentProblems` reads as an invalid time. */
const instant = (value: string, timeZone: string) => fromZonedInputValue(value, timeZone)?.toISOString() ?? '';

/** What the form sends: trimmed texts, no place as null, the times as instants. */
export const fieldsOf = (draft: AppointmentDraft, timeZone: string): AppointmentFields => ({
  name: draft.name.trim(),
  appointmentType: draft.appointmentType,
  start: instant(draft.start, timeZone),
  finish: instant(draft.finish, timeZone),
  location: draft.location.trim() || null,
  description: draft.description.trim(),
});

const PART_OF_PROBLEM: Record<AppointmentProblem, DraftPart> = {
  'name-required': 'name',
  'invalid-time': 'time',
  'end-before-start': 'time',
  'outside-event': 'time',
};

/** The problems of `appointmentProblems`, each by the part of the form it is shown with (the first of a part). */
export function problemsByPart(problems: readonly AppointmentProblem[]): Partial<Record<DraftPart, AppointmentProblem>> {
  const byPart: Partial<Record<DraftPart, AppointmentProblem>> = {};
  for (const problem of problems) byPart[PART_OF_PROBLEM[problem]] ??= problem;
  return byPart;
}

const PART_OF_FIELD: Record<string, DraftPart> = { name: 'name', start: 'time', finish: 'time', location: 'location', description: 'description' };

/** The part of the form a refusal's field path names (`/start`, `body/name`); none for anything else. */
export const partOfPath = (path: string): DraftPart | undefined => PART_OF_FIELD[path.split('/').filter(Boolean).at(-1) ?? ''];
