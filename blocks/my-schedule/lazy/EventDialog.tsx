import { useTranslation } from 'react-i18next';
import { useRemoveFromSchedule, type ScheduleEvent } from '../../../src/api/lazy/schedule';
import { toast, usePageContext } from '../../../src/app/block-kit';
import { localizedPath } from '../../../src/engine';
import { mayCall, takesAnswer } from '../../../src/engine/lazy/meetings';
import { sessionTimeText } from '../../shared/lazy/catalogue/format/session-time';
import { AnswerButtons } from '../../shared/lazy/meetings/AnswerButtons';
import { EventMarks } from '../../shared/lazy/schedule-events/EventCard';
import { canRemove, isTimed, type EventType } from '../../shared/lazy/schedule-events/schedule-model';
import { ScheduleDialog } from '../../shared/lazy/schedule/ScheduleDialog';
import { scheduleText } from '../../shared/lazy/schedule-events/texts';
import { MeetingFacts } from './MeetingFacts';
// The meeting's accept and decline buttons are the meetings screens' own, with their looks.
import '../../shared/lazy/meetings/meetings.css';

interface EventDialogProps {
  event: ScheduleEvent;
  timeZone: string;
  conflict: boolean;
  onClose(): void;
}

/** A session's page: where the event says (meetings and appointments always do), else by its code. */
function detailPath(event: ScheduleEvent): string | null {
  if (event.detailNavigation) return event.detailNavigation;
  return event.eventTypeValue === 'Topic' ? `/sessions/${encodeURIComponent(event.sessionCode ?? event.id)}` : null;
}

/** What the link to the event's page says; a session's words for anything else. */
const OPEN_LINK_TEXTS: Partial<Record<EventType, string>> = { Meeting: 'dialog.open-meeting', Appointment: 'dialog.open-appointment' };

/**
 * The event detail dialog (spec 1 §2): what, when, where, who, its status, a link to its page and, when allowed, remove.
 * A meeting adds its organiser, its participants with their answers and the attendee's own, and accept and decline
 * while the invitation waits for them (spec 2 §4).
 */
export function EventDialog({ event, timeZone, conflict, onClose }: EventDialogProps) {
  const { t } = useTranslation();
  const { locale, scopes } = usePageContext();
  const remove = useRemoveFromSchedule();
  const path = detailPath(event);
  const title = event.displayTitle || event.title;
  const answerable = takesAnswer(event) && event.state === 'pending' && mayCall('respond', scopes);
  const removeIt = () =>
    remove.mutate(
      event.id,
      {
        onSuccess: () => {
          toast.show({ message: 'translate.base.schedule.removed', values: { title }, kind: 'success' });
          onClose();
        },
        onError: () => toast.show({ message: 'translate.base.schedule.error.remove-session', values: { title }, kind: 'error' }),
      },
    );
  return (
    <ScheduleDialog title={title} onClose={onClose}>
      <dl className="schedule-dialog__facts">
        {isTimed(event) && (
          <>
            <dt>{t(scheduleText('dialog.time'))}</dt>
            <dd>{sessionTimeText(event.start, event.end, locale, timeZone)}</dd>
          </>
        )}
        {event.location && (
          <>
            <dt>{t(scheduleText('dialog.room'))}</dt>
            <dd>{event.location}</dd>
          </>
        )}
        {event.speakerNames.length > 0 && (
          <>
            <dt>{t(scheduleText('dialog.speakers'))}</dt>
            <dd>{event.speakerNames.join(', ')}</dd>
          </>
        )}
        {takesAnswer(event) && <MeetingFacts event={event} />}
      </dl>
      <EventMarks event={event} conflict={conflict} />
      {event.description && <p className="schedule-dialog__description">{event.description}</p>}
      {answerable && <AnswerButtons meeting={{ id: event.id, subject: title }} actions={{ accept: true, decline: true }} />}
      <div className="schedule-dialog__actions">
        {path && (
          <a className="block-button" href={path.startsWith('/') ? localizedPath(locale, path) : path}>
            {t(scheduleText(OPEN_LINK_TEXTS[event.eventTypeValue] ?? 'dialog.open-session'))}
          </a>
        )}
        {canRemove(event) && (
          <button type="button" className="block-button block-button--secondary" disabled={remove.isPending} aria-busy={remove.isPending} onClick={removeIt}>
            {t(scheduleText('dialog.remove'))}
          </button>
        )}
      </div>
    </ScheduleDialog>
  );
}
