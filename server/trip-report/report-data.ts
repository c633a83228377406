import { SCOPES, type CurrentUser } from '../../src/engine';
import { FAVORITE_TYPES, missingFavoriteFlag, type FavoriteType } from '../../src/engine/lazy/favorites';
import { isCancelled, MEETING_SCOPES, responseOf } from '../../src/engine/lazy/meetings';
import { createAppointmentRepository, type StoredAppointment } from '../appointments/repository';
import { scheduleEntriesOf } from '../calendar/schedule-entries';
import type { CatalogueIndex } from '../catalogue/search/catalogue-index';
import type { Attendee, Company, Session, Speaker } from '../catalogue/types';
import type { Db } from '../db/client';
import { isShown, ITEM_KINDS } from '../favorites/items';
import { createFavoriteRepository } from '../favorites/repository';
import { participationOf } from '../meetings/meeting-view';
import { createMeetingRepository, type StoredMeeting } from '../meetings/repository';
import { personOfUser } from '../messages/people';
import { createScheduleRepository } from '../schedule/repository';
import type { SettingsSnapshot } from '../settings/service';

/** A meeting the attendee takes part in, with the names of who else does. */
export interface TripReportMeeting extends Pick<StoredMeeting, 'subject' | 'startsAt' | 'endsAt' | 'meetingLocation' | 'area'> {
  organiser: string;
  /** The other invitees who accepted, by name. */
  participants: string[];
}

/** What a trip report tells: the sessions and meetings attended, the appointments kept, and the people and companies saved. */
export interface TripReportData {
  sessions: { session: Session; speakers: Speaker[] }[];
  meetings: TripReportMeeting[];
  appointments: StoredAppointment[];
  attendees: Attendee[];
  speakers: Speaker[];
  companies: Company[];
}

export interface TripReportSources {
  db: Db;
  index: CatalogueIndex;
  snapshot: SettingsSnapshot;
  now: Date;
}

const startOf = (session: Session) => (session.startDateTime ? Date.parse(session.startDateTime) : Number.POSITIVE_INFINITY);

/**
 * Who takes part in a meeting that goes ahead: its organiser and the invitees who accepted. A pending invitation was
 * never agreed to and a declined one was refused, so neither puts the meeting in anyone's report.
 */
const attends = (meeting: StoredMeeting, userId: string) => !isCancelled(meeting) && responseOf(participationOf(meeting), userId) === 'accepted';

function reportMeeting(meeting: StoredMeeting, userId: string, index: CatalogueIndex): TripReportMeeting {
  const nameOf = (id: string) => personOfUser(index, id).name;
  const others = meeting.participants.filter((participant) => participant.userId !== userId && attends(meeting, participant.userId));
  return {
    subject: meeting.subject,
    startsAt: meeting.startsAt,
    endsAt: meeting.endsAt,
    meetingLocation: meeting.meetingLocation,
    area: meeting.area,
    organiser: nameOf(meeting.ownerId),
    // Someone the catalogue no longer knows has no name to write.
    participants: others.map((participant) => nameOf(participant.userId)).filter((name) => name !== ''),
  };
}

/** The meetings the user takes part in, earliest first, while meetings are on and theirs (spec 2 §6). */
async function meetingsOf(user: CurrentUser, db: Db, index: CatalogueIndex, snapshot: SettingsSnapshot): Promise<TripReportMeeting[]> {
  if (snapshot.features.showMeetings !== true) return [];
  const held = (await createMeetingRepository(db).listFor(user.id)).filter((meeting) => attends(meeting, user.id));
  return held
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.subject.localeCompare(b.subject))
    .map((meeting) => reportMeeting(meeting, user.id, index));
}

/**
 * The report's content for `user`: their schedule only where My schedule is theirs to have (flag and tools scope), their
 * meetings and appointments only with a meeting scope (and meetings only while showMeetings is on).
 */
export async function tripReportData(user: CurrentUser, { db, index, snapshot, now }: TripReportSources): Promise<TripReportData> {
  const hasSchedule = snapshot.features.enableMySchedule === true && user.scopes.includes(SCOPES.eventTools);
  const hasMeetingScope = MEETING_SCOPES.some((scope) => user.scopes.includes(scope));
  const favorites = createFavoriteRepository(db);
  const kept = async <T>(type: FavoriteType, item: (id: string) => T | undefined): Promise<T[]> => {
    if (missingFavoriteFlag(type, snapshot.features)) return [];
    const ids = (await favorites.list(user.id, type)).filter((id) => isShown(ITEM_KINDS[type].find(index, id)));
    return ids.map(item).filter((found) => found !== undefined);
  };
  const [entries, meetings, appointments, attendees, speakers, companies] = await Promise.all([
    hasSchedule ? scheduleEntriesOf(createScheduleRepository(db), { id: user.id, attendeeType: user.attendeeType?.current }, index, now) : [],
    hasMeetingScope ? meetingsOf(user, db, index, snapshot) : [],
    hasMeetingScope ? createAppointmentRepository(db).listFor(user.id) : [],
    kept(FAVORITE_TYPES.attendee, index.attendee),
    kept(FAVORITE_TYPES.speaker, index.speaker),
    kept(FAVORITE_TYPES.sponsor, index.company),
  ]);
  const sessions = entries
    .filter((entry) => !entry.cancelled)
    .map((entry) => entry.session)
    .filter((session) => session !== undefined)
    .sort((a, b) => startOf(a) - startOf(b) || a.title.localeCompare(b.title));
  return { sessions: sessions.map((session) => ({ session, speakers: index.speakersOf(session) })), meetings, appointments, attendees, speakers, companies };
}
