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
