import { useTranslation } from 'react-i18next';
import type { ScheduleEvent } from '../../../../src/api/lazy/schedule';
import { statusKeys } from './event-status';
import { EventTimes } from './EventTimes';
import { isTimed } from './schedule-model';
import { scheduleText } from './texts';
import './schedule-events.css';

interface EventCardProps {
  event: ScheduleEvent;
  timeZone: string;
  /** Overlaps another event of the schedule. */
  conflict?: boolean;
  /** Opens the event's dialog; without it the card is read-only (a shared schedule). */
  onOpen?: (event: ScheduleEvent) => void;
}

/** One event in a list: time, title, room, speakers and its marks (waitlisted, under review, conflict…). */
export function EventCard({ event, timeZone, conflict = false, onOpen }: EventCardProps) {
  const title = event.displayTitle || event.title;
  return (
    <article className={`schedule-event${conflict ? ' schedule-event--conflict' : ''}${event.state === 'pending' ? ' schedule-event--pending' : ''}`}>
      {isTimed(event) && <EventTimes start={event.start} end={event.end} timeZone={timeZone} />}
      <h4 className="schedule-event__title">
        {onOpen ? (
          <button type="button" className="schedule-event__open" data-schedule-event="" onClick={() => onOpen(event)}>
            {title}
          </button>
        ) : (
          title
        )}
      </h4>
      {event.location && <p className="schedule-event__room">{event.location}</p>}
      {event.speakerNames.length > 0 && <p className="schedule-event__speakers">{event.speakerNames.join(', ')}</p>}
      <EventMarks event={event} conflict={conflict} />
    </article>
  );
}

/** The event's marks as small tags; a conflict is named in words too, not told by colour alone. */
export function EventMarks({ event, conflict }: { event: ScheduleEvent; conflict: boolean }) {
  const { t } = useTranslation();
  const keys = [...statusKeys(event), ...(conflict ? ['status.conflict'] : [])];
  if (keys.length === 0) return null;
  return (
    <ul className="schedule-event__marks">
      {keys.map((key) => (
        <li key={key} className={`schedule-mark schedule-mark--${key.slice('status.'.length)}`}>
          {t(scheduleText(key))}
        </li>
      ))}
    </ul>
  );
}
