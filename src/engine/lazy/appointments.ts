/**
 * Appointments (spec 2 §3, §8): time an attendee keeps for a personal block, a lab or an exam, only during the event.
 * Contracts in `schemas/api/appointments/`.
 */
import type { Appointment } from '../../../schemas/generated/api/appointments/appointment';
import type { AppointmentFields } from '../../../schemas/generated/api/appointments/appointment-fields';
import type { AppointmentType } from '../../../schemas/generated/api/appointments/appointment-type';
import { SCOPES } from '../scopes';
import { fromZonedInputValue, toZonedInputValue } from './testing-time';

export type { Appointment, AppointmentFields, AppointmentType };
export type { AppointmentCreateRequest } from '../../../schemas/generated/api/appointments/create-request';
export type { AppointmentUpdateRequest } from '../../../schemas/generated/api/appointments/update-request';

export const APPOINTMENT_TYPES = ['block', 'lab', 'exam'] as const satisfies readonly AppointmentType[];

/** The longest texts of an appointment, in characters (code points): the form's counters and the contracts' maxLength. */
export const APPOINTMENT_TEXT_LIMITS = { name: 200, description: 4000, location: 200 } as const;

/** The event's first and last day, on the event's wall clock. */
export interface EventDays {
  /** The first day's midnight. */
  start: Date;
  /** The midnight after the last day. */
  end: Date;
}

const DATE_SETTINGS = { start: 'eventStartDate', end: 'eventEndDate', timeZone: 'eventTimezone' } as const;

const dayOf = (value: unknown, timeZone: string): string | undefined =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? toZonedInputValue(new Date(value), timeZone).slice(0, 10) : undefined;

function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * The event's days from the site settings (eventStartDate, eventEndDate, read in eventTimezone, UTC when unset): whole
 * days, so a block before the opening keynote on the first day is still "during the event". Null when a date is
 * missing or they are the wrong way round: then no appointment is outside the event.
 */
export function eventDays(setting: (name: string) => unknown): EventDays | null {
  const zone = setting(DATE_SETTINGS.timeZone);
  const timeZone = typeof zone === 'string' && zone !== '' ? zone : 'UTC';
  const first = dayOf(setting(DATE_SETTINGS.start), timeZone);
  const last = dayOf(setting(DATE_SETTINGS.end), timeZone);
  if (!first || !last || last < first) return null;
  const start = fromZonedInputValue(`${first}T00:00`, timeZone);
  const end = fromZonedInputValue(`${nextDay(last)}T00:00`, timeZone);
  return start && end ? { start, end } : null;
}

/** Spec 2 §8: 'outside-event' is the spec's own outcome; the others are what the form shows by the time fields. */
export type AppointmentProblem = 'name-required' | 'invalid-time' | 'end-before-start' | 'outside-event';

/** What stops an appointment from being saved (none: it can be); the server answers 400 with the first. */
export function appointmentProblems(fields: Pick<AppointmentFields, 'name' | 'start' | 'finish'>, days: EventDays | null): AppointmentProblem[] {
  const problems: AppointmentProblem[] = fields.name.trim() === '' ? ['name-required'] : [];
  const start = Date.parse(fields.start);
  const finish = Date.parse(fields.finish);
  if (Number.isNaN(start) || Number.isNaN(finish)) return [...problems, 'invalid-time'];
  if (finish <= start) problems.push('end-before-start');
  if (days && (start < days.start.getTime() || finish > days.end.getTime())) problems.push('outside-event');
  return problems;
}

/** Spec 2 §2: a new appointment needs the meetings scope and enableAppointmentCreation. */
export const mayCreateAppointments = (scopes: readonly string[], features: Readonly<Record<string, boolean>>): boolean =>
  scopes.includes(SCOPES.meetings) && features.enableAppointmentCreation === true;

/** Spec 2 §2: editing (and so removing) one's appointments needs the meetings scope and showMeetings. */
export const mayChangeAppointments = (scopes: readonly string[], features: Readonly<Record<string, boolean>>): boolean =>
  scopes.includes(SCOPES.meetings) && features.showMeetings === true;
