import type { Session } from '../../../schemas/generated/session';
import { SCOPES } from '../scopes';
import { isInPersonOnly } from './session-delivery';

/** Enrollment statuses (spec 1 §4), as the API and the database spell them. */
export const ENROLLMENT_STATUSES = ['scheduled', 'nominated', 'declined', 'cancelled', 'confirmed', 'waitlisted'] as const;
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];

/** Statuses that put a session on the attendee's schedule (a confirmed nomination counts for roundtables). */
export const ON_SCHEDULE_STATUSES: readonly EnrollmentStatus[] = ['scheduled', 'confirmed'];

/**
 * The RSVP button's eight states (spec 1 §4): `not-open` (disabled, shows the open date), `open` (RSVP), `scheduled`
 * (Cancel), `waitlist-open` (Add to waitlist), `waitlisted` (Leave waitlist), `waitlist-full` (disabled), `closed` and
 * `restricted` (disabled).
 */
export const RSVP_STATES = ['not-open', 'open', 'scheduled', 'waitlist-open', 'waitlisted', 'waitlist-full', 'closed', 'restricted'] as const;
export type RsvpState = (typeof RSVP_STATES)[number];

/** A session's time and place at one moment: what an attendee last saw, or what was last published. */
export interface SeenSessionPlace {
  start: string | null;
  end: string | null;
  roomId: string | null;
  location: string | null;
}

/** The answers of `/schedule/…`, generated from their contracts in `schemas/api/schedule/`. */
export type { AddToScheduleRequest } from '../../../schemas/generated/api/schedule/add-request';
export type { AddToScheduleResult } from '../../../schemas/generated/api/schedule/add-result';
export type { ScheduleAgenda } from '../../../schemas/generated/api/schedule/agenda';
export type { ScheduleChange } from '../../../schemas/generated/api/schedule/schedule-change';
export type { ScheduleEvent } from '../../../schemas/generated/api/schedule/schedule-event';
export type { ScheduleCheckResult } from '../../../schemas/generated/api/schedule/check-result';
export type { ScheduleChangeResult } from '../../../schemas/generated/api/schedule/change-result';
export type { ScheduledSessions } from '../../../schemas/generated/api/schedule/scheduled-sessions';
export type { AttendeeSessions } from '../../../schemas/generated/api/schedule/attendee-sessions';

export { conflictingEventIds, emptySlots, DEFAULT_BUSINESS_HOURS, DEFAULT_CONFLICT_IGNORE_TYPES, EMPTY_SLOT_MIN_MINUTES, MERGE_GAP_MINUTES } from './schedule-slots';
export type { BusinessHours, EmptySlot, TimedEvent } from './schedule-slots';

const ROUNDTABLE_TYPE = 'roundtable';
const folded = (value: string | null | undefined) => (value ?? '').trim().toLowerCase();

/** The session fields the schedule rules read. */
export type SchedulableSession = Pick<
  Session,
  'capacity' | 'waitlistCapacity' | 'rsvpOpensAt' | 'rsvpClosesAt' | 'restrictedScopes' | 'deliveryTypes' | 'sessionType'
>;

/** RSVP sessions are the capacity-controlled ones: a seat count is set. */
export const isCapacityControlled = (session: Pick<Session, 'capacity'>): boolean => session.capacity !== null;

/** Roundtables take nominations instead of adds (session type compared without case, spec 1 §5). */
export const isRoundtable = (session: Pick<Session, 'sessionType'>): boolean =>
  folded(session.sessionType.logicalValue) === ROUNDTABLE_TYPE || folded(session.sessionType.displayValue) === ROUNDTABLE_TYPE;

/** A session with restricted scopes is open to holders of any one of them (spec 1 §6, any-of). */
export const isRestrictedFor = (session: Pick<Session, 'restrictedScopes'>, scopes: readonly string[]): boolean =>
  session.restrictedScopes.length > 0 && !session.restrictedScopes.some((scope) => scopes.includes(scope));

/** In-person-only sessions need the in-person scope (spec 1 §6). */
export const needsInPersonScope = (session: Pick<Session, 'deliveryTypes'>, scopes: readonly string[]): boolean =>
  isInPersonOnly(session) && !scopes.includes(SCOPES.inPerson);

