import type { ScheduleEvent } from '../../../../src/api/lazy/schedule';
import { toZonedInputValue } from '../../../../src/engine/lazy/testing-time';

/** The views of My schedule (spec 1 §2 "Views overall"), in tab order; their ids name them in the URL fragment. */
export const SCHEDULE_VIEWS = ['list', 'day', 'week', 'labs', 'exams', 'on-demand'] as const;
export type ScheduleView = (typeof SCHEDULE_VIEWS)[number];

/** Spec 1 §9: the calendar's step. */
export const CALENDAR_STEP_MINUTES = 30;
const DAY_MINUTES = 24 * 60;

export type EventType = ScheduleEvent['eventTypeValue'];

/** Where an instant falls on the wall clock of a zone: its day (`YYYY-MM-DD`) and minute of that day. */
export function wallClock(instant: string, timeZone: string): { day: string; minute: number } {
  const value = toZonedInputValue(new Date(instant), timeZone);
  return { day: value.slice(0, 10), minute: Number(value.slice(11, 13)) * 60 + Number(value.slice(14, 16)) };
}

/** A timed event: it has a start and an end and is no on-demand bookmark. */
export const isTimed = (event: ScheduleEvent): event is ScheduleEvent & { start: string; end: string } =>
  event.start !== null && event.end !== null && !event.isOnDemand;

/** Which events each view lists: the time-based views the timed ones, the others by kind whatever their time. */
const IN_VIEW: Record<ScheduleView, (event: ScheduleEvent) => boolean> = {
  list: isTimed,
  day: isTimed,
  week: isTimed,
  labs: (event) => event.isHandsOnLab,
  exams: (event) => event.isCertificationExam,
  'on-demand': (event) => event.isOnDemand,
};

export const eventsInView = (events: readonly ScheduleEvent[], view: ScheduleView): ScheduleEvent[] => events.filter(IN_VIEW[view]);

/** The time-based views follow the date selector; the others list everything of their kind. */
export const viewFollowsDays = (view: ScheduleView): boolean => view === 'list' || view === 'day';

/** The days a view shows: the day calendar the day picked or else the first, the list the day picked or all, the week all. */
export function daysOfView(view: ScheduleView, days: readonly string[], picked: string | null): string[] {
  if (view === 'day') return [picked ?? days[0]].filter((day): day is string => day !== undefined);
  return view === 'list' && picked ? [picked] : [...days];
}

/** An instant's place in time, whatever offset it is written with (`-08:00` or `Z`); untimed ones last. */
export const instantOf = (value: string | null): number => (value === null ? Number.POSITIVE_INFINITY : Date.parse(value));

const byStart = (a: ScheduleEvent, b: ScheduleEvent) => instantOf(a.start) - instantOf(b.start) || a.title.localeCompare(b.title);

/** The events starting on a conference day (in the event's zone), by start. */
export function eventsOnDay(events: readonly ScheduleEvent[], day: string, eventZone: string): ScheduleEvent[] {
  return events.filter((event) => event.start !== null && wallClock(event.start, eventZone).day === day).sort(byStart);
}

/** The event types present, in first-seen order: the filter's choices besides "all". */
export function eventTypes(events: readonly ScheduleEvent[]): EventType[] {
  return [...new Set(events.map((event) => event.eventTypeValue))];
}

/** Spec 1 §2: the type filter shows only when it has more than two options ("all" counts as one). */
export const showsTypeFilter = (types: readonly EventType[]): boolean => types.length + 1 > 2;

/** One event placed in a day's calendar: its minutes in the shown zone and its column among those it overlaps. */
export interface PlacedEvent {
  event: ScheduleEvent;
  startMinute: number;
  endMinute: number;
  column: number;
  columns: number;
}

function minutesIn(event: ScheduleEvent & { start: string; end: string }, day: string, timeZone: string) {
  const start = wallClock(event.start, timeZone);
  const end = wallClock(event.end, timeZone);
  // An event running past midnight (or starting the day before, in another zone) is cut at the day's edges.
  const startMinute = start.day < day ? 0 : start.minute;
  const endMinute = end.day > day ? DAY_MINUTES : end.minute;
  return { startMinute, endMinute: Math.max(endMinute, startMinute + 1) };
}

/**
 * Lays out a day's timed events for the calendar: overlapping events sit side by side, each group of events that
 * overlap one another (directly or through others) shares its number of columns, and an event takes the first column
 * free at its start.
 */
export function layoutDay(events: readonly ScheduleEvent[], day: string, timeZone: string): PlacedEvent[] {
  const timed = events
    .filter(isTimed)
    .map((event) => ({ event, ...minutesIn(event, day, timeZone) }))
    .sort((a, b) => a.startMinute - b.startMinute || b.endMinute - a.endMinute);
  const placed: PlacedEvent[] = [];
  let group: PlacedEvent[] = [];
  let groupEnd = -1;
  const closeGroup = () => {
    const columns = Math.max(1, ...group.map((entry) => entry.column + 1));
    for (const entry of group) entry.columns = columns;
    group = [];
  };
  for (const entry of timed) {
    if (entry.startMinute >= groupEnd) closeGroup();
    const busy = new Set(group.filter((other) => other.endMinute > entry.startMinute).map((other) => other.column));
    let column = 0;
    while (busy.has(column)) column += 1;
    const placedEntry = { ...entry, column, columns: 1 };
    group.push(placedEntry);
    placed.push(placedEntry);
    groupEnd = Math.max(groupEnd, entry.endMinute);
  }
  closeGroup();
  return placed;
}

/** An empty calendar still shows a working day. */
const EMPTY_DAY = { start: 8 * 60, end: 17 * 60 };

/**
 * The calendar's rows: from the earliest of the business hours (when known in the zone shown) and the entries to the
 * latest end, in 30-minute steps.
 */
export function calendarRange(entries: readonly { startMinute: number; endMinute: number }[], hours: { start: number; end: number } | null) {
  const bounds = [...entries, ...(hours ? [{ startMinute: hours.start, endMinute: hours.end }] : [])];
  if (bounds.length === 0) return EMPTY_DAY;
  const step = CALENDAR_STEP_MINUTES;
  const start = Math.min(...bounds.map((entry) => entry.startMinute));
  const end = Math.max(...bounds.map((entry) => entry.endMinute));
  return { start: Math.floor(start / step) * step, end: Math.min(DAY_MINUTES, Math.ceil(end / step) * step) };
}

/**
 * Spec 1 §5: the remove button is hidden for agenda items, empty slots, executive side meetings, mandatory sessions,
 * and whenever the event says it cannot be removed. Meetings and appointments are no sessions to take off the
 * schedule: they are cancelled, declined or deleted on their own pages.
 */
export function canRemove(event: ScheduleEvent): boolean {
  const fixedTypes: readonly EventType[] = ['AgendaItem', 'EmptySlot', 'ExecutiveSideMeeting', 'Meeting', 'Appointment'];
  return event.canBeRemovedFromSchedule && !event.isMandatory && !fixedTypes.includes(event.eventTypeValue);
}
