import type { CurrentUser, Environment } from '../../src/engine';
import {
  appointmentProblems,
  eventDays,
  mayChangeAppointments,
  mayCreateAppointments,
  type Appointment,
  type AppointmentFields,
  type AppointmentProblem,
} from '../../src/engine/lazy/appointments';
import type { ValidationIssue } from '../../src/engine/lazy/validation';
import { badRequest, forbidden, issuesByProblem, notFound } from '../http/errors';
import { settingReader, type SettingsService } from '../settings/service';
import type { AppointmentRecord, AppointmentRepository, StoredAppointment } from './repository';

/** Spec 2 §8: 'outside-event' is the spec's own outcome; each problem names its field, and its code for the page. */
const PROBLEMS: Record<AppointmentProblem, ValidationIssue> = issuesByProblem({
  'name-required': { path: '/name', message: 'An appointment needs a name' },
  'invalid-time': { path: '/start', message: 'The appointment time is not a valid date' },
  'end-before-start': { path: '/finish', message: 'The appointment must finish after it starts' },
  'outside-event': { path: '/start', message: 'outside-event: an appointment must lie within the event dates' },
});

const appointmentNotFound = () => notFound('Could not find appointment');

export const appointmentView = (stored: StoredAppointment): Appointment => ({
  id: stored.id,
  name: stored.name,
  description: stored.description,
  start: stored.startsAt.toISOString(),
  finish: stored.endsAt.toISOString(),
  location: stored.location,
  appointmentType: stored.appointmentType,
});

export interface AppointmentServiceOptions {
  repository: AppointmentRepository;
  settings: SettingsService;
  siteEnv: Environment;
}

/** Personal appointments (spec 2 §2, §3, §8): only their owner reads or changes them; anyone else's id answers 404. */
export function createAppointmentService({ repository, settings, siteEnv }: AppointmentServiceOptions) {
  async function recordOf(fields: AppointmentFields, may: typeof mayCreateAppointments, user: CurrentUser): Promise<AppointmentRecord> {
    const snapshot = await settings.snapshot(siteEnv);
    if (!may(user.scopes, snapshot.features)) throw forbidden('Appointments are not open to you');
    const [problem] = appointmentProblems(fields, eventDays(settingReader(snapshot)));
    if (problem) throw badRequest(PROBLEMS[problem].message, [PROBLEMS[problem]]);
    return {
      name: fields.name.trim(),
      description: fields.description ?? '',
      startsAt: new Date(fields.start),
      endsAt: new Date(fields.finish),
      location: fields.location?.trim() || null,
      appointmentType: fields.appointmentType,
    };
  }

  return {
    async get(user: CurrentUser, id: string): Promise<Appointment> {
      const stored = await repository.get(user.id, id);
      if (!stored) throw appointmentNotFound();
      return appointmentView(stored);
    },

    async create(user: CurrentUser, fields: AppointmentFields): Promise<Appointment> {
      return appointmentView(await repository.create(user.id, await recordOf(fields, mayCreateAppointments, user)));
    },

    async update(user: CurrentUser, id: string, fields: AppointmentFields): Promise<Appointment> {
      const stored = await repository.update(user.id, id, await recordOf(fields, mayChangeAppointments, user));
      if (!stored) throw appointmentNotFound();
      return appointmentView(stored);
    },

    async remove(user: CurrentUser, id: string): Promise<void> {
      const snapshot = await settings.snapshot(siteEnv);
      if (!mayChangeAppointments(user.scopes, snapshot.features)) throw forbidden('Appointments are not open to you');
      if (!(await repository.remove(user.id, id))) throw appointmentNotFound();
    },
  };
}

export type AppointmentService = ReturnType<typeof createAppointmentService>;
