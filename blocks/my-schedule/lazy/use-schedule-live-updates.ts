import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { API_BASE } from '../../../src/api/client';
import { scheduleKeys } from '../../../src/api/lazy/schedule';
import { openLiveStream } from '../../../src/app/block-kit';

/**
 * Keeps an open schedule current when something changes it without the attendee (a freed seat moves them off the
 * waitlist; a meeting invitation, answer, edit or cancellation): the server sends `onScheduleChanged` and
 * `onMeetingChanged` to that user's streams only, and every schedule answer is asked for again. Live updates follow
 * the site's switch for them (enableSignalr), as the shell's do.
 */
export function useScheduleLiveUpdates(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return undefined;
    return openLiveStream({
      url: `${API_BASE}/live`,
      types: ['onScheduleChanged', 'onMeetingChanged'],
      onEvent: () => void queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
    });
  }, [enabled, queryClient]);
}
