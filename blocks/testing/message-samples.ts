import type { Conversation, ConversationList, ConversationRecipient, ConversationSummary, Message } from '../../src/api/lazy/messages';
import type { AttendeeSearchResponse } from '../../schemas/generated/api/catalogue/attendee-search';
import type { MessagePerson } from '../../src/engine/lazy/messages';
import { attendee } from '../../tests/engine/catalogue-search/builders';
import { averyProfile } from './profile-samples';

/** People of the inbox stories and tests; Avery (profile-samples) reads the inbox. */
function person(key: string, name: string): MessagePerson {
  const [firstName = '', lastName = ''] = name.split(' ');
  return { key, name, firstName, lastName, jobTitle: null, companyName: null, photo: null };
}

export const averyPerson = person(averyProfile.id, 'Avery Attendee');
export const danaPerson = person('att-dana', 'Dana Okafor');
export const leePerson = person('att-lee', 'Lee Chen');

const recipient = (who: MessagePerson, extra: Partial<ConversationRecipient> = {}): ConversationRecipient => ({
  id: who.key,
  name: who.name,
  photo: null,
  title: 'Platform engineer',
  company: 'Contoso',
  validRecipient: true,
  ...extra,
});

export const danaRecipient = recipient(danaPerson);
export const meetingRecipient: ConversationRecipient = { id: 'mtg-roadmap', name: 'Roadmap sync', photo: null, title: null, company: null, validRecipient: true };

/** A direct message (to `to`) or, with `meetingId`, a meeting's group message. */
export function message(id: string, author: MessagePerson, body: string, created: string, extra: Partial<Message> & { to?: MessagePerson } = {}): Message {
  const { to, ...rest } = extra;
  const meetingId = rest.meetingId ?? null;
  return {
    id,
    subject: '',
    body,
    threadId: meetingId ?? 'thread',
    parentId: null,
    created,
    level: 0,
    author,
    recipient: meetingId ? null : (to ?? averyPerson),
    meetingId,
    isRead: true,
    isDeleted: false,
    messageType: meetingId ? 'meeting' : 'direct',
    ...rest,
  };
}

/** Dana's conversation, latest first: two unread messages from Dana after Avery's first one. */
export const danaThread: Conversation = {
  recipient: danaRecipient,
  messages: [
    message('m-3', danaPerson, 'See you at the keynote? The agenda is at https://example.com/agenda.', '2027-03-09T10:00:00Z', { isRead: false }),
    message('m-2', danaPerson, 'Hi Avery! Great to hear from you.', '2027-03-09T09:50:00Z', { isRead: false }),
    message('m-1', averyPerson, 'Hello Dana, shall we meet?', '2027-03-09T09:40:00Z', { to: danaPerson }),
  ],
};

export const meetingThread: Conversation = {
  recipient: meetingRecipient,
  messages: [
    message('g-2', leePerson, 'I will bring the slides.', '2027-03-09T09:00:00Z', { meetingId: meetingRecipient.id, isRead: false }),
    message('g-1', averyPerson, 'Agenda: the roadmap for next quarter.', '2027-03-09T08:55:00Z', { meetingId: meetingRecipient.id }),
  ],
};

export const leeThread: Conversation = {
  recipient: recipient(leePerson, { company: 'Fabrikam' }),
  messages: [message('l-1', averyPerson, 'Thanks for the talk on observability!', '2027-03-09T08:00:00Z', { to: leePerson })],
};

const summaryOf = (conversation: Conversation, unreadCount: number): ConversationSummary => ({
  recipient: conversation.recipient,
  lastMessage: conversation.messages[0] as Message,
  unreadCount,
});

/** The inbox list: Dana (2 unread), the meeting (1 unread), Lee (read), the latest first. */
export const conversationList: ConversationList = {
  conversations: [summaryOf(danaThread, 2), summaryOf(meetingThread, 1), summaryOf(leeThread, 0)],
  unreadCount: 3,
};

/** Attendees the new-conversation search finds: one to write to, one not taking messages. */
export const attendeeSearchAnswer: AttendeeSearchResponse = {
  data: [
    attendee({ attendeeId: 'att-jamie', displayName: 'Jamie Rivera', jobTitle: 'Data scientist', company: 'Northwind', isAvailableForMeetings: true }),
    attendee({ attendeeId: 'att-jules', displayName: 'Jules Quiet', isAvailableForMeetings: false }),
  ],
  total: 2,
  page: 1,
  facets: [],
};
