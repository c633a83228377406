import { DEFAULT_LOCALE } from '../../../src/engine';
import { webUrl } from '../import/entities';
import { formatClockDuration, parseOffsetDateTime } from '../import/times';
import type { Room, Session, Speaker } from '../types';
import { formatInZone } from '../zoned-time';
import { guidOf, integerIds } from './stable-ids';

export interface C3vocExportOptions {
  /** The conference's name (programName). */
  title: string;
  /** IANA zone the event days are counted in. */
  timeZone: string;
  /** The site's origin (`https://summit.example.com`): event pages and relative media are made absolute with it. */
  baseUrl: string;
  /** When the export is made: it is the schedule's version, and its date when there is nothing scheduled. */
  generatedAt: Date;
}

/** What the export reads: rooms for their names and capacities, sessions, and their speakers by id. */
export interface ExportedCatalogue {
  rooms: readonly Room[];
  sessions: readonly Session[];
  speaker(speakerId: string): Speaker | undefined;
}

const CODE = /^[A-Z0-9]+$/;

/** ASCII letters and digits joined by dashes, as c3voc slugs must be. */
function slug(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** c3voc acronyms are four or more of `a-z0-9_`. */
function acronym(title: string): string {
  const letters = slug(title).replace(/-/g, '');
  return letters.length >= 4 ? letters : `${letters}conf`;
}

const dayOf = (dateTime: string, timeZone: string) => formatInZone(Date.parse(dateTime), timeZone).slice(0, 10);

function person(speaker: Speaker, baseUrl: string) {
  return {
    guid: guidOf('speaker', speaker.speakerId),
    ...(CODE.test(speaker.speakerId) ? { code: speaker.speakerId } : {}),
    name: speaker.displayName,
    biography: speaker.bio,
    avatar: webUrl(speaker.photo, baseUrl),
  };
}

const references = (links: Session['sessionLinks'], baseUrl: string) =>
  links.flatMap(({ label, link }) => {
    const url = webUrl(link, baseUrl);
    return url ? [{ title: label, url }] : [];
  });

interface Scheduled {
  session: Session & { startDateTime: string; endDateTime: string };
  room: string;
}

function scheduledSessions(data: ExportedCatalogue): Scheduled[] {
  const roomNames = new Map(data.rooms.map((room) => [room.roomId, room.name]));
  return data.sessions.flatMap((session) => {
    const room = (session.roomId && roomNames.get(session.roomId)) || session.location;
    const { startDateTime, endDateTime } = session;
    return startDateTime && endDateTime && room ? [{ session: { ...session, startDateTime, endDateTime }, room }] : [];
  });
}

/**
 * The catalogue as a c3voc schedule, version 1 (`days → rooms → events`), valid against the format's schema.json.
 * Only what a schedule can hold is exported: sessions with a timeslot and a room (on-demand sessions have neither).
 */
export function exportC3vocV1(data: ExportedCatalogue, options: C3vocExportOptions) {
  const scheduled = scheduledSessions(data).sort(
    (a, b) => Date.parse(a.session.startDateTime) - Date.parse(b.session.startDateTime) || a.session.sessionCode.localeCompare(b.session.sessionCode),
  );
  const eventIds = integerIds(scheduled.map(({ session }) => session.sessionId));
  const conferenceAcronym = acronym(options.title);

  const event = ({ session, room }: Scheduled) => {
    const id = eventIds.get(session.sessionId) as number;
    const start = parseOffsetDateTime(session.startDateTime);
    const end = parseOffsetDateTime(session.endDateTime);
    const minutes = start && end ? Math.max(0, Math.round((end.ms - start.ms) / 60_000)) : session.durationInMinutes;
    return {
      guid: guidOf('session', session.sessionId),
      id,
      ...(CODE.test(session.sessionCode) ? { code: session.sessionCode } : {}),
      logo: webUrl(session.imageUrl, options.baseUrl),
      date: session.startDateTime,
      start: session.startDateTime.slice(11, 16),
      end: session.endDateTime,
      duration: formatClockDuration(minutes),
      room,
      slug: [conferenceAcronym, String(id), slug(session.title).slice(0, 60).replace(/-+$/, '')].filter(Boolean).join('-'),
      url: `${options.baseUrl}/${DEFAULT_LOCALE}/sessions/${encodeURIComponent(session.sessionCode)}`,
      title: session.title,
      subtitle: null,
      track: session.track,
      type: session.sessionType.displayValue,
      language: session.sessionLanguage.split('-')[0]?.toLowerCase() ?? 'en',
      abstract: null,
      description: session.description,
      do_not_record: !session.willBeRecorded,
      persons: session.speakerIds.flatMap((speakerId) => {
        const speaker = data.speaker(speakerId);
        return speaker ? [person(speaker, options.baseUrl)] : [];
      }),
      links: references(session.sessionLinks, options.baseUrl),
      attachments: [
        ...references(session.relatedResources, options.baseUrl),
        ...(webUrl(session.slideDeck, options.baseUrl) ? [{ type: 'slides', url: webUrl(session.slideDeck, options.baseUrl) as string }] : []),
      ],
    };
  };

  const dayNames = [...new Set(scheduled.map(({ session }) => dayOf(session.startDateTime, options.timeZone)))];
  const days = dayNames.map((date, index) => {
    const ofDay = scheduled.filter(({ session }) => dayOf(session.startDateTime, options.timeZone) === date);
    const rooms: Record<string, ReturnType<typeof event>[]> = {};
    for (const entry of ofDay) (rooms[entry.room] ??= []).push(event(entry));
    const lastEnd = Math.max(...ofDay.map(({ session }) => Date.parse(session.endDateTime)));
    return {
      index: index + 1,
      date,
      day_start: formatInZone(Date.parse(ofDay[0]?.session.startDateTime ?? date), options.timeZone),
      day_end: formatInZone(lastEnd, options.timeZone),
      rooms,
    };
  });
  const usedRooms = [...new Map(scheduled.map(({ session, room }) => [room, session.roomId ?? room])).entries()];
  const capacities = new Map(data.rooms.map((room) => [room.roomId, room.capacity]));
  const today = formatInZone(options.generatedAt, options.timeZone).slice(0, 10);

  return {
    $schema: 'https://c3voc.de/schedule/schema.json',
    generator: { name: 'confsite' },
    schedule: {
      version: options.generatedAt.toISOString(),
      base_url: `${options.baseUrl}/`,
      conference: {
        acronym: conferenceAcronym,
        title: options.title,
        start: dayNames[0] ?? today,
        end: dayNames.at(-1) ?? today,
        daysCount: days.length,
        timeslot_duration: '00:05',
        time_zone_name: options.timeZone,
        rooms: usedRooms.map(([name, roomId]) => ({ name, guid: guidOf('room', roomId), capacity: capacities.get(roomId) ?? null })),
        days,
      },
    },
  };
}
