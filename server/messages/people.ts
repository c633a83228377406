import { createHash } from 'node:crypto';
import type { Attendee } from '../../schemas/generated/attendee';
import type { MessagePerson } from '../../src/engine/lazy/messages';
import type { CatalogueIndex } from '../catalogue/search/catalogue-index';

/** An attendee as another attendee may see them in a message: never their email. */
export const personOf = (attendee: Attendee): MessagePerson => ({
  key: attendee.attendeeId,
  name: attendee.displayName,
  firstName: attendee.firstName,
  lastName: attendee.lastName,
  jobTitle: attendee.jobTitle,
  companyName: attendee.company,
  photo: attendee.photo,
});

/**
 * A user the catalogue no longer knows (their registration was withdrawn): the messages stay, without a face, under a
 * key that tells their messages apart without giving away the account id.
 */
const formerAttendee = (userId: string): MessagePerson => ({
  key: `former-${createHash('sha256').update(userId).digest('hex').slice(0, 16)}`,
  name: '',
  firstName: '',
  lastName: '',
  jobTitle: null,
  companyName: null,
  photo: null,
});

export const personOfUser = (index: CatalogueIndex, userId: string): MessagePerson => {
  const attendee = index.attendeeOfUser(userId);
  return attendee ? personOf(attendee) : formerAttendee(userId);
};
