import { ON_SCHEDULE_STATUSES, isRoundtable, type EnrollmentStatus, type ScheduleEvent } from '../../src/engine/lazy/schedule';
import type { CatalogueIndex } from '../catalogue/search/catalogue-index';
import type { Session } from '../catalogue/types';

const HANDS_ON_LAB = 'hands-on lab';
const CERTIFICATION_EXAM = 'certification exam';

const typeIs = (session: Session, name: string) =>
  [session.sessionType.logicalValue, session.sessionType.displayValue].some((value) => value.trim().toLowerCase() === name);

const within = (session: Session, now: Date) =>
  session.startDateTime !== null && session.endDateTime !== null && Date.parse(session.startDateTime) <= now.getTime() && now.getTime() < Date.parse(session.endDateTime);

export interface EventContext {
  index: CatalogueIndex;
  now: Date;
  /** Whether the viewer may see rooms and locations (spec 1 §6). */
  showLocation: boolean;
}

export interface EventEntry {
  session: Session;
  /** Null for a mandatory agenda item the attendee has no enrollment for, and for a bookmark. */
  status: EnrollmentStatus | null;
  mandatory: boolean;
  /** A favorite session with on-demand video: taken off by un-favoriting, not from the schedule. */
  bookmark?: boolean;
}

/**
 * A session on someone's schedule as a schedule event (spec 1 §3): pending while waitlisted or nominated (§4),
 * a mandatory agenda item cannot be removed (§5), a favorite with on-demand video or an on-demand session without a time
 * is an on-demand bookmark.
 */
export function scheduleEventOf({ session, status, mandatory, bookmark = false }: EventEntry, { index, now, showLocation }: EventContext): ScheduleEvent {
  const onSchedule = mandatory || bookmark || (status !== null && ON_SCHEDULE_STATUSES.includes(status));
  const isHandsOnLab = typeIs(session, HANDS_ON_LAB);
  const isCertificationExam = typeIs(session, CERTIFICATION_EXAM);
  const speakers = index.speakersOf(session);
  return {
    id: session.sessionId,
    title: session.title,
    displayTitle: session.displayTitle ?? session.title,
    description: session.description,
    start: session.startDateTime,
    end: session.endDateTime,
    roomId: showLocation ? session.roomId : null,
    location: showLocation ? session.location : null,
    eventTypeValue: mandatory ? 'AgendaItem' : isRoundtable(session) ? 'ProductRoundtable' : 'Topic',
    state: onSchedule ? 'accepted' : 'pending',
    organizer: null,
    speakerIds: speakers.map((speaker) => speaker.speakerId),
    speakerNames: speakers.map((speaker) => speaker.displayName),
    level: session.sessionLevel,
    sessionType: session.sessionType.displayValue,
    sessionCode: session.sessionCode,
    participants: [],
    detailNavigation: `/sessions/${encodeURIComponent(session.sessionId)}`,
    isHandsOnLab,
    eventSize: session.durationInMinutes,
    isCertificationExam,
    directLink: null,
    isStreaming: session.liveStream !== null && within(session, now),
    meetingType: null,
    canBeScheduled: !mandatory,
    isUnscheduled: session.startDateTime === null,
    isCurrentlyActive: within(session, now),
    canBeRemovedFromSchedule: !mandatory && !bookmark,
    isMandatory: mandatory,
    isOnDemand: bookmark || (session.startDateTime === null && session.onDemand.length > 0),
    enrollmentStatus: mandatory && status === null ? 'scheduled' : status,
    deliveryTypes: session.deliveryTypes,
  };
}
