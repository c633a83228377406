import type { AttendeeAnswer } from '../../../schemas/generated/api/catalogue/attendee-answer';
import { isOwnProfile, type CurrentUser } from '../../../src/engine';
import type { Attendee } from '../types';

/** Public profiles are seen by everyone; a hidden one only by its owner. */
export const canSeeAttendee = (attendee: Attendee, viewer: CurrentUser | null): boolean => attendee.displayProfileToPublic || isOwnProfile(attendee, viewer);

// Per attendee object, which belongs to one catalogue load: everyone but the owner sees the same answer.
const publicViews = new WeakMap<Attendee, AttendeeAnswer>();

/** The email stays on the server unless the viewer is the attendee. */
export function attendeeForViewer(attendee: Attendee, viewer: CurrentUser | null): AttendeeAnswer {
  if (isOwnProfile(attendee, viewer)) return attendee;
  let shown = publicViews.get(attendee);
  if (!shown) {
    const { email: _email, ...rest } = attendee;
    shown = rest;
    publicViews.set(attendee, shown);
  }
  return shown;
}
