import type { Session } from '../../../../schemas/generated/session';
import type { SocialHandles } from '../../../../schemas/generated/social-handles';
import { newSession, newSpeaker, sessionLanguage, sessionType, webUrl } from '../entities';
import { createIssues, idText, isRecord, optionalList, optionalText, pointer, requiredText, type Issues } from '../read';
import { createRoomRegistry, createSpeakerRegistry } from '../registries';
import { parseWallClock, type OffsetDateTime } from '../times';
import type { MapOutcome, Sourced } from '../types';
import { categoryTarget, fieldsFromCategories } from './categories';

/** Sessionize link types we keep a handle for (the first link of a type wins). */
const SOCIAL_BY_LINK_TYPE: Readonly<Record<string, keyof SocialHandles>> = {
  twitter: 'twitter',
  x: 'twitter',
  linkedin: 'linkedin',
  facebook: 'facebook',
  instagram: 'instagram',
  bluesky: 'bluesky',
  youtube: 'youtube',
  github: 'github',
  blog: 'website',
  company_website: 'website',
};

function social(links: readonly unknown[]): SocialHandles {
  const handles: SocialHandles = {};
  for (const link of links) {
    if (!isRecord(link)) continue;
    const field = SOCIAL_BY_LINK_TYPE[(optionalText(link, 'linkType') ?? '').toLowerCase()];
    const url = webUrl(optionalText(link, 'url'));
    if (field && url && !handles[field]) handles[field] = url;
  }
  return handles;
}

function readSpeakers(document: Record<string, unknown>, issues: Issues) {
  const speakers = createSpeakerRegistry();
  optionalList(document, 'speakers').forEach((speaker, index) => {
    const path = pointer('/speakers', index);
    if (!isRecord(speaker)) return;
    const speakerId = requiredText(speaker, 'id', path, issues);
    const first = optionalText(speaker, 'firstName') ?? '';
    const last = optionalText(speaker, 'lastName') ?? '';
    const displayName = optionalText(speaker, 'fullName') ?? (`${first} ${last}`.trim() || null);
    if (!displayName) issues.errors.push({ path: pointer(path, 'fullName'), message: 'the speaker needs a name (fullName or firstName/lastName)' });
    if (!speakerId || !displayName) return;
    const photo = webUrl(optionalText(speaker, 'profilePicture'));
    speakers.add(
      newSpeaker({
        speakerId,
        displayName,
        ...(first || last ? { firstName: first, lastName: last } : {}),
        jobTitle: optionalText(speaker, 'tagLine'),
        bio: optionalText(speaker, 'bio'),
        photo,
        thumbnail: photo,
        social: social(optionalList(speaker, 'links')),
      }),
      path,
    );
  });
  return speakers;
}

function readRooms(document: Record<string, unknown>) {
  const rooms = createRoomRegistry();
  const sorted = optionalList(document, 'rooms')
    .map((room, index) => ({ room, path: pointer('/rooms', index) }))
    .filter((entry): entry is { room: Record<string, unknown>; path: string } => isRecord(entry.room))
    .sort((a, b) => Number(a.room.sort ?? 0) - Number(b.room.sort ?? 0));
  for (const { room, path } of sorted) {
    const roomId = idText(room.id);
    const name = optionalText(room, 'name');
    if (roomId && name) rooms.add({ roomId, name, capacity: null, building: null }, path);
  }
  return rooms;
}

function categoryItems(document: Record<string, unknown>) {
  const items = new Map<number, { target: ReturnType<typeof categoryTarget>; name: string }>();
  for (const category of optionalList(document, 'categories')) {
    if (!isRecord(category)) continue;
    const target = categoryTarget(optionalText(category, 'title') ?? '');
    for (const item of optionalList(category, 'items')) {
      if (!isRecord(item)) continue;
      const name = optionalText(item, 'name');
      if (name && typeof item.id === 'number') items.set(item.id, { target, name });
    }
  }
  return items;
}

/** Both times or neither (an unscheduled session); Sessionize writes them on the event's wall clock. */
function readSlot(session: Record<string, unknown>, path: string, timeZone: string, issues: Issues): { start: OffsetDateTime | null; end: OffsetDateTime | null } | undefined {
  const [start, end] = (['startsAt', 'endsAt'] as const).map((key) => {
    const text = optionalText(session, key);
    if (text === null) return null;
    const time = parseWallClock(text, timeZone);
    if (!time) issues.errors.push({ path: pointer(path, key), message: `${key} must be a date-time (2024-05-01T09:00:00)` });
    return time;
  });
  if (start === undefined || end === undefined) return undefined;
  if ((start === null) !== (end === null)) {
    issues.errors.push({ path: pointer(path, start ? 'endsAt' : 'startsAt'), message: 'a scheduled session needs both startsAt and endsAt' });
    return undefined;
  }
  if (start && end && end.ms < start.ms) {
    issues.errors.push({ path: pointer(path, 'endsAt'), message: 'the session ends before it starts' });
    return undefined;
  }
  return { start: start ?? null, end: end ?? null };
}

/** Sessionize "All" JSON: sessions, speakers, questions, categories and rooms, times without offsets. */
export function mapSessionize(document: Record<string, unknown>, timeZone: string, onSession?: (done: number, total: number) => void): MapOutcome {
  const issues = createIssues();
  const speakers = readSpeakers(document, issues);
  const rooms = readRooms(document);
  const items = categoryItems(document);
  const sessions: Sourced<Session>[] = [];
  const list = optionalList(document, 'sessions');
  list.forEach((session, index) => {
    onSession?.(index, list.length);
    const path = pointer('/sessions', index);
    if (!isRecord(session)) return;
    const sessionId = idText(session.id);
    if (!sessionId) issues.errors.push({ path: pointer(path, 'id'), message: 'id is required' });
    const title = requiredText(session, 'title', path, issues);
    const slot = readSlot(session, path, timeZone, issues);
    const roomId = idText(session.roomId);
    const room = roomId ? rooms.get(roomId) : undefined;
    if (roomId && !room) issues.warnings.push({ path: pointer(path, 'roomId'), message: 'no room with this id; the session is imported without a room' });
    const speakerIds = optionalList(session, 'speakers').flatMap((speakerId, speakerIndex) => {
      if (typeof speakerId === 'string' && speakers.has(speakerId)) return [speakerId];
      issues.warnings.push({ path: pointer(path, 'speakers', speakerIndex), message: 'no speaker with this id; left out' });
      return [];
    });
    const categories = optionalList(session, 'categoryItems').flatMap((id) => {
      const item = typeof id === 'number' ? items.get(id) : undefined;
      return item ? [item] : [];
    });
    if (!sessionId || !title || !slot) return;
    const recording = webUrl(optionalText(session, 'recordingUrl'));
    sessions.push({
      path,
      value: newSession(
        {
          sessionId,
          sessionCode: sessionId,
          title,
          description: optionalText(session, 'description') ?? '',
          sessionLanguage: sessionLanguage(null),
          ...slot,
          roomId: room ? room.roomId : null,
          location: room ? room.name : null,
          sessionType: sessionType(session.isServiceSession === true ? 'service session' : 'session'),
          speakerIds: [...new Set(speakerIds)],
        },
        {
          ...fieldsFromCategories(categories),
          liveStream: webUrl(optionalText(session, 'liveUrl')),
          onDemand: recording ? [{ url: recording }] : [],
          willBeRecorded: recording !== null,
        },
      ),
    });
  });
  onSession?.(list.length, list.length);
  return { schedule: { rooms: rooms.list(), sessions, speakers: speakers.list(), timeZone: null }, errors: issues.errors, warnings: issues.warnings };
}
