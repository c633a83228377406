import { useTranslation } from 'react-i18next';
import type { ScheduleEvent } from '../../../../src/api/lazy/schedule';
import { usePageContext } from '../../../../src/app/block-kit';
import type { EmptySlot } from '../../../../src/engine/lazy/schedule';
import { formatCalendarDay } from '../catalogue/format/calendar-day';
import { EventCard } from './EventCard';
import { instantOf } from './schedule-model';
import { EventTimes } from './EventTimes';
import { scheduleText } from './texts';
import './schedule-events.css';

/** One conference day of the list: its events and, when shown, its free time. */
export interface ListDay {
  day: string;
  events: readonly ScheduleEvent[];
  slots: readonly EmptySlot[];
}

interface ScheduleListProps {
  days: readonly ListDay[];
  timeZone: string;
  conflicts: ReadonlySet<string>;
  /** Opens an event's dialog; without it the list is read-only (a shared schedule). */
  onOpen?: (event: ScheduleEvent) => void;
}

type Entry = { kind: 'event'; start: number; event: ScheduleEvent } | { kind: 'slot'; start: number; slot: EmptySlot };

/** Events and empty slots of a day in the order of time. */
function entriesOf({ events, slots }: ListDay): Entry[] {
  const entries: Entry[] = [
    ...events.map((event): Entry => ({ kind: 'event', start: instantOf(event.start), event })),
    ...slots.map((slot): Entry => ({ kind: 'slot', start: instantOf(slot.start), slot })),
  ];
  return entries.sort((a, b) => a.start - b.start);
}

/** The list view: the days in order, each with its events and free time. */
export function ScheduleList({ days, timeZone, conflicts, onOpen }: ScheduleListProps) {
  const { locale } = usePageContext();
  return (
    <div className="schedule-list">
      {days.map((listDay) => (
        <section key={listDay.day} className="schedule-list__day">
          <h3 className="schedule-list__heading">{formatCalendarDay(listDay.day, locale, { withYear: true })}</h3>
          <ul className="schedule-list__entries">
            {entriesOf(listDay).map((entry) => (
              <li key={entry.kind === 'event' ? entry.event.id : `slot-${entry.start}`}>
                {entry.kind === 'event' ? (
                  <EventCard event={entry.event} timeZone={timeZone} conflict={conflicts.has(entry.event.id)} onOpen={onOpen} />
                ) : (
                  <FreeTime slot={entry.slot} timeZone={timeZone} />
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** An empty slot: time with nothing planned, inside business hours. */
export function FreeTime({ slot, timeZone }: { slot: EmptySlot; timeZone: string }) {
  const { t } = useTranslation();
  return (
    <div className="schedule-slot">
      <EventTimes start={slot.start} end={slot.end} timeZone={timeZone} />
      <span className="schedule-slot__label">{t(scheduleText('empty-slot'))}</span>
    </div>
  );
}
