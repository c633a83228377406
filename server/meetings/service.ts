import type { CurrentUser, Environment } from '../../src/engine';
import { eventDays } from '../../src/engine/lazy/appointments';
import { inviteeLimit, meetingCapacity, suggestTerm } from '../../src/engine/lazy/meeting-invitees';
import { isOnline, meetingPlaceFor } from '../../src/engine/lazy/meeting-location';
import { meetingDraftProblems, type MeetingDraftProblem } from '../../src/engine/lazy/meeting-draft';
import { videoMeetingWindow } from '../../src/engine/lazy/meeting-video';
import {
  compareMeetingsFor,
  isExpertConnect,
  mayCall,
  type Meeting,
  type MeetingCall,
  type MeetingFields,
  type AttendeeSuggestions,
  type MeetingList,
  type MeetingResponseResult,
  type MeetingUpdateRequest,
} from '../../src/engine/lazy/meetings';
import type { Conversation, Message } from '../../src/engine/lazy/messages';
import type { ValidationIssue } from '../../src/engine/lazy/validation';
import type { MeetingDetails } from '../../schemas/generated/api/meetings/meeting-details';
import type { CatalogueIndex } from '../catalogue/search/catalogue-index';
import type { CatalogueService } from '../catalogue/service';
import { eventTimeZone } from '../catalogue/zoned-time';
import { badRequest, forbidden, HttpError, issuesByProblem, notFound } from '../http/errors';
import type { LiveBus } from '../live/bus';
import { meetingRecipient, messageView } from '../messages/message-view';
import { mayBeContacted } from '../catalogue/attendees/privacy';
import { personOfUser } from '../messages/people';
import type { MessageRepository } from '../messages/repository';
import { announceDelivery, checkBody, THREAD_LIMIT } from '../messages/service';
import { settingReader, type SettingsService, type SettingsSnapshot } from '../settings/service';
import { meetingView, participationOf, takesPartIn } from './meeting-view';
import { isRefusal, type MeetingRecord, type MeetingRefusal, type MeetingRepository, type MeetingWrite, type StoredMeeting } from './repository';

const MEETINGS_FLAG = 'showMeetings';
/** Meetings attendees arrange between themselves (spec 2 §3's `attendee-to-attendee`). */
const CREATED_TYPE = 'attendee-to-attendee';
/** Suggestions are picked from the best matches of the catalogue search; unavailable attendees are dropped after it. */
const SUGGEST_SEARCH_PAGE = 100;
const MASTER_ACCOUNT_LIMIT = 20;
export const CAPACITY_MESSAGE = 'You have reached the maximum numbers of attendees';

/** Spec 2 §5, §8: the first problem of a draft, and the field it belongs to. */
const DRAFT_PROBLEMS: Record<MeetingDraftProblem, ValidationIssue> = issuesByProblem({
  'subject-required': { path: '/subject', message: 'A meeting needs a subject' },
  'invalid-time': { path: '/time', message: 'The meeting time is not a valid date' },
  'end-before-start': { path: '/endTime', message: 'The meeting must end after it starts' },
  'in-the-past': { path: '/time', message: 'A meeting cannot start in the past' },
  'no-invitees': { path: '/invitees', message: 'Invite at least one attendee' },
  capacity: { path: '/invitees', message: CAPACITY_MESSAGE },
  'location-required': { path: '/meetingLocation', message: 'Choose where the meeting takes place' },
});

/** A 409 whose code the page can say in the reader's language. */
const conflict = (message: string, code: string) => new HttpError(409, message, { body: { details: [{ path: '/', message, code }] } });

const REFUSALS: Record<Exclude<MeetingRefusal['refused'], 'conflict'>, (id: string) => HttpError> = {
  'not-found': (id) => meetingNotFound(id),
  cancelled: () => conflict('This meeting is cancelled', 'cancelled'),
  over: () => conflict('This meeting is over', 'over'),
};

