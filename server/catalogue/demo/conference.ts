import { eventTimeZone, formatInZone } from '../zoned-time';

/** When and where the demo conference takes place. */
export interface Conference {
  /** IANA time zone the programme is scheduled in. */
  timeZone: string;
  /** The event days, `YYYY-MM-DD`, in order. */
  days: string[];
}

// A mistyped end date must not make a first start generate a year of sessions.
const MAX_DAYS = 14;
// Without an end, the live phase is taken to last this long.
const DEFAULT_DAYS = 4;

/** `day` moved by `count` calendar days. */
export function addDays(day: string, count: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + count)).toISOString().slice(0, 10);
}

const dayIn = (instant: Date, timeZone: string) => formatInZone(instant, timeZone).slice(0, 10);

function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = first; day <= last && days.length < MAX_DAYS; day = addDays(day, 1)) days.push(day);
  return days;
}

const validDate = (value: unknown): Date | undefined => {
  if (typeof value !== 'string') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/**
 * The conference from the site settings: `eventTimezone` (UTC when unset), the days from `eventStartDate` to
 * `eventEndDate`, or else the days of the second event phase (the one during the event) up to the next phase.
 */
export function conferenceFromSettings(settings: ReadonlyMap<string, unknown>): Conference {
  const timeZone = eventTimeZone(settings.get('eventTimezone'));
  const start = validDate(settings.get('eventStartDate'));
  const end = validDate(settings.get('eventEndDate'));
  if (start && end && start <= end) return { timeZone, days: daysBetween(dayIn(start, timeZone), dayIn(end, timeZone)) };
  const phases = settings.get('eventPhases');
  const phaseStarts = Array.isArray(phases) ? phases.map((phase: { start?: unknown }) => validDate(phase?.start)) : [];
  const [during, after] = [phaseStarts[1], phaseStarts[2]];
  if (!during) throw new Error('The demo conference needs eventStartDate and eventEndDate, or event phases, in the site settings');
  const first = dayIn(during, timeZone);
  const last = after && after > during ? dayIn(new Date(after.getTime() - 1), timeZone) : addDays(first, DEFAULT_DAYS - 1);
  return { timeZone, days: daysBetween(first, last) };
}
