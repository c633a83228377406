import type { Session } from '../../../../schemas/generated/session';
import { newSession, sessionLanguage, sessionType } from '../entities';
import { createIssues, isRecord, optionalList, optionalText, pointer, requiredText, type Issues } from '../read';
import { createSpeakerRegistry } from '../registries';
import { parseOffsetDateTime, type OffsetDateTime } from '../times';
import type { MapOutcome, Sourced } from '../types';
import { createC3vocRooms } from './rooms';
import { describe, eventImage, eventReferences, localized, personSpeaker } from './shared';
import { conferenceTimeZone } from './time-zone';

/** Breaks and meta entries share the timeline but are not sessions anyone attends or schedules. */
const NOT_SESSIONS: ReadonlySet<string> = new Set(['BREAK', 'META']);
/** Events in these states do not take place. */
const NOT_TAKING_PLACE: ReadonlySet<string> = new Set(['REJECTED', 'CANCELED', 'WITHDRAWN', 'DELETED']);
/** Room recording features under which talks are not recorded. */
const NOT_RECORDED: ReadonlySet<string> = new Set(['NOT_RECORDED_BY_DEFAULT', 'RECORDING_FORBIDDEN', 'RECORDING_NOT_POSSIBLE']);

function readTime(event: Record<string, unknown>, key: string, path: string, issues: Issues): OffsetDateTime | undefined {
  const text = optionalText(event, key);
  const time = text ? parseOffsetDateTime(text) : undefined;
  if (!time) issues.errors.push({ path: pointer(path, key), message: `${key} must be a date-time with an offset (2024-12-27T10:30:00+01:00)` });
  return time;
}

const byKey = (list: readonly unknown[], key: string) =>
  new Map(list.filter(isRecord).flatMap((item) => (typeof item[key] === 'string' ? [[item[key] as string, item] as const] : [])));

function skipReason(event: Record<string, unknown>): string | undefined {
  const type = optionalText(event, 'type')?.toUpperCase() ?? '';
  const state = optionalText(event, 'state')?.toUpperCase() ?? '';
  if (NOT_SESSIONS.has(type)) return `a ${type.toLowerCase()} entry is not a session; left out`;
  if (NOT_TAKING_PLACE.has(state)) return `the event is ${state.toLowerCase()}; left out`;
  return undefined;
}

/** c3voc schedule v2: flat `schedule.events[]` with offsets, rooms referred to by guid, people by guid. */
export function mapC3vocV2(document: Record<string, unknown>, onEvent?: (done: number, total: number) => void): MapOutcome {
  const issues = createIssues();
  const schedule = isRecord(document.schedule) ? document.schedule : {};
  const base = optionalText(schedule, 'base_url');
  const conferencePath = '/schedule/conference';
  const conference = isRecord(schedule.conference) ? schedule.conference : undefined;
  if (!conference) issues.errors.push({ path: conferencePath, message: 'the schedule has no conference' });
  const source = conference ?? {};
  const defaults = isRecord(source.defaults) ? source.defaults : {};
  const rooms = createC3vocRooms(issues);
  const recordingByRoom = new Map<string, string>();
  optionalList(source, 'rooms').forEach((room, index) => {
    if (!isRecord(room)) return;
    rooms.declare(room, pointer(conferencePath, 'rooms', index), isRecord(room.parent) ? optionalText(room.parent, 'name') : null);
    const recording = isRecord(room.features) ? optionalText(room.features, 'recording') : null;
    const guid = optionalText(room, 'guid');
    if (guid && recording) recordingByRoom.set(guid, recording.toUpperCase());
  });
  const trackNames = byKey(optionalList(source, 'tracks'), 'slug');
  const personDetails = byKey(optionalList(schedule, 'persons'), 'guid');
  const speakers = createSpeakerRegistry();
  const sessions: Sourced<Session>[] = [];
  const events = optionalList(schedule, 'events');
  events.forEach((event, index) => {
    onEvent?.(index, events.length);
    const path = pointer('/schedule/events', index);
    if (!isRecord(event)) return;
    const skipped = skipReason(event);
    if (skipped) {
      issues.warnings.push({ path, message: skipped });
      return;
    }
    const sessionId = requiredText(event, 'guid', path, issues);
    const title = requiredText(event, 'title', path, issues);
    const start = readTime(event, 'start', path, issues);
    const end = readTime(event, 'end', path, issues);
    if (start && end && end.ms < start.ms) issues.errors.push({ path: pointer(path, 'end'), message: 'the event ends before it starts' });
    const room = isRecord(event.room) ? rooms.byReference(event.room, pointer(path, 'room')) : undefined;
    if (!isRecord(event.room)) issues.errors.push({ path: pointer(path, 'room'), message: 'room is required: { guid, name }' });
    const speakerIds = optionalList(event, 'participants').flatMap((person, personIndex) => {
      const personPath = pointer(path, 'participants', personIndex);
      const details = isRecord(person) && typeof person.guid === 'string' ? personDetails.get(person.guid) : undefined;
      const speaker = personSpeaker(person, personPath, base, issues, details);
      return speaker ? [speakers.add(speaker, personPath)] : [];
    });
    if (!sessionId || !title || !start || !end || !room) return;
    const language = optionalText(event, 'language') ?? optionalText(defaults, 'language');
    const trackSlug = isRecord(event.track) ? optionalText(event.track, 'slug') : null;
    const trackRecord = trackSlug ? trackNames.get(trackSlug) : undefined;
    const track = (trackRecord && optionalText(trackRecord, 'name')) ?? trackSlug;
    const recording = recordingByRoom.get(room.roomId);
    sessions.push({
      path,
      value: newSession(
        {
          sessionId,
          sessionCode: optionalText(event, 'code') ?? sessionId,
          title,
          description: describe(localized(event.abstract, language), localized(event.description, language)),
          sessionLanguage: sessionLanguage(language),
          start,
          end,
          roomId: room.roomId,
          location: room.name,
          sessionType: sessionType(optionalText(event, 'type') ?? 'other'),
          speakerIds: [...new Set(speakerIds)],
        },
        {
          track,
          topics: track ? [track] : [],
          willBeRecorded: !(recording && NOT_RECORDED.has(recording)),
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