const meetingNotFound = (_id: string) => notFound('Could not find meeting');

export interface MeetingServiceOptions {
  repository: MeetingRepository;
  messages: MessageRepository;
  catalogue: CatalogueService;
  settings: SettingsService;
  live: LiveBus;
  siteEnv: Environment;
}

/**
 * Meetings between attendees (spec 2 §3–§8). Only the owner and the invitees ever read a meeting or its messages;
 * anyone else's ids answer 404. Every write is one transaction in the repository, under the meeting's row lock.
 */
export function createMeetingService({ repository, messages, catalogue, settings, live, siteEnv }: MeetingServiceOptions) {
  async function open(user: CurrentUser, call: MeetingCall): Promise<SettingsSnapshot> {
    if (!mayCall(call, user.scopes)) throw forbidden('Your registration does not include meetings');
    const snapshot = await settings.snapshot(siteEnv);
    if (snapshot.features[MEETINGS_FLAG] !== true) throw forbidden(`Meetings are switched off (${MEETINGS_FLAG})`);
    return snapshot;
  }

  /** The meeting if the user takes part in it; 404 for anyone else, as for a meeting that does not exist. */
  async function participantsMeeting(user: CurrentUser, id: string): Promise<StoredMeeting> {
    const stored = await repository.get(id);
    if (!stored || !takesPartIn(stored, user.id)) throw meetingNotFound(id);
    return stored;
  }

  function announce(meetingId: string, userIds: readonly string[], change: 'invited' | 'updated' | 'cancelled' | 'removed' | 'responded') {
    for (const userId of userIds) live.publish({ type: 'onMeetingChanged', data: { userId, meetingId, change } });
  }

  function announceWrite({ meeting, added, removed }: MeetingWrite, change: 'updated' | 'cancelled') {
    const addedIds = new Set(added);
    announce(meeting.id, added, 'invited');
    announce(meeting.id, removed, 'removed');
    announce(meeting.id, meeting.participants.map((participant) => participant.userId).filter((userId) => !addedIds.has(userId)), change);
  }

  /** Checks an organiser's draft against the rules and the site's settings; answers what to store. */
  async function recordOf(user: CurrentUser, draft: MeetingFields, snapshot: SettingsSnapshot, index: CatalogueIndex, editing?: StoredMeeting) {
    const setting = settingReader(snapshot);
    const now = await catalogue.now();
    const showMeetingLocation = snapshot.features.showMeetingLocation === true;
    const context = { now, ownerId: user.id, capacity: meetingCapacity(setting), showMeetingLocation, ...(editing ? { editing: { time: editing.startsAt.toISOString() } } : {}) };
    const [problem] = meetingDraftProblems(draft, context);
    if (problem) throw badRequest(DRAFT_PROBLEMS[problem].message, [DRAFT_PROBLEMS[problem]]);
    const startsAt = new Date(draft.time.utc);
    const endsAt = new Date(draft.endTime.utc);
    const days = eventDays(setting);
    if (days && (startsAt < days.start || endsAt > days.end)) throw badRequest('A meeting must take place during the event', [{ path: '/time', message: 'outside-event', code: 'outside-event' }]);
    const invitees = [...new Set(draft.invitees)].filter((userId) => userId !== user.id);
    const kept = new Set(editing?.participants.map((participant) => participant.userId));
    invitees.forEach((userId, position) => {
      // Someone already invited stays invited even if they stopped taking new meetings.
      if (!kept.has(userId) && !mayBeContacted(index.attendeeOfUser(userId))) {
        throw badRequest('This attendee is not available for meetings', [{ path: `/invitees/${draft.invitees.indexOf(userId, position)}`, message: 'Not available for meetings', code: 'not-available' }]);
      }
    });
    const place = meetingPlaceFor(draft, showMeetingLocation);
    const record: MeetingRecord = {
      subject: draft.subject.trim(),
      description: draft.description ?? '',
      startsAt,
      endsAt,
      meetingUrl: isOnline(place) ? (draft.meetingUrl ?? null) : null,
      ...place,
      meetingTypeName: editing?.meetingTypeName ?? CREATED_TYPE,
      categories: editing?.categories ?? [],
      accounts: draft.accounts ?? [],
    };
    return { record, invitees };
  }

  /** A write the repository refused, as the caller reads it: a conflict names what is in the way. */
  function refusal(outcome: MeetingRefusal, id: string, user: CurrentUser, index: CatalogueIndex): HttpError {
    if (outcome.refused !== 'conflict') return REFUSALS[outcome.refused](id);
    const mine = outcome.busy.some((busy) => busy.userId === user.id);
    const others = [...new Set(outcome.busy.filter((busy) => busy.userId !== user.id).map((busy) => personOfUser(index, busy.userId).name || 'someone invited'))];
    if (mine) return conflict('You already have a meeting at this time', 'conflict-own');
    return conflict(`This time is taken: ${others.join(', ')} already has a meeting then`, 'conflict');
  }

  return {
    async list(user: CurrentUser): Promise<MeetingList> {
      await open(user, 'load');
      const [stored, index] = await Promise.all([repository.listFor(user.id), catalogue.index()]);
      const sort = compareMeetingsFor(user.id);
      return { meetings: stored.map((meeting) => meetingView(meeting, user.id, index)).sort(sort) };
    },

    async get(user: CurrentUser, id: string): Promise<Meeting> {
      await open(user, 'load');
      return meetingView(await participantsMeeting(user, id), user.id, await catalogue.index());
    },

    async details(user: CurrentUser): Promise<MeetingDetails> {
      const snapshot = await open(user, 'load');
      const setting = settingReader(snapshot);
      const capacity = meetingCapacity(setting);
      const days = eventDays(setting);
      const video = videoMeetingWindow(setting);
      return {
        capacityLimit: capacity,
        inviteeLimit: inviteeLimit(capacity),
        showMeetingLocation: snapshot.features.showMeetingLocation === true,
        timeZone: eventTimeZone(setting('eventTimezone')),
        eventStart: days?.start.toISOString() ?? null,
        eventEnd: days?.end.toISOString() ?? null,
        videoMeetingLeadMinutes: video.leadMinutes,
        videoMeetingTrailMinutes: video.trailMinutes,
      };
    },

    async create(user: CurrentUser, draft: MeetingFields): Promise<Meeting> {
      const snapshot = await open(user, 'create');
      const index = await catalogue.index();
      const { record, invitees } = await recordOf(user, draft, snapshot, index);
      const outcome = await repository.create(user.id, record, invitees);
      if (isRefusal(outcome)) throw refusal(outcome, '', user, index);
      announce(outcome.meeting.id, outcome.added, 'invited');
      return meetingView(outcome.meeting, user.id, index);
    },

    async update(user: CurrentUser, draft: MeetingUpdateRequest): Promise<Meeting> {
      const snapshot = await open(user, 'update');
      const current = await participantsMeeting(user, draft.id);
      if (current.ownerId !== user.id) throw forbidden('Only the organiser can edit this meeting');
      if (isExpertConnect(participationOf(current))) throw forbidden('Expert-connect meetings cannot be edited');
      const index = await catalogue.index();
      const { record, invitees } = await recordOf(user, draft, snapshot, index, current);
      const outcome = await repository.update(draft.id, user.id, record, invitees, await catalogue.now());
      if (isRefusal(outcome)) throw refusal(outcome, draft.id, user, index);
      announceWrite(outcome, 'updated');
      return meetingView(outcome.meeting, user.id, index);
    },

    async cancel(user: CurrentUser, id: string): Promise<Meeting> {
      await open(user, 'remove');
      const current = await participantsMeeting(user, id);
      if (current.ownerId !== user.id) throw forbidden('Only the organiser can cancel this meeting');
      const outcome = await repository.cancel(id, user.id);
      if (isRefusal(outcome)) throw REFUSALS['not-found'](id);
      announceWrite(outcome, 'cancelled');
      return meetingView(outcome.meeting, user.id, await catalogue.index());
    },

    async respond(user: CurrentUser, id: string, response: 'accepted' | 'declined'): Promise<MeetingResponseResult> {
      await open(user, 'respond');
      const current = await participantsMeeting(user, id);
      if (current.ownerId === user.id) throw badRequest('The organiser does not answer their own meeting');
      const now = await catalogue.now();
      const outcome = await repository.respond(id, user.id, response, now);
      if (isRefusal(outcome)) throw REFUSALS[outcome.refused === 'conflict' ? 'not-found' : outcome.refused](id);
      announce(id, [outcome.ownerId, user.id], 'responded');
      return { meetingId: id, userResponse: response, pendingCount: await repository.pendingCount(user.id, now) };
    },

    async pendingCount(user: CurrentUser): Promise<number> {
      await open(user, 'pendingCount');
      return repository.pendingCount(user.id, await catalogue.now());
    },

    /** Spec 2 §5: a group message needs the meeting (not cancelled) and a text; every other participant hears of it. */
    async sendMessage(user: CurrentUser, meetingId: string, body: string): Promise<Message> {
      await open(user, 'message');
      checkBody(body);
      const meeting = await participantsMeeting(user, meetingId);
      if (meeting.status === 'cancelled') throw REFUSALS.cancelled(meetingId);
      const delivery = await messages.sendToMeeting(meetingId, { authorId: user.id, subject: meeting.subject, body });
      if (!delivery) throw meetingNotFound(meetingId);
      const index = await catalogue.index();
      announceDelivery(live, index, delivery);
      return messageView(delivery.message, user.id, delivery.message.id, index);
    },

    /** Spec 2 §5: attendees who may be invited, best match first: available for meetings, in the directory, never the caller. */
    async suggest(user: CurrentUser, term: string, limit: number): Promise<AttendeeSuggestions> {
      await open(user, 'create');
      const index = await catalogue.index();
      const searched = suggestTerm(term);
      if (!searched) return { attendees: [] };
      const found = index.attendees.search({ searchText: searched, itemsPerPage: SUGGEST_SEARCH_PAGE, sortOption: 'relevance' }, await catalogue.now()).items;
      const offerable = found.filter((attendee) => mayBeContacted(attendee) && attendee.userId !== user.id).slice(0, limit);
      return {
        attendees: offerable.map(({ userId, attendeeId, displayName, photo, jobTitle, company }) => ({ userId, attendeeId, displayName, photo, jobTitle, company })),
      };
    },

    /** The conference's companies whose name holds the filter: the accounts a meeting may be about. */
    async masterAccounts(user: CurrentUser, filter: string): Promise<string[]> {
      await open(user, 'create');
      const wanted = filter.trim().toLocaleLowerCase();
      const names = (await catalogue.index()).companies.items.map((company) => company.name).filter((name) => name.toLocaleLowerCase().includes(wanted));
      return [...new Set(names)].sort((a, b) => a.localeCompare(b)).slice(0, MASTER_ACCOUNT_LIMIT);
    },

    async conversation(user: CurrentUser, meetingId: string): Promise<Conversation> {
      await open(user, 'respond');
      const meeting = await participantsMeeting(user, meetingId);
      const conversationId = await messages.meetingConversation(meetingId, user.id);
      const thread = conversationId === undefined ? undefined : await messages.thread(conversationId, user.id, THREAD_LIMIT);
      const index = await catalogue.index();
      return { recipient: meetingRecipient(meeting), messages: thread?.messages.map((message) => messageView(message, user.id, thread.readUpTo, index)) ?? [] };
    },
  };
}

export type MeetingService = ReturnType<typeof createMeetingService>;
