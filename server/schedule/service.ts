import type { CurrentUser, Environment } from '../../src/engine';
import { canSeeSessionLocation } from '../../src/engine/lazy/session-location';
import {
  addRefusal,
  DEFAULT_BUSINESS_HOURS,
  isCapacityControlled,
  isRoundtable,
  placesLeft,
  rsvpState,
  SCHEDULE_ERROR_MESSAGES,
  type AddRefusal,
  type AddToScheduleRequest,
  type AddToScheduleResult,
  type AttendeeSessions,
  type EnrollmentStatus,
  type ScheduleAgenda,
  type ScheduleChange,
  type ScheduleChangeResult,
  type ScheduleCheckResult,
  type ScheduleEvent,
  type ScheduledSessions,
  type SeenSessionPlace,
} from '../../src/engine/lazy/schedule';
import { FAVORITE_TYPES, missingFavoriteFlag } from '../../src/engine/lazy/favorites';
import { MEETING_SCOPES } from '../../src/engine/lazy/meetings';
import type { AppointmentRepository } from '../appointments/repository';
import type { MeetingRepository } from '../meetings/repository';
import { conferenceFromSettings } from '../catalogue/demo/conference';
import type { CatalogueIndex } from '../catalogue/search/catalogue-index';
import type { CatalogueService } from '../catalogue/service';
import type { Session } from '../catalogue/types';
import { eventTimeZone, formatInZone } from '../catalogue/zoned-time';
import type { FavoriteRepository } from '../favorites/repository';
import { badRequest, forbidden, HttpError, notFound } from '../http/errors';
import type { LiveBus } from '../live/bus';
import type { SettingsService, SettingsSnapshot } from '../settings/service';
import { scheduleEventOf, type EventEntry } from './events';
import { appointmentEvent, meetingEvent } from './personal-events';
import type { ScheduleRepository, Seats, UnseenChange } from './repository';
import { placeOf } from './revisions';

const SCHEDULE_FLAG = 'enableMySchedule';
const SHARE_FLAGS = ['enableShareScheduleFeature', 'enableAttendees'];

const REFUSAL_STATUS: Record<AddRefusal, number> = {
  roundtable: 400,
  'confirmation-required': 400,
  restricted: 403,
  'in-person-only': 403,
  'rsvp-not-open': 409,
  'rsvp-closed': 409,
  'waitlist-full': 409,
};

const refused = (refusal: AddRefusal) => new HttpError(REFUSAL_STATUS[refusal], SCHEDULE_ERROR_MESSAGES[refusal]);

const seatsOf = (session: Session): Seats | null =>
  isCapacityControlled(session) ? { capacity: session.capacity ?? 0, waitlistCapacity: session.waitlistCapacity ?? 0 } : null;

const sessionNotFound = (id: string) => notFound(`Could not find session with ID ${id}`);

function findSession(index: CatalogueIndex, id: string): Session {
  const session = index.session(id);
  if (!session) throw sessionNotFound(id);
  return session;
}

const settingsMap = (snapshot: SettingsSnapshot) => new Map(snapshot.all.map((setting) => [setting.name, setting.value]));

/** The conference days from the settings; none when the settings do not say. */
function conferenceDays(snapshot: SettingsSnapshot): string[] {
  try {
    return conferenceFromSettings(settingsMap(snapshot)).days;
  } catch {
    return [];
  }
}

const timeMoved = (a: SeenSessionPlace, b: SeenSessionPlace) => a.start !== b.start || a.end !== b.end;
const roomMoved = (a: SeenSessionPlace, b: SeenSessionPlace) => a.roomId !== b.roomId || a.location !== b.location;
const hidePlace = (place: SeenSessionPlace): SeenSessionPlace => ({ ...place, roomId: null, location: null });

/** A change as the attendee reads it; undefined when nothing they can see differs (moved and moved back). */
function changeOf(change: UnseenChange, index: CatalogueIndex, showLocation: boolean): ScheduleChange | undefined {
  const session = index.session(change.sessionId);
  const shown = (place: SeenSessionPlace) => (showLocation ? place : hidePlace(place));
  const before = shown(change.seen ?? change.place);
  const after = change.removed ? null : shown(change.place);
  const kinds: ScheduleChange['kinds'] = after === null ? ['cancelled'] : [...(timeMoved(before, after) ? (['time'] as const) : []), ...(roomMoved(before, after) ? (['room'] as const) : [])];
  if (kinds.length === 0) return undefined;
  return { sessionId: change.sessionId, sessionCode: session?.sessionCode ?? null, title: session?.title ?? change.sessionId, kinds, before, after };
}

export interface ScheduleServiceOptions {
  repository: ScheduleRepository;
  meetings: MeetingRepository;
  appointments: AppointmentRepository;
  favorites: FavoriteRepository;
  catalogue: CatalogueService;
  settings: SettingsService;
  live: LiveBus;
  siteEnv: Environment;
}

/**
 * The caller's schedule (spec 1 §4–§7). RSVP windows are judged at the server's moment in force (the server testing
 * date, else the clock), never a caller's local testing date, which would let anyone open a closed RSVP.
 */
