import { useAddToSchedule, useRemoveFromSchedule } from '../../../../src/api/lazy/schedule-actions';
import { useScheduleFeedback } from './use-schedule-feedback';

/** Adding a session (confirmed: after its RSVP dialog) and taking it off again, each announced when it is done. */
export function useScheduleChanges(sessionId: string, title: string) {
  const feedback = useScheduleFeedback(title);
  const add = useAddToSchedule();
  const remove = useRemoveFromSchedule();
  return {
    busy: add.isPending || remove.isPending,
    add: (confirmed: boolean) => add.mutate({ sessionId, confirmed }, { onSuccess: feedback.added, onError: feedback.addFailed }),
    remove: () => remove.mutate(sessionId, { onSuccess: feedback.removed, onError: feedback.removeFailed }),
  };
}
