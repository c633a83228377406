import { useQuery } from '@tanstack/react-query';
import type { MeetingPendingCount } from '../../engine/lazy/meetings';
import { mayCall } from '../../engine/lazy/meetings';
import type { UnreadMessageCount } from '../../engine/lazy/messages';
import { SCOPES } from '../../engine';
import { apiRequest } from '../client';

/**
 * The personal counters shown beside the links to the inbox and to the meetings. Whatever changes one (a message read,
 * an invitation answered, a live event) sets or invalidates it here; `all` covers both.
 */
export const counterKeys = {
  all: ['counters'] as const,
  unreadMessages: ['counters', 'unread-messages'] as const,
  pendingMeetings: ['counters', 'pending-meetings'] as const,
};

/** Which counters a visitor has (spec 2 §6): unread messages with messaging, pending invitations with a meeting scope. */
export function countersFor(scopes: readonly string[], features: Readonly<Record<string, boolean>>): { unreadMessages: boolean; pendingMeetings: boolean } {
  return {
    unreadMessages: features.showMessaging === true && scopes.includes(SCOPES.eventTools),
    pendingMeetings: features.showMeetings === true && mayCall('pendingCount', scopes),
  };
}

// Spec 2 §9: answers are stale after 20 s; live events and the inbox's own reads keep them current meanwhile.
const STALE_MS = 20_000;

/** The caller's unread messages, direct and meeting messages together (`GET /messages/unreadCount`). */
export function useUnreadMessageCount({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: counterKeys.unreadMessages,
    queryFn: ({ signal }) => apiRequest<UnreadMessageCount>('/messages/unreadCount', { signal }),
    select: (answer) => answer.count,
    staleTime: STALE_MS,
    enabled,
  });
}

/** The invitations the caller has not answered (`GET /meeting/pendingCount`). */
export function usePendingMeetingCount({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: counterKeys.pendingMeetings,
    queryFn: ({ signal }) => apiRequest<MeetingPendingCount>('/meeting/pendingCount', { signal }),
    select: (answer) => answer.count,
    staleTime: STALE_MS,
    enabled,
  });
}
