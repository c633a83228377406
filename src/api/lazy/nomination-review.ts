import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RoundtableNominations } from '../../../schemas/generated/api/siteeditor/nominations';
import type { ScheduleChangeResult } from '../../engine/lazy/schedule';
import { apiRequest } from '../client';

// The site editors' nomination calls, apart from schedule-actions.ts so no attendee downloads them.

export type { RoundtableNominations };

const NOMINATIONS_KEY = ['siteeditor', 'nominations'] as const;

/** Every roundtable's nominations (GET /siteeditor/nominations). */
export function useRoundtableNominations() {
  return useQuery({
    queryKey: NOMINATIONS_KEY,
    queryFn: ({ signal }) => apiRequest<RoundtableNominations>('/siteeditor/nominations', { signal }),
    staleTime: 0,
    retry: 1,
  });
}

export interface NominationDecisionInput {
  sessionId: string;
  attendeeId: string;
  status: 'confirmed' | 'declined';
}

/** Confirms or declines one nomination, then reloads the list (seats taken change with it). */
export function useDecideNomination() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, attendeeId, status }: NominationDecisionInput) =>
      apiRequest<ScheduleChangeResult>(`/siteeditor/nominations/${encodeURIComponent(sessionId)}/${encodeURIComponent(attendeeId)}`, { method: 'POST', body: { status } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOMINATIONS_KEY }),
  });
}
