import { useTranslation } from 'react-i18next';
import type { ScheduleEvent } from '../../../src/api/lazy/schedule';
import { meetingText } from '../../shared/lazy/meetings/texts';

/**
 * A meeting's organiser, its participants with their answers, and the attendee's own answer, as terms of the dialog's
 * list, in the words and marks of the meetings screens.
 */
export function MeetingFacts({ event }: { event: ScheduleEvent }) {
  const { t } = useTranslation();
  return (
    <>
      {event.organizer && (
        <>
          <dt>{t(meetingText('detail.organiser'))}</dt>
          <dd>{event.organizer}</dd>
        </>
      )}
      {event.participants.length > 0 && (
        <>
          <dt>{t(meetingText('detail.participants'))}</dt>
          <dd>
            <ul className="schedule-dialog__participants">
              {event.participants.map((participant) => (
                <li key={participant.userId}>
                  {participant.displayName}{' '}
                  <span className={`meeting-badge meeting-badge--${participant.invitationResponse}`}>{t(meetingText(`response.${participant.invitationResponse}`))}</span>
                </li>
              ))}
            </ul>
          </dd>
        </>
      )}
      <dt>{t(meetingText('detail.your-answer'))}</dt>
      <dd>{t(meetingText(`response.yours.${event.state}`))}</dd>
    </>
  );
}