/** Where the RSVP window stands at a moment: before it opens, open, or after it closed. Unset bounds do not limit. */
export function rsvpWindow(session: Pick<Session, 'rsvpOpensAt' | 'rsvpClosesAt'>, now: Date): 'not-open' | 'open' | 'closed' {
  const at = now.getTime();
  if (session.rsvpOpensAt && at < Date.parse(session.rsvpOpensAt)) return 'not-open';
  if (session.rsvpClosesAt && at >= Date.parse(session.rsvpClosesAt)) return 'closed';
  return 'open';
}

/** Why an add is refused before any seat is counted; each maps to one message (and translation key). */
export type AddRefusal = 'roundtable' | 'restricted' | 'in-person-only' | 'confirmation-required' | 'rsvp-not-open' | 'rsvp-closed' | 'waitlist-full';

/**
 * The server's messages for refused adds (and removals). Each stays free of ids so that, lowercased with everything
 * but letters and digits removed, it names the key `translate.base.schedule.error.{key}` (spec 1 §8).
 */
export const SCHEDULE_ERROR_MESSAGES = {
  roundtable: 'Please use the roundtable button on the session to request a seat',
  restricted: 'This session is restricted to certain attendees',
  'in-person-only': 'This session is for in-person attendees only',
  'confirmation-required': 'Please use the RSVP button on the session to reserve a seat',
  'rsvp-not-open': 'RSVP for this session is not open yet',
  'rsvp-closed': 'RSVP for this session is closed',
  'waitlist-full': 'This session and its waitlist are full',
  mandatory: 'This session is mandatory and cannot be removed from your schedule',
  'no-nomination': 'You have no nomination for this session to cancel',
} as const satisfies Record<AddRefusal | 'mandatory' | 'no-nomination', string>;

/** Spec 1 §8: the translation key a server message is looked up under. */
export const scheduleErrorKey = (message: string): string => `translate.base.schedule.error.${message.toLowerCase().replace(/[^a-z0-9]/g, '')}`;

export interface AddContext {
  now: Date;
  scopes: readonly string[];
  /** The attendee confirmed the RSVP in its dialog (AddToScheduleRequest.confirmed). */
  confirmed: boolean;
}

/**
 * Spec 1 §5: what refuses an add before any seat is counted (the seat count itself is settled in the database).
 * Roundtables need a nomination; restricted and in-person-only sessions need the scopes; RSVP sessions need the
 * attendee's confirmation and an open RSVP window.
 */
export function addRefusal(session: SchedulableSession, { now, scopes, confirmed }: AddContext): AddRefusal | undefined {
  if (isRoundtable(session)) return 'roundtable';
  if (isRestrictedFor(session, scopes)) return 'restricted';
  if (needsInPersonScope(session, scopes)) return 'in-person-only';
  if (!isCapacityControlled(session)) return undefined;
  if (!confirmed) return 'confirmation-required';
  const window = rsvpWindow(session, now);
  return window === 'open' ? undefined : (`rsvp-${window}` as const);
}

export interface RsvpContext {
  now: Date;
  scopes: readonly string[];
  enrollmentStatus: EnrollmentStatus | null;
  /** Seats and waitlist places still free (capacity minus taken). */
  seatsLeft: number;
  waitlistLeft: number;
}

/**
 * The RSVP button's state (spec 1 §4) for a capacity-controlled session, null for any other. The attendee's own
 * enrollment wins, so they can always cancel or leave; then restrictions, the window, and the room left.
 */
export function rsvpState(session: SchedulableSession, { now, scopes, enrollmentStatus, seatsLeft, waitlistLeft }: RsvpContext): RsvpState | null {
  if (!isCapacityControlled(session)) return null;
  if (enrollmentStatus !== null && ON_SCHEDULE_STATUSES.includes(enrollmentStatus)) return 'scheduled';
  if (enrollmentStatus === 'waitlisted') return 'waitlisted';
  if (isRestrictedFor(session, scopes) || needsInPersonScope(session, scopes)) return 'restricted';
  const window = rsvpWindow(session, now);
  if (window !== 'open') return window;
  if (seatsLeft > 0) return 'open';
  return waitlistLeft > 0 ? 'waitlist-open' : 'waitlist-full';
}

/** Free places: capacity minus taken, never below zero; null when the session counts none. */
export const placesLeft = (capacity: number | null, taken: number): number | null => (capacity === null ? null : Math.max(0, capacity - taken));
