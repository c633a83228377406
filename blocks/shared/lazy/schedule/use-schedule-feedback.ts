import { useTranslation } from 'react-i18next';
import { toast, usePageContext } from '../../../../src/app/block-kit';
import type { AddToScheduleResult } from '../../../../src/engine/lazy/schedule';
import { errorMessageMappings, scheduleErrorText } from '../../../../src/engine/lazy/schedule-errors';

const key = (name: string) => `translate.base.schedule.${name}`;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The announcements of schedule changes (spec 1 §8), as toasts in the polite live region: added, waitlisted or
 * removed; a refused add says what errorMessageMapper or the message's own key says, else the server's words.
 */
export function useScheduleFeedback(title: string) {
  const { i18n } = useTranslation();
  const { settings } = usePageContext();
  return {
    added(result: AddToScheduleResult) {
      const waitlisted = result.addedSessions.some((added) => added.isWaitlisted);
      toast.show({ message: key(waitlisted ? 'added-to-waitlist' : 'added'), values: { title }, kind: 'success' });
    },
    addFailed(error: unknown) {
      const shown = scheduleErrorText(messageOf(error), { mappings: errorMessageMappings(settings.settings.errorMessageMapper), hasKey: (name) => i18n.exists(name) });
      toast.show({ message: 'key' in shown ? shown.key : shown.text, values: { title }, kind: 'error' });
    },
    removed: () => toast.show({ message: key('removed'), values: { title }, kind: 'success' }),
    removeFailed: () => toast.show({ message: key('error.remove-session'), values: { title }, kind: 'error' }),
  };
}
