import { fromZonedInputValue } from './testing-time';

/** Spec 1 §9: empty slots shorter than this are ignored. */
export const EMPTY_SLOT_MIN_MINUTES = 30;
/** Spec 1 §9: busy ranges closer than this merge, so such short gaps are no slots. */
export const MERGE_GAP_MINUTES = 5;
/** Spec 1 §9: events of these session types never conflict (compared without case). */
export const DEFAULT_CONFLICT_IGNORE_TYPES: readonly string[] = ['Agenda'];

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

/** What the slot and conflict rules read of a schedule event; labs and exams may have no time. */
export interface TimedEvent {
  id: string;
  start: string | null;
  end: string | null;
  sessionType?: string;
  /** Declined meetings take no time. */
  state?: 'accepted' | 'declined' | 'pending';
}

/** Minutes of the day in the event's zone (ScheduleAgenda.businessHours). */
export interface BusinessHours {
  start: number;
  end: number;
}

export interface EmptySlot {
  start: string;
  end: string;
}

interface Range {
  start: number;
  end: number;
}

function timeRange(event: TimedEvent): Range | undefined {
  if (!event.start || !event.end || event.state === 'declined') return undefined;
  const start = Date.parse(event.start);
  const end = Date.parse(event.end);
  return Number.isNaN(start) || Number.isNaN(end) || end <= start ? undefined : { start, end };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The instant a minute of a day (0–1440) means on the wall clock of the zone. */
function instantOf(day: string, minutes: number, timeZone: string): number | undefined {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(year, month - 1, date + Math.floor(minutes / DAY_MINUTES)));
  const rest = minutes % DAY_MINUTES;
  const wall = `${shifted.toISOString().slice(0, 10)}T${pad(Math.floor(rest / 60))}:${pad(rest % 60)}`;
  return fromZonedInputValue(wall, timeZone)?.getTime();
}

export interface EmptySlotOptions {
  /** The day (YYYY-MM-DD in `timeZone`). */
  day: string;
  timeZone: string;
  businessHours: BusinessHours;
  minMinutes?: number;
  mergeGapMinutes?: number;
}

/**
 * Spec 1 §4, §9: the gaps of at least `minMinutes` between the day's events inside its business hours, as
 * EmptySlot entries. Busy ranges less than `mergeGapMinutes` apart count as one.
 */
export function emptySlots(
  events: readonly TimedEvent[],
  { day, timeZone, businessHours, minMinutes = EMPTY_SLOT_MIN_MINUTES, mergeGapMinutes = MERGE_GAP_MINUTES }: EmptySlotOptions,
): EmptySlot[] {
  const open = instantOf(day, businessHours.start, timeZone);
  const close = instantOf(day, businessHours.end, timeZone);
  if (open === undefined || close === undefined || close <= open) return [];
  const busy = events
    .map(timeRange)
    .filter((range): range is Range => range !== undefined && range.end > open && range.start < close)
    .sort((a, b) => a.start - b.start);
  const slots: EmptySlot[] = [];
  let free = open;
  for (const range of busy) {
    const gap = range.start - free;
    if (gap >= minMinutes * MINUTE_MS && gap >= mergeGapMinutes * MINUTE_MS) slots.push({ start: new Date(free).toISOString(), end: new Date(range.start).toISOString() });
    free = Math.max(free, range.end);
  }
  if (close - free >= minMinutes * MINUTE_MS) slots.push({ start: new Date(free).toISOString(), end: new Date(close).toISOString() });
  return slots;
}

/**
 * The ids of events that overlap another (spec 1 §9: Agenda items never conflict by default). Events touching end to
 * start do not overlap; untimed and declined events never do.
 */
export function conflictingEventIds(events: readonly TimedEvent[], { ignoreSessionTypes = DEFAULT_CONFLICT_IGNORE_TYPES }: { ignoreSessionTypes?: readonly string[] } = {}): Set<string> {
  const ignored = new Set(ignoreSessionTypes.map((type) => type.trim().toLowerCase()));
  const timed = events
    .filter((event) => !ignored.has((event.sessionType ?? '').trim().toLowerCase()))
    .flatMap((event) => {
      const range = timeRange(event);
      return range ? [{ id: event.id, ...range }] : [];
    })
    .sort((a, b) => a.start - b.start);
  const conflicting = new Set<string>();
  let latest: { id: string; end: number } | undefined;
  for (const event of timed) {
    if (latest && event.start < latest.end) {
      conflicting.add(event.id);
      conflicting.add(latest.id);
    }
    if (!latest || event.end > latest.end) latest = { id: event.id, end: event.end };
  }
  return conflicting;
}

/** Business hours My schedule looks for empty slots in, when the site sets none: 08:00–18:00 in the event's zone. */
export const DEFAULT_BUSINESS_HOURS: BusinessHours = { start: 8 * 60, end: 18 * 60 };
