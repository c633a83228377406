import type { CurrentUser, Environment } from '../../src/engine';
import { messageBodyProblem, type Conversation, type ConversationList, type Message, type MessageSendRequest } from '../../src/engine/lazy/messages';
import type { CatalogueIndex } from '../catalogue/search/catalogue-index';
import type { CatalogueService } from '../catalogue/service';
import { badRequest, forbidden, HttpError, notFound } from '../http/errors';
import type { LiveBus } from '../live/bus';
import type { SettingsService } from '../settings/service';
import { attendeeRecipient, meetingRecipient, messageView } from './message-view';
import { inDirectory, mayBeContacted } from '../catalogue/attendees/privacy';
import type { Delivery, MessageRepository } from './repository';

const MESSAGING_FLAG = 'showMessaging';
/** A thread answers its latest messages; older ones are history few scroll to. */
export const THREAD_LIMIT = 200;
const RECEIVED_LIMIT = 100;

const BODY_PROBLEMS = { empty: 'A message cannot be empty', 'too-long': 'A message can be at most 2,000 characters long' } as const;

/** Spec 2 §5: the body of a direct or group message, refused before anything is stored. */
export function checkBody(body: string): void {
  const problem = messageBodyProblem(body);
  if (problem) throw badRequest(BODY_PROBLEMS[problem], [{ path: '/body', message: BODY_PROBLEMS[problem] }]);
}

/** Tells each recipient's open pages, on every node, that a message arrived. */
export function announceDelivery(live: LiveBus, index: CatalogueIndex, { message, recipientIds }: Delivery): void {
  const authorKey = index.attendeeOfUser(message.authorId)?.attendeeId ?? message.authorId;
  for (const userId of recipientIds) {
    live.publish({ type: 'onMessageReceived', data: { userId, messageId: String(message.id), meetingId: message.meetingId, authorKey } });
  }
}

const attendeeNotFound = (key: string) => notFound(`Could not find attendee ${key}`);

export interface MessageServiceOptions {
  repository: MessageRepository;
  catalogue: CatalogueService;
  settings: SettingsService;
  live: LiveBus;
  siteEnv: Environment;
}

/**
 * Direct messages between attendees and the inbox (spec 2 §3–§5, §7). Only the members of a conversation read it;
 * anyone else's ids answer 404. Who may be written to follows spec 1 §6: in the directory and available for meetings.
 */
export function createMessageService({ repository, catalogue, settings, live, siteEnv }: MessageServiceOptions) {
  async function open(user: CurrentUser): Promise<CatalogueIndex> {
    const snapshot = await settings.snapshot(siteEnv);
    if (snapshot.features[MESSAGING_FLAG] !== true) throw forbidden(`Messaging is switched off (${MESSAGING_FLAG})`);
    const index = await catalogue.index();
    if (!inDirectory(index, user.id)) throw forbidden('Messaging needs your profile in the attendee directory');
    return index;
  }

  async function threadOf(conversationId: number | undefined, user: CurrentUser, index: CatalogueIndex): Promise<Message[] | undefined> {
    if (conversationId === undefined) return [];
    const thread = await repository.thread(conversationId, user.id, THREAD_LIMIT);
    return thread?.messages.map((message) => messageView(message, user.id, thread.readUpTo, index));
  }

  return {
    async conversations(user: CurrentUser): Promise<ConversationList> {
      const index = await open(user);
      const stored = await repository.conversationsOf(user.id);
      // A member of a conversation without messages has nothing unread: the listed ones hold the whole count.
      const unreadCount = stored.reduce((total, conversation) => total + conversation.unread, 0);
      const conversations = stored.flatMap((conversation) => {
        const { meeting, otherUserId } = conversation;
        const recipient = meeting ? meetingRecipient(meeting) : otherUserId ? attendeeRecipient(index, otherUserId) : undefined;
        if (!recipient) return [];
        return [{ recipient, lastMessage: messageView(conversation.lastMessage, user.id, conversation.readUpTo, index), unreadCount: conversation.unread }];
      });
      return { conversations, unreadCount };
    },

    /** The direct conversation with an attendee; empty while they have none and the attendee may be written to. */
    async withAttendee(user: CurrentUser, key: string): Promise<Conversation> {
      const index = await open(user);
      const attendee = index.attendee(key);
      const conversationId = attendee ? await repository.directConversation(user.id, attendee.userId) : undefined;
      if (!attendee || (conversationId === undefined && (!mayBeContacted(attendee) || attendee.userId === user.id))) throw attendeeNotFound(key);
      const messages = await threadOf(conversationId, user, index);
      if (!messages) throw attendeeNotFound(key);
      return { recipient: attendeeRecipient(index, attendee.userId), messages };
    },

    async send(user: CurrentUser, { messageToKey, subject = '', body }: MessageSendRequest): Promise<Message> {
      const index = await open(user);
      checkBody(body);
      const attendee = index.attendee(messageToKey);
      // Someone outside the directory is not revealed: they answer as nobody would.
      if (!attendee?.displayProfileToPublic) throw attendeeNotFound(messageToKey);
      if (attendee.userId === user.id) throw badRequest('You cannot send a message to yourself', [{ path: '/messageToKey', message: 'This is you' }]);
      if (!mayBeContacted(attendee)) throw new HttpError(403, 'This attendee is not available for messages');
      const delivery = await repository.sendDirect({ authorId: user.id, recipientId: attendee.userId, subject, body });
      announceDelivery(live, index, delivery);
      return messageView(delivery.message, user.id, delivery.message.id, index);
    },

    /** Marks the message and the earlier ones of its conversation read; answers the caller's unread count after it. */
    async markRead(user: CurrentUser, id: string): Promise<number> {
      await open(user);
      const messageId = Number(id);
      const marked = Number.isSafeInteger(messageId) && messageId > 0 ? await repository.markRead(user.id, messageId) : undefined;
      if (!marked) throw notFound(`Could not find message ${id}`);
      return repository.unreadCount(user.id);
    },

    async unreadCount(user: CurrentUser): Promise<number> {
      await open(user);
      return repository.unreadCount(user.id);
    },

    async received(user: CurrentUser): Promise<Message[]> {
      const index = await open(user);
      const received = await repository.received(user.id, RECEIVED_LIMIT);
      return received.map(({ message, read }) => ({ ...messageView(message, user.id, 0, index), isRead: read }));
    },
  };
}
export type MessageService = ReturnType<typeof createMessageService>;
