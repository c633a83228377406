import type { Session } from '../../../../schemas/generated/session';
import type { Speaker } from '../../../../schemas/generated/speaker';
import type { Compare, EntitySearchConfig } from '../config';
import { formatInZone } from '../../zoned-time';
import { nameCollator } from '../ordering';
import { labelledValue, plainValues, texts } from './names';
import { hasOpenRsvp, liveStateOf, timeOf, type SessionLiveState } from './session-state';

/** `status` sort: what is on now first, then what is coming, then recordings, then the rest. */
const STATUS_RANK: Record<SessionLiveState, number> = { live: 0, upcoming: 1, ondemand: 2, ended: 3, unscheduled: 4 };

const byCode: Compare<Session> = (a, b) => nameCollator.compare(a.sessionCode, b.sessionCode);

/** Start time first; sessions without a timeslot (on demand) last. */
const chronologically: Compare<Session> = (a, b) => {
  const start = (session: Session) => timeOf(session.startDateTime) ?? Number.POSITIVE_INFINITY;
  return start(a) - start(b) || byCode(a, b);
};

export interface SessionSearchContext {
  speakersById: ReadonlyMap<string, Speaker>;
  /** The conference time zone (IANA): the day facet's days are its calendar days. */
  timeZone: string;
}

export function sessionSearchConfig({ speakersById, timeZone }: SessionSearchContext): EntitySearchConfig<Session> {
  const speakerNames = (session: Session) => session.speakerIds.map((id) => speakersById.get(id)?.displayName);
  return {
    id: (session) => session.sessionId,
    fields: [
      { weight: 8, text: (session) => session.sessionCode },
      { weight: 4, text: (session) => texts(session.title, session.displayTitle) },
      { weight: 3, text: speakerNames },
      { weight: 2, text: (session) => texts(...session.topics, ...session.products, ...session.tags, session.track, session.sessionType.displayValue) },
      { weight: 1, text: (session) => texts(session.description, session.location) },
    ],
    facets: [
      { key: 'topic', values: (session) => plainValues(...session.topics), hierarchical: true },
      { key: 'level', values: (session) => plainValues(session.sessionLevel), order: 'numeric' },
      { key: 'sessionType', values: (session) => labelledValue(session.sessionType) },
      {
        key: 'day',
        values: (session) => {
          const start = timeOf(session.startDateTime);
          // The calendar day on the conference's clocks: 23:30 in Seattle is that day, not the next UTC one.
          return start === null ? [] : plainValues(formatInZone(start, timeZone).slice(0, 10));
        },
        order: 'chronological',
      },
      { key: 'language', values: (session) => plainValues(session.sessionLanguage) },
      { key: 'deliveryType', values: (session) => plainValues(...session.deliveryTypes) },
      { key: 'audienceType', values: (session) => plainValues(...session.audienceTypes) },
      { key: 'product', values: (session) => plainValues(...session.products) },
    ],
    sortName: (session) => session.sortTitle || session.displayTitle || session.title,
    naturalOrder: chronologically,
    chronologicalOrder: chronologically,
    statusRank: (session, now) => STATUS_RANK[liveStateOf(session, now)],
    start: (session) => timeOf(session.startDateTime),
    toggles: {
      liveNowAndUpcoming: (on, now) => (on ? (session) => (timeOf(session.endDateTime) ?? Number.NEGATIVE_INFINITY) > now : undefined),
      mustHaveAvailableRsvp: (on, now) => (on ? (session) => hasOpenRsvp(session, now) : undefined),
      mustHaveOnDemandVideo: (on) => (on ? (session) => session.onDemand.length > 0 : undefined),
      mustHaveTimeslot: (on) => (on ? (session) => session.startDateTime !== null : undefined),
      willBeRecorded: (recorded) => (session) => session.willBeRecorded === recorded,
    },
  };
}
