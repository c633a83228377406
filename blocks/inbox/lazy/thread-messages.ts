import type { Conversation, ConversationRef, Message } from '../../../src/api/lazy/messages';

/**
 * How to tell the caller's own messages. In a direct conversation everything not from the other side is; in a
 * meeting's the author is compared with the caller's registration key (`ownKey`): undefined while that is unknown.
 */
export function ownMessageTest(ref: ConversationRef, conversation: Pick<Conversation, 'recipient'>, ownKey: string | undefined): ((message: Message) => boolean) | undefined {
  if (ref.kind === 'direct') return (message) => message.author.key !== conversation.recipient.id;
  return ownKey === undefined ? undefined : (message) => message.author.key === ownKey;
}

/**
 * The newest message the caller has not read (messages come latest first; the server counts the caller's own read):
 * reading it reads every earlier one.
 */
export const latestUnreadId = (messages: readonly Message[]): string | undefined => messages.find((message) => !message.isRead)?.id;
