import type { CSSProperties, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScheduleEvent } from '../../../src/api/lazy/schedule';
import { usePageContext } from '../../../src/app/block-kit';
import { formatCalendarDay } from '../../shared/lazy/catalogue/format/calendar-day';
import { formatMinutesOfDay } from '../../shared/lazy/catalogue/format/minutes-of-day';
import { EventTimes } from '../../shared/lazy/schedule-events/EventTimes';
import type { ListDay } from '../../shared/lazy/schedule-events/ScheduleList';
import { calendarRange, CALENDAR_STEP_MINUTES, layoutDay, wallClock } from '../../shared/lazy/schedule-events/schedule-model';
import { scheduleText } from '../../shared/lazy/schedule-events/texts';

interface CalendarGridProps {
  days: readonly ListDay[];
  timeZone: string;
  /** Business hours in the zone shown, when known there; the grid always spans them. */
  hours: { start: number; end: number } | null;
  conflicts: ReadonlySet<string>;
  onOpen(event: ScheduleEvent): void;
}

/** Up and Down move between the calendar's events in the order of time, as Tab does. */
const FOCUS_STEPS: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };

function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const step = FOCUS_STEPS[event.key];
  if (step === undefined) return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-schedule-event]')];
  const index = buttons.indexOf(document.activeElement as HTMLElement);
  const next = buttons[index + step];
  if (index < 0 || !next) return;
  event.preventDefault();
  next.focus();
}

const position = (from: number, to: number, start: number, extra: Record<string, number> = {}) =>
  ({ '--from': (from - start) / CALENDAR_STEP_MINUTES, '--span': (to - from) / CALENDAR_STEP_MINUTES, ...extra }) as CSSProperties;

/**
 * The day and week calendars: a time axis in 30-minute steps and one column per day, events placed by their time and
 * overlapping events side by side; free time shows behind them.
 */
export function CalendarGrid({ days, timeZone, hours, conflicts, onOpen }: CalendarGridProps) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const columns = days.map((listDay) => ({
    ...listDay,
    placed: layoutDay(listDay.events, listDay.day, timeZone),
    slots: listDay.slots.map((slot) => ({ slot, startMinute: wallClock(slot.start, timeZone).minute, endMinute: wallClock(slot.end, timeZone).minute || 1440 })),
  }));
  const everything = columns.flatMap((column) => [...column.placed, ...column.slots]);
  const range = calendarRange(everything, hours);
  const steps = Array.from({ length: (range.end - range.start) / CALENDAR_STEP_MINUTES }, (_, index) => range.start + index * CALENDAR_STEP_MINUTES);
  return (
    <div className={`schedule-calendar${days.length > 1 ? ' schedule-calendar--week' : ''}`} style={{ '--steps': steps.length, '--days': days.length } as CSSProperties} onKeyDown={moveFocus}>
      <div className="schedule-calendar__axis" aria-hidden="true">
        {steps.map((minute) => (
          <span key={minute} className="schedule-calendar__step">
            {minute % 60 === 0 ? formatMinutesOfDay(minute, locale, t) : ''}
          </span>
        ))}
      </div>
      {columns.map((column) => (
        <section key={column.day} className="schedule-calendar__day" aria-label={formatCalendarDay(column.day, locale, { withYear: true })}>
          {days.length > 1 && <h3 className="schedule-calendar__heading">{formatCalendarDay(column.day, locale)}</h3>}
          <div className="schedule-calendar__column">
            {column.slots.map(({ slot, startMinute, endMinute }) => (
              <div key={slot.start} className="schedule-calendar__slot" style={position(startMinute, endMinute, range.start)}>
                <span className="schedule-slot__label">{t(scheduleText('empty-slot'))}</span>
              </div>
            ))}
            {column.placed.map(({ event, startMinute, endMinute, column: at, columns: of }) => {
              const conflict = conflicts.has(event.id);
              return (
                <div
                  key={event.id}
                  className={`schedule-calendar__event${conflict ? ' schedule-event--conflict' : ''}${event.state === 'pending' ? ' schedule-event--pending' : ''}`}
                  style={position(startMinute, endMinute, range.start, { '--column': at, '--columns': of })}
                >
                  <button type="button" className="schedule-calendar__open" data-schedule-event="" onClick={() => onOpen(event)}>
                    <span className="schedule-calendar__title">
                      {/* Short events leave no room for the words: a sign shows, the words are read out. */}
                      {conflict && (
                        <span className="schedule-calendar__conflict">
                          <span aria-hidden="true">⚠ </span>
                          <span className="schedule-visually-hidden">{t(scheduleText('status.conflict'))}: </span>
                        </span>
                      )}
                      {event.displayTitle || event.title}
                    </span>
                    {event.start && event.end && <EventTimes start={event.start} end={event.end} timeZone={timeZone} />}
                  </button>
                </div>
              );
            })}
          </div>
        </section>
      ))}
    </div>
  );
}
