import type { ConversationRecipient, Message } from '../../src/engine/lazy/messages';
import type { CatalogueIndex } from '../catalogue/search/catalogue-index';
import { mayBeContacted } from '../catalogue/attendees/privacy';
import { personOfUser } from './people';
import type { StoredMessage } from './repository';

/** A stored message as `viewerId` reads it: their own are read, others' up to what they have read. */
export function messageView(stored: StoredMessage, viewerId: string, readUpTo: number, index: CatalogueIndex): Message {
  return {
    id: String(stored.id),
    subject: stored.subject,
    body: stored.body,
    threadId: String(stored.conversationId),
    parentId: stored.parentId === null ? null : String(stored.parentId),
    created: stored.createdAt.toISOString(),
    level: stored.parentId === null ? 0 : 1,
    author: personOfUser(index, stored.authorId),
    recipient: stored.recipientId === null ? null : personOfUser(index, stored.recipientId),
    meetingId: stored.meetingId,
    isRead: stored.authorId === viewerId || stored.id <= readUpTo,
    isDeleted: false,
    messageType: stored.meetingId === null ? 'direct' : 'meeting',
  };
}

/** The other side of a direct conversation; they can be written to while they are in the directory and available. */
export function attendeeRecipient(index: CatalogueIndex, userId: string): ConversationRecipient {
  const attendee = index.attendeeOfUser(userId);
  const person = personOfUser(index, userId);
  return { id: person.key, name: person.name, photo: person.photo, title: person.jobTitle, company: person.companyName, validRecipient: mayBeContacted(attendee) };
}

/** A meeting's conversation: written to while the meeting is not cancelled. */
export const meetingRecipient = (meeting: { id: string; subject: string; status: string }): ConversationRecipient => ({
  id: meeting.id,
  name: meeting.subject,
  photo: null,
  title: null,
  company: null,
  validRecipient: meeting.status !== 'cancelled',
});
