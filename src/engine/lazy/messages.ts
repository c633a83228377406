/**
 * Messages between attendees and to a meeting's participants (spec 2 §3–§5): what a body may be and when a message
 * can be sent. Contracts in `schemas/api/messages/` and `schemas/api/meetings/message-request.json`.
 */
export type { Conversation } from '../../../schemas/generated/api/messages/conversation';
export type { ConversationList } from '../../../schemas/generated/api/messages/conversation-list';
export type { ConversationRecipient } from '../../../schemas/generated/api/messages/conversation-recipient';
export type { ConversationSummary } from '../../../schemas/generated/api/messages/conversation-summary';
export type { Message } from '../../../schemas/generated/api/messages/message';
export type { MessagePerson } from '../../../schemas/generated/api/messages/message-person';
export type { MessageSendRequest } from '../../../schemas/generated/api/messages/send-request';
export type { UnreadMessageCount } from '../../../schemas/generated/api/messages/unread-count';

/**
 * The longest body, in characters (code points, as JSON Schema's maxLength counts them, so an emoji is one): room for
 * a few paragraphs between people arranging to meet, not for documents.
 */
export const MESSAGE_BODY_MAX_LENGTH = 2000;
export const MESSAGE_SUBJECT_MAX_LENGTH = 200;
/** Spec 2 §5, §9: how loosely the inbox search matches message bodies and names (0 exact … 1 anything). */
export const CONVERSATION_SEARCH_THRESHOLD = 0.3;

/** Characters as a person counts them and as the server's validation does: code points, not UTF-16 units. */
export const characterCount = (text: string): number => [...text].length;

export type MessageBodyProblem = 'empty' | 'too-long';

/** A body says something once trimmed, and is not longer than the limit as sent (as the contract measures it). */
export function messageBodyProblem(body: string): MessageBodyProblem | undefined {
  if (body.trim() === '') return 'empty';
  return characterCount(body) > MESSAGE_BODY_MAX_LENGTH ? 'too-long' : undefined;
}

/** Spec 2 §5: a meeting's group message needs the meeting, a body that can be sent, and no send still in progress. */
export function maySendGroupMessage({ meetingId, text, sending }: { meetingId: string | null | undefined; text: string; sending: boolean }): boolean {
  return Boolean(meetingId) && messageBodyProblem(text) === undefined && !sending;
}
