import { useMutation, useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { MeetingMessageRequest } from '../../engine/lazy/meetings';
import type { Conversation, ConversationList, ConversationRecipient, ConversationSummary, Message, MessageSendRequest, UnreadMessageCount } from '../../engine/lazy/messages';
import { ApiError, apiRequest } from '../client';
import { counterKeys } from './counters';

export type { Conversation, ConversationList, ConversationRecipient, ConversationSummary, Message };
export { useUnreadMessageCount } from './counters';

/** A conversation: with an attendee (`id` is their registration key) or a meeting's group messages (the meeting's id). */
export interface ConversationRef {
  kind: 'direct' | 'meeting';
  id: string;
}

/** The conversation a list entry stands for: a meeting's conversation names the meeting as its recipient. */
export const conversationRefOf = (summary: ConversationSummary): ConversationRef => ({
  kind: summary.lastMessage.messageType === 'meeting' ? 'meeting' : 'direct',
  id: summary.recipient.id,
});

export const sameConversation = (a: ConversationRef | null, b: ConversationRef | null): boolean => a !== null && b !== null && a.kind === b.kind && a.id === b.id;

/** The inbox's answers; `all` covers them (a live message refetches every one). */
export const messageKeys = {
  all: ['messages'] as const,
  conversations: ['messages', 'conversations'] as const,
  thread: (ref: ConversationRef) => ['messages', 'thread', ref.kind, ref.id] as const,
};

// Spec 2 §9: answers are stale after 20 s; live events refetch them sooner.
const STALE_MS = 20_000;

/**
 * The caller's conversations, latest first (`GET /conversation`). Its unread total is the counter's too, so the
 * header's count follows every load of the list.
 */
export function useConversationList({ enabled = true }: { enabled?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: messageKeys.conversations,
    queryFn: async ({ signal }) => {
      const list = await apiRequest<ConversationList>('/conversation', { signal });
      queryClient.setQueryData<UnreadMessageCount>(counterKeys.unreadMessages, { count: list.unreadCount });
      return list;
    },
    staleTime: STALE_MS,
    enabled,
  });
}

const threadPath = (ref: ConversationRef): string => `/conversation/${ref.kind === 'meeting' ? 'meeting' : 'attendee'}/${encodeURIComponent(ref.id)}`;

/**
 * One conversation with its messages, latest first: with an attendee (`GET /conversation/attendee/{key}`, empty when
 * new, 404 when they cannot be written to) or a meeting's (`GET /conversation/meeting/{id}`, 404 for non-participants).
 */
export function useConversation(ref: ConversationRef | null) {
  return useQuery({
    queryKey: messageKeys.thread(ref ?? { kind: 'direct', id: '' }),
    queryFn: ({ signal }) => apiRequest<Conversation>(threadPath(ref as ConversationRef), { signal }),
    staleTime: STALE_MS,
    enabled: ref !== null,
  });
}

/**
 * A send refused for going too fast (429). Its message is the server's own words, shown as they are (spec 2 §8); it is
 * no ApiError, so the app's general 429 toast (src/app/query-client.ts) does not say the same thing a second time.
 */
export class SendingTooFast extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SendingTooFast';
  }
}

function sendRequest(ref: ConversationRef, body: string): Promise<Message> {
  if (ref.kind === 'meeting') return apiRequest<Message>('/meeting/message', { method: 'POST', body: { meetingId: ref.id, body } satisfies MeetingMessageRequest });
  return apiRequest<Message>('/messages/send', { method: 'POST', body: { messageToKey: ref.id, body } satisfies MessageSendRequest });
}

/**
 * Writes into cached answers what a write's answer says. A load of them already on its way (a live event's) started
 * before the write was stored and would put the old state back, so it is cut short, and made again once written: it
 * may bring something new besides.
 */
async function writeOver(queryClient: QueryClient, keys: readonly QueryKey[], write: () => void): Promise<void> {
  const loading = keys.filter((queryKey) => queryClient.isFetching({ queryKey }) > 0);
  await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
  write();
  for (const queryKey of loading) void queryClient.invalidateQueries({ queryKey });
}

/**
 * Sends a message into a conversation (`POST /messages/send`, or `POST /meeting/message` for a meeting's). The message
 * stored is added to the open thread at once; the list is asked for again (its latest message, a new conversation).
 */
export function useSendMessage(ref: ConversationRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: string) => {
      try {
        return await sendRequest(ref, body);
      } catch (error) {
        throw error instanceof ApiError && error.status === 429 ? new SendingTooFast(error.body.message) : error;
      }
    },
    onSuccess: async (message) => {
      await writeOver(queryClient, [messageKeys.thread(ref)], () =>
        queryClient.setQueryData<Conversation>(messageKeys.thread(ref), (conversation) =>
          conversation && { ...conversation, messages: [message, ...conversation.messages.filter((shown) => shown.id !== message.id)] },
        ),
      );
      // The list has a new latest message, and the caller's unread count of the conversation is none now (the list sets it).
      void queryClient.invalidateQueries({ queryKey: messageKeys.conversations });
    },
  });
}

/** What the caller has read since: that message and every earlier one of the conversation, and their new unread total. */
function applyRead(queryClient: QueryClient, ref: ConversationRef, messageId: string, count: number) {
  queryClient.setQueryData<UnreadMessageCount>(counterKeys.unreadMessages, { count });
  queryClient.setQueryData<Conversation>(messageKeys.thread(ref), (conversation) => {
    if (!conversation) return conversation;
    const read = conversation.messages.findIndex((message) => message.id === messageId);
    return read < 0 ? conversation : { ...conversation, messages: conversation.messages.map((message, index) => (index >= read ? { ...message, isRead: true } : message)) };
  });
  queryClient.setQueryData<ConversationList>(messageKeys.conversations, (list) =>
    list && {
      unreadCount: count,
      conversations: list.conversations.map((summary) =>
        // The latest unread message was read, so none of the conversation's is left (a newer one comes with a live refetch).
        sameConversation(conversationRefOf(summary), ref) ? { ...summary, unreadCount: 0 } : summary,
      ),
    },
  );
}

/**
 * Marks a message and every earlier one of its conversation read (`PUT /messages/{id}/read`); the answer is the caller's
 * new unread total, set into the counter at once.
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId }: { ref: ConversationRef; messageId: string }) =>
      apiRequest<UnreadMessageCount>(`/messages/${encodeURIComponent(messageId)}/read`, { method: 'PUT' }),
    onSuccess: ({ count }, { ref, messageId }) =>
      writeOver(queryClient, [messageKeys.conversations, counterKeys.unreadMessages], () => applyRead(queryClient, ref, messageId, count)),
  });
}