export function createScheduleService({ repository, meetings, appointments, favorites, catalogue, settings, live, siteEnv }: ScheduleServiceOptions) {
  async function open(): Promise<SettingsSnapshot> {
    const snapshot = await settings.snapshot(siteEnv);
    if (snapshot.features[SCHEDULE_FLAG] !== true) throw forbidden(`My schedule is switched off (${SCHEDULE_FLAG})`);
    return snapshot;
  }

  /** The favorite sessions with on-demand video, while session favorites are on: the on-demand view's bookmarks. */
  async function bookmarksOf(user: CurrentUser, index: CatalogueIndex, snapshot: SettingsSnapshot): Promise<Session[]> {
    if (missingFavoriteFlag(FAVORITE_TYPES.session, snapshot.features)) return [];
    return (await favorites.list(user.id, FAVORITE_TYPES.session)).flatMap((id) => {
      const session = index.session(id);
      return session && session.onDemand.length > 0 ? [session] : [];
    });
  }

  async function entriesOf(user: CurrentUser, index: CatalogueIndex, snapshot: SettingsSnapshot): Promise<EventEntry[]> {
    const [held, mandatory, bookmarks] = await Promise.all([repository.holding(user.id), repository.mandatory(user.attendeeType?.current), bookmarksOf(user, index, snapshot)]);
    const statuses = new Map(held.map((row) => [row.sessionId, row.status]));
    const ids = new Set([...mandatory, ...statuses.keys()]);
    const mandatoryIds = new Set(mandatory);
    const scheduled = [...ids].flatMap((id) => {
      const session = index.session(id);
      return session ? [{ session, status: statuses.get(id) ?? null, mandatory: mandatoryIds.has(id) }] : [];
    });
    // A favorite already on the schedule is shown once, as scheduled.
    const marked = bookmarks.filter((session) => !ids.has(session.sessionId)).map((session) => ({ session, status: null, mandatory: false, bookmark: true }));
    return [...scheduled, ...marked];
  }

  /** The attendee's own meetings (while meetings are on and theirs; cancelled ones are off the schedule) and appointments. */
  async function personalEventsOf(user: CurrentUser, index: CatalogueIndex, snapshot: SettingsSnapshot, now: Date): Promise<ScheduleEvent[]> {
    const hasMeetings = snapshot.features.showMeetings === true && MEETING_SCOPES.some((scope) => user.scopes.includes(scope));
    const [held, kept] = await Promise.all([hasMeetings ? meetings.listFor(user.id) : [], appointments.listFor(user.id)]);
    return [
      ...held.filter((meeting) => meeting.status !== 'cancelled').map((meeting) => meetingEvent(meeting, user.id, index, now)),
      ...kept.map((appointment) => appointmentEvent(appointment, now)),
    ];
  }

  async function isMandatory(user: CurrentUser, sessionId: string) {
    return (await repository.mandatory(user.attendeeType?.current)).includes(sessionId);
  }

  const changeResult = (sessionId: string, message: string, enrollmentStatus: EnrollmentStatus | null): ScheduleChangeResult => ({ success: true, message, sessionId, enrollmentStatus });

  return {
    async scheduledSessions(user: CurrentUser): Promise<ScheduledSessions> {
      await open();
      const rows = await repository.scheduledSessions(user.id, user.attendeeType?.current);
      return rows.map((row) => ({ sessionId: row.sessionId, enrollmentStatus: row.status, canBeRemovedFromSchedule: row.removable }));
    },

    async agenda(user: CurrentUser): Promise<ScheduleAgenda> {
      const snapshot = await open();
      const index = await catalogue.index();
      const showLocation = canSeeSessionLocation(user.scopes, snapshot.features);
      const context = { index, now: await catalogue.now(), showLocation };
      const [entries, unseen, personal] = await Promise.all([entriesOf(user, index, snapshot), repository.unseenChanges(user.id), personalEventsOf(user, index, snapshot, context.now)]);
      return {
        events: [...entries.map((entry) => scheduleEventOf(entry, context)), ...personal],
        changes: unseen.flatMap((change) => changeOf(change, index, showLocation) ?? []),
        timeZone: eventTimeZone(settingsMap(snapshot).get('eventTimezone')),
        businessHours: DEFAULT_BUSINESS_HOURS,
        days: conferenceDays(snapshot),
      };
    },

    async add(user: CurrentUser, id: string, request: AddToScheduleRequest): Promise<AddToScheduleResult> {
      await open();
      const session = findSession(await catalogue.index(), id);
      const result = (isWaitlisted: boolean, message: string): AddToScheduleResult => ({ success: true, message, addedSessions: [{ sessionId: session.sessionId, isWaitlisted }], id: session.sessionId });
      const refusal = addRefusal(session, { now: await catalogue.now(), scopes: user.scopes, confirmed: request.confirmed === true });
      if (refusal) throw refused(refusal);
      const outcome = await repository.add(user.id, session.sessionId, seatsOf(session), placeOf(session), user.attendeeType?.current);
      if (outcome.status === 'full') throw refused('waitlist-full');
      if (outcome.status === 'mandatory') return result(false, 'Session is already on your schedule');
      const isWaitlisted = outcome.status === 'waitlisted';
      if (!outcome.changed) return result(isWaitlisted, isWaitlisted ? 'Session is already on your waitlist' : 'Session is already on your schedule');
      return result(isWaitlisted, isWaitlisted ? 'Session added to the waitlist' : 'Session added to your schedule');
    },

    async remove(user: CurrentUser, id: string): Promise<ScheduleChangeResult> {
      await open();
      // A session gone from the programme can still be taken off, by the id it was kept under.
      const session = (await catalogue.index()).session(id);
      const sessionId = session?.sessionId ?? id;
      if (await isMandatory(user, sessionId)) throw badRequest(SCHEDULE_ERROR_MESSAGES.mandatory);
      if (!session && (await repository.status(user.id, sessionId)) === null) throw sessionNotFound(id);
      const { before, after, promoted } = await repository.remove(user.id, sessionId, session ? seatsOf(session) : null);
      for (const userId of promoted) live.publish({ type: 'onScheduleChanged', data: { userId, sessionId, enrollmentStatus: 'scheduled' } });
      if (before === after) return changeResult(sessionId, 'Session is not on your schedule', after);
      return changeResult(sessionId, before === 'waitlisted' ? 'You left the waitlist' : 'Session removed from your schedule', after);
    },

    async check(user: CurrentUser, id: string): Promise<ScheduleCheckResult> {
      await open();
      const session = findSession(await catalogue.index(), id);
      const now = await catalogue.now();
      const [status, taken, mandatory] = await Promise.all([repository.status(user.id, session.sessionId), repository.seatsTaken(session.sessionId), isMandatory(user, session.sessionId)]);
      const seatsLeft = placesLeft(session.capacity, taken.scheduled);
      const waitlistLeft = isCapacityControlled(session) ? placesLeft(session.waitlistCapacity ?? 0, taken.waitlisted) : null;
      const enrollmentStatus = mandatory ? 'scheduled' : status;
      const state = rsvpState(session, { now, scopes: user.scopes, enrollmentStatus, seatsLeft: seatsLeft ?? 0, waitlistLeft: waitlistLeft ?? 0 });
      const refusal = mandatory ? undefined : addRefusal(session, { now, scopes: user.scopes, confirmed: true });
      const full = state === 'waitlist-full' ? SCHEDULE_ERROR_MESSAGES['waitlist-full'] : undefined;
      const message = refusal ? SCHEDULE_ERROR_MESSAGES[refusal] : (full ?? '');
      return { success: message === '', message, rsvpState: state, enrollmentStatus, seatsLeft, waitlistLeft };
    },

    async cancelNomination(user: CurrentUser, id: string): Promise<ScheduleChangeResult> {
      await open();
      const session = findSession(await catalogue.index(), id);
      const before = isRoundtable(session) ? await repository.cancelNomination(user.id, session.sessionId) : null;
      if (before === null) throw badRequest(SCHEDULE_ERROR_MESSAGES['no-nomination']);
      return changeResult(session.sessionId, before === 'confirmed' ? 'Roundtable seat cancelled' : 'Nomination cancelled', 'cancelled');
    },

    async markSeen(user: CurrentUser, sessionIds: readonly string[]): Promise<void> {
      await open();
      await repository.markSeen(user.id, sessionIds);
    },

    /** An attendee's shared schedule (spec 1 §5, §6); 404 unless they and the site share it. */
    async shared(attendeeId: string, date: string | undefined, viewer: CurrentUser | null): Promise<AttendeeSessions> {
      const snapshot = await settings.snapshot(siteEnv);
      const index = await catalogue.index();
      const attendee = index.attendee(attendeeId);
      const sharing = SHARE_FLAGS.every((flag) => snapshot.features[flag] === true) && attendee?.displayProfileToPublic === true && attendee.displaySessions;
      if (!attendee || !sharing) throw notFound(`Could not find attendee with ID ${attendeeId}`);
      const timeZone = eventTimeZone(settingsMap(snapshot).get('eventTimezone'));
      const showLocation = canSeeSessionLocation(viewer?.scopes ?? [], snapshot.features);
      const context = { index, now: await catalogue.now(), showLocation };
      const onDay = (session: Session) => date === undefined || (session.startDateTime !== null && formatInZone(new Date(session.startDateTime), timeZone).slice(0, 10) === date);
      const events = (await repository.holding(attendee.userId))
        .filter((row) => row.status === 'scheduled' || row.status === 'confirmed')
        .flatMap((row) => {
          const session = index.session(row.sessionId);
          return session && onDay(session) ? [scheduleEventOf({ session, status: row.status, mandatory: false }, context)] : [];
        });
      return { attendeeId: attendee.attendeeId, displayName: attendee.displayName, timeZone, events };
    },
  };
}

export type ScheduleService = ReturnType<typeof createScheduleService>;
