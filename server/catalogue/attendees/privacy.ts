import type { AttendeeAnswer } from '../../../schemas/generated/api/catalogue/attendee-answer';
import { isOwnProfile, type CurrentUser } from '../../../src/engine';
import type { CatalogueIndex } from '../search/catalogue-index';
import type { Attendee } from '../types';

/** Public profiles are seen by everyone; a hidden one only by its owner. */
export const canSeeAttendee = (attendee: Attendee, viewer: CurrentUser | null): boolean => attendee.displayProfileToPublic || isOwnProfile(attendee, viewer);

// Per attendee object, which belongs to one catalogue load: everyone but the owner sees the same answer.
const publicViews = new WeakMap<Attendee, AttendeeAnswer>();

/** Spec 1 §6: people reach out only to attendees in the directory who are available for meetings. */
export const mayBeContacted = (attendee: Attendee | undefined): attendee is Attendee => attendee !== undefined && attendee.displayProfileToPublic && attendee.isAvailableForMeetings;

/** Spec 2 §6: reaching out (the inbox, invitations, email) needs the caller's own profile in the attendee directory. */
export const inDirectory = (index: CatalogueIndex, userId: string): boolean => index.attendeeOfUser(userId)?.displayProfileToPublic === true;

/**
 * The email stays on the server but for the attendee themselves and for those spec 1 §6 lets reach out to them (their
 * send-email and team-chat links): a signed-in member of the directory, when the attendee takes meeting requests.
 */
export function attendeeForViewer(attendee: Attendee, viewer: CurrentUser | null, index: CatalogueIndex): AttendeeAnswer {
  if (isOwnProfile(attendee, viewer) || (viewer !== null && mayBeContacted(attendee) && inDirectory(index, viewer.id))) return attendee;
  let shown = publicViews.get(attendee);
  if (!shown) {
    const { email: _email, ...rest } = attendee;
    shown = rest;
    publicViews.set(attendee, shown);
  }
  return shown;
}
