import { TZDate } from '@date-fns/tz';
import { ICalCalendar, ICalEventStatus } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import type { Locale } from '../../src/engine';
import type { ScheduleEntry } from './schedule-entries';

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

/** The VTIMEZONE block of the zone; UTC and zones the library does not know need none (times are then written in UTC). */
function vtimezone(zone: string): string | null {
  const block = tzlib_get_ical_block(zone);
  return Array.isArray(block) && block[0] ? block[0] : null;
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
  const at = (iso: string) => (zoned ? new TZDate(Date.parse(iso), options.timeZone) : new Date(iso));
  for (const entry of entries) {
    const { start, end, location } = entry.place;
    if (!start || !end) continue;
    const { session } = entry;
    calendar.createEvent({
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
    });
  }
  // RFC 5545 ends every content line, the last one too, with CRLF; the library leaves the last one open.
  return `${calendar.toString()}\r\n`;
}
