import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { API_BASE } from '../../../src/api/client';
import { openLiveStream } from '../../../src/app/block-kit';

/** The personal events of messaging and meetings: the server sends each only to the streams of the user it concerns. */
const MESSAGING_EVENTS = ['onMessageReceived', 'onMeetingChanged'] as const;

/**
 * Keeps what a view shows of messages and meetings current while someone else acts (a message arrives, an invitation
 * comes, is answered or cancelled): each such event asks for the given answers again. Live updates follow the site's
 * switch for them (enableSignalr), as the shell's and the schedule's do.
 */
export function useMessagingLiveUpdates(enabled: boolean, queryKeys: readonly QueryKey[]): void {
  const queryClient = useQueryClient();
  // The keys as one value, so a caller's new array of the same keys does not reopen the stream.
  const keys = JSON.stringify(queryKeys);
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return undefined;
    const invalidated = JSON.parse(keys) as QueryKey[];
    return openLiveStream({
      url: `${API_BASE}/live`,
      types: MESSAGING_EVENTS,
      onEvent: () => {
        for (const queryKey of invalidated) void queryClient.invalidateQueries({ queryKey });
      },
    });
  }, [enabled, keys, queryClient]);
}
