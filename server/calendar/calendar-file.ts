import { ICalCalendar, ICalEvent, ICalEventStatus } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import type { Locale } from '../../src/engine';
import { foldLines } from './fold-lines';
import type { ScheduleEntry } from './schedule-entries';
import { wallClock } from './wall-clock';

export interface CalendarFileOptions {
  /** The calendar's name, in the user's language. */
  name: string;
  /** The conference's IANA zone: events are written in it, with its VTIMEZONE. */
  timeZone: string;
  /** The site's configured origin: UIDs name its host, URLs point to its session pages. */
  publicUrl: string;
  /** The language of the session pages linked to. */
  locale: Locale;
  /** Names a session the programme no longer holds. */
  removedTitle: string;
}

// Zone rules change with library releases, not per request: each zone's block is built once.
const vtimezones = new Map<string, string | null>();

/** The VTIMEZONE block of the zone; UTC and zones the library does not know need none (times are then written in UTC). */
function vtimezone(zone: string): string | null {
  let block = vtimezones.get(zone);
  if (block === undefined) {
    const built = tzlib_get_ical_block(zone);
    block = Array.isArray(built) && built[0] ? built[0] : null;
    vtimezones.set(zone, block);
  }
  return block;
}

// A handful of names (languages) and zones: the calendar's own lines, VTIMEZONE included, are written once each.
const MAX_SHELLS = 100;
const shells = new Map<string, string>();

/** The calendar's own text, ending in `END:VCALENDAR`: the library folds it, one TextEncoder call per character. */
function shellText(calendar: ICalCalendar, key: string): string {
  let shell = shells.get(key);
  if (shell === undefined) {
    shell = calendar.toString();
    if (shells.size >= MAX_SHELLS) shells.clear();
    shells.set(key, shell);
  }
  return shell;
}

const sessionUrl = (publicUrl: string, locale: Locale, session: { sessionCode: string }) =>
  `${publicUrl.replace(/\/+$/, '')}/${locale}/sessions/${encodeURIComponent(session.sessionCode)}`;

/**
 * A user's schedule as an iCalendar file (RFC 5545). Each session keeps one UID across fetches and users
 * (`{sessionId}@{host}`), so a subscribed calendar updates the event instead of adding another, and SEQUENCE tells it
 * which version is newer. Sessions taken off the schedule stay, as CANCELLED, for calendars to drop them.
 */
export function calendarFile(entries: readonly ScheduleEntry[], options: CalendarFileOptions): string {
  const host = new URL(options.publicUrl).host;
  const zoned = vtimezone(options.timeZone) !== null;
  const calendar = new ICalCalendar({ name: options.name, prodId: { company: host, product: 'schedule', language: options.locale.toUpperCase() } });
  if (zoned) calendar.timezone({ name: options.timeZone, generator: vtimezone });
  const at = (iso: string) => (zoned ? wallClock(Date.parse(iso), options.timeZone) : new Date(iso));
  let events = '';
  for (const entry of entries) {
    const { start, end, location } = entry.place;
    if (!start || !end) continue;
    const { session } = entry;
    const event = new ICalEvent(
      {
        id: `${entry.sessionId}@${host}`,
        sequence: entry.sequence,
        stamp: entry.changedAt,
        start: at(start),
        end: at(end),
        timezone: zoned ? options.timeZone : null,
        summary: session?.title ?? options.removedTitle,
        description: session?.description || null,
        location,
        url: session ? sessionUrl(options.publicUrl, options.locale, session) : null,
        status: entry.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      },
      calendar,
    );
    events += event.toString();
  }
  // The library renders the events; they are folded here, as its folding takes 40 ms for 60 events. Every event is in
  // the calendar's zone, whose VTIMEZONE the calendar's own text carries. RFC 5545 ends every content line, the last
  // one too, with CRLF; the library leaves the last one open.
  const shell = shellText(calendar, JSON.stringify([options.name, options.timeZone, host, options.locale]));
  return shell.replace(/END:VCALENDAR$/, `${foldLines(events)}END:VCALENDAR\r\n`);
}
