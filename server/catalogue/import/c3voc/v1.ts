import { newSession, sessionLanguage, sessionType } from '../entities';
import { createIssues, idText, isRecord, optionalList, optionalText, pointer, requiredText, type Issues } from '../read';
import { createSpeakerRegistry } from '../registries';
import { addMinutes, parseClockDuration, parseOffsetDateTime, type OffsetDateTime } from '../times';
import type { MapOutcome, Sourced } from '../types';
import type { Session } from '../../../../schemas/generated/session';
import { createC3vocRooms } from './rooms';
import { describe, eventImage, eventReferences, personSpeaker } from './shared';
import { conferenceTimeZone } from './time-zone';

interface V1Event {
  event: Record<string, unknown>;
  path: string;
  /** The room the day lists the event under, for events that do not name one. */
  roomKey: string;
}

function eventsOf(conference: Record<string, unknown>, conferencePath: string): V1Event[] {
  return optionalList(conference, 'days').flatMap((day, dayIndex) => {
    if (!isRecord(day) || !isRecord(day.rooms)) return [];
    return Object.entries(day.rooms).flatMap(([roomKey, events]) =>
      (Array.isArray(events) ? events : []).flatMap((event, index) =>
        isRecord(event) ? [{ event, roomKey, path: pointer(conferencePath, 'days', dayIndex, 'rooms', roomKey, index) }] : [],
      ),
    );
  });
}

function readTime(event: Record<string, unknown>, key: string, path: string, issues: Issues): OffsetDateTime | undefined {
  const text = optionalText(event, key);
  const time = text ? parseOffsetDateTime(text) : undefined;
  if (!time) issues.errors.push({ path: pointer(path, key), message: `${key} must be a date-time with an offset (2020-12-14T09:00:00+01:00)` });
  return time;
}

/** v1 events end at `end` when given, else `date` plus `duration` (hh:mm). */
function readEnd(event: Record<string, unknown>, start: OffsetDateTime, path: string, issues: Issues): OffsetDateTime | undefined {
  if (event.end !== undefined) return readTime(event, 'end', path, issues);
  const duration = typeof event.duration === 'string' ? parseClockDuration(event.duration) : undefined;
  if (duration === undefined) {
    issues.errors.push({ path: pointer(path, 'duration'), message: 'duration must be hours and minutes (01:30)' });
    return undefined;
  }
  return addMinutes(start, duration);
}

/** c3voc schedule v1: `schedule.conference.days[].rooms{name: [event]}`. */
export function mapC3vocV1(document: Record<string, unknown>, onEvent?: (done: number, total: number) => void): MapOutcome {
  const issues = createIssues();
  const schedule = isRecord(document.schedule) ? document.schedule : {};
  const base = optionalText(schedule, 'base_url');
  const conferencePath = '/schedule/conference';
  const conference = isRecord(schedule.conference) ? schedule.conference : undefined;
  if (!conference) issues.errors.push({ path: conferencePath, message: 'the schedule has no conference' });
  const rooms = createC3vocRooms(issues);
  const speakers = createSpeakerRegistry();
  const sessions: Sourced<Session>[] = [];
  const source = conference ?? {};
  optionalList(source, 'rooms').forEach((room, index) =>
    rooms.declare(room, pointer(conferencePath, 'rooms', index), isRecord(room) && isRecord(room.assembly) ? optionalText(room.assembly, 'name') : null),
  );
  const events = eventsOf(source, conferencePath);
  events.forEach(({ event, path, roomKey }, index) => {
    onEvent?.(index, events.length);
    const sessionId = requiredText(event, 'guid', path, issues);
    const title = requiredText(event, 'title', path, issues);
    const start = readTime(event, 'date', path, issues);
    const end = start && readEnd(event, start, path, issues);
    if (start && end && end.ms < start.ms) issues.errors.push({ path: pointer(path, 'end'), message: 'the event ends before it starts' });
    const speakerIds = optionalList(event, 'persons').flatMap((person, personIndex) => {
      const personPath = pointer(path, 'persons', personIndex);
      const speaker = personSpeaker(person, personPath, base, issues);
      return speaker ? [speakers.add(speaker, personPath)] : [];
    });
    if (!sessionId || !title || !start || !end) return;
    const location = optionalText(event, 'room') ?? roomKey;
    const track = optionalText(event, 'track');
    sessions.push({
      path,
      value: newSession(
        {
          sessionId,
          sessionCode: optionalText(event, 'code') ?? idText(event.id) ?? sessionId,
          title,
          description: describe(optionalText(event, 'abstract'), optionalText(event, 'description')),
          sessionLanguage: sessionLanguage(optionalText(event, 'language')),
          start,
          end,
          roomId: rooms.byName(location, path),
          location,
          sessionType: sessionType(optionalText(event, 'type') ?? 'other'),
          speakerIds: [...new Set(speakerIds)],
        },
        {
          track,
          topics: track ? [track] : [],
          willBeRecorded: event.do_not_record !== true,
          imageUrl: eventImage(event, base),
          ...eventReferences(event, path, base, issues),
        },
      ),
    });
  });
  onEvent?.(events.length, events.length);
  return {
    schedule: { rooms: rooms.list(), sessions, speakers: speakers.list(), timeZone: conference ? conferenceTimeZone(conference, conferencePath, issues) : null },
    errors: issues.errors,
    warnings: issues.warnings,
  };
}
