import { useTranslation } from 'react-i18next';
import { useAnswerMeeting, type Meeting, type MeetingAnswer } from '../../../../src/api/lazy/meetings';
import type { MeetingActions } from '../../../../src/engine/lazy/meetings';
import { focusHomeOf, keepFocusNear } from '../focus-home';
import { meetingFailure, meetingSuccess } from './meeting-toasts';
import { meetingText } from './texts';

const OUTCOME: Record<MeetingAnswer, { success: string; failure: string }> = {
  accept: { success: 'accepted', failure: 'issue-accepting' },
  decline: { success: 'declined-request', failure: 'issue-declining' },
};

/**
 * An invitee's accept and decline buttons (spec 2 §4), each offered by `meetingActions`; named with the meeting's
 * subject, since a list shows several. Both wait while one answer is on its way; once it is stored and they are gone,
 * the focus stays in their row, dialog or meeting.
 */
export function AnswerButtons({ meeting, actions }: { meeting: Pick<Meeting, 'id' | 'subject'>; actions: Pick<MeetingActions, 'accept' | 'decline'> }) {
  const { t } = useTranslation();
  const mutation = useAnswerMeeting();
  const answer = (choice: MeetingAnswer, button: HTMLButtonElement) => {
    const home = focusHomeOf(button);
    // The promise, not mutate's callbacks: on a list the buttons go (and their callbacks with them) once answered.
    mutation.mutateAsync({ meetingId: meeting.id, answer: choice }).then(
      () => {
        meetingSuccess(OUTCOME[choice].success);
        keepFocusNear(home);
      },
      (error: unknown) => meetingFailure(error, OUTCOME[choice].failure),
    );
  };
  const button = (choice: MeetingAnswer, primary: boolean) => (
    <button
      type="button"
      className={`block-button${primary ? ' block-button--primary' : ''}`}
      aria-label={t(meetingText(`actions.${choice}-named`), { subject: meeting.subject })}
      aria-disabled={mutation.isPending || undefined}
      onClick={(event) => !mutation.isPending && answer(choice, event.currentTarget)}
    >
      {t(meetingText(`actions.${choice}`))}
    </button>
  );
  if (!actions.accept && !actions.decline) return null;
  return (
    <div className="meeting-actions">
      {actions.accept && button('accept', true)}
      {actions.decline && button('decline', false)}
    </div>
  );
}
