import { useTranslation } from 'react-i18next';
import { useRemoveFromSchedule, type ScheduleEvent } from '../../../src/api/lazy/schedule';
import { toast, usePageContext } from '../../../src/app/block-kit';
import { localizedPath } from '../../../src/engine';
import { sessionTimeText } from '../../shared/lazy/catalogue/format/session-time';
import { EventMarks } from '../../shared/lazy/schedule-events/EventCard';
import { canRemove, isTimed } from '../../shared/lazy/schedule-events/schedule-model';
import { ScheduleDialog } from '../../shared/lazy/schedule/ScheduleDialog';
import { scheduleText } from '../../shared/lazy/schedule-events/texts';

interface EventDialogProps {
  event: ScheduleEvent;
  timeZone: string;
  conflict: boolean;
  onClose(): void;
}

/** A session's page: where the event says, else by its code. */
function detailPath(event: ScheduleEvent): string | null {
  if (event.detailNavigation) return event.detailNavigation;
  return event.eventTypeValue === 'Topic' ? `/sessions/${encodeURIComponent(event.sessionCode ?? event.id)}` : null;
}

/** The event detail dialog (spec 1 §2): what, when, where, who, its status, a link to its page and, when allowed, remove. */
export function EventDialog({ event, timeZone, conflict, onClose }: EventDialogProps) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const remove = useRemoveFromSchedule();
  const path = detailPath(event);
  const title = event.displayTitle || event.title;
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
      </dl>
      <EventMarks event={event} conflict={conflict} />
      {event.description && <p className="schedule-dialog__description">{event.description}</p>}
      <div className="schedule-dialog__actions">
        {path && (
          <a className="block-button" href={path.startsWith('/') ? localizedPath(locale, path) : path}>
            {t(scheduleText('dialog.open-session'))}
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
