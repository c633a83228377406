import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { MasterAccountParams } from '../../schemas/generated/api/meetings/filter-params';
import type { MeetingIdParams } from '../../schemas/generated/api/meetings/id-params';
import type { AttendeeSuggestParams } from '../../schemas/generated/api/meetings/suggest-params';
import type { CurrentUser } from '../../src/engine';
import { MEETING_CALL_SCOPES, MEETING_SCOPES, type MeetingCreateRequest, type MeetingMessageRequest, type MeetingUpdateRequest } from '../../src/engine/lazy/meetings';
import type { RouteAccess } from '../auth/access';
import { contract } from '../http/contract';
import type { PersonalRouteOptions } from '../context';
import { createMessageRepository } from '../messages/repository';
import { createMeetingRepository } from './repository';
import { createMeetingService } from './service';

// The access rule has already refused callers without a scope the call needs.
const caller = (request: FastifyRequest) => request.user as CurrentUser;

/** Spec 2 §6, one rule per call; the service checks showMeetings. */
const access = (scopes: readonly string[]): { access: RouteAccess } => ({ access: { anyScope: scopes } });

const meeting = { 200: contract('meetings/meeting') };
const idParams = contract('meetings/id-params');
type ById = FastifyRequest<{ Params: MeetingIdParams }>;

/**
 * Meetings (spec 2 §7): GET /meeting/pendingCount, /meeting/meetings, /meeting/meetingDetails,
 * /meeting/masterAccountList/{filter}, /meeting/{id}, /meeting/{id}/accept and /decline; POST and PUT /meeting;
 * DELETE /meeting/{id}; POST /meeting/message; GET /conversation/meeting/{id}; GET /attendee/meetings/suggest/….
 */
export const meetingRoutes: FastifyPluginAsync<PersonalRouteOptions> = async (app, { db, ...context }) => {
  const meetings = createMeetingService({ repository: createMeetingRepository(db), messages: createMessageRepository(db), ...context });
  app.get('/meeting/pendingCount', { config: access(MEETING_CALL_SCOPES.pendingCount), schema: { response: { 200: contract('meetings/pending-count') } } }, async (request) => ({
    count: await meetings.pendingCount(caller(request)),
  }));

  app.get('/meeting/meetings', { config: access(MEETING_CALL_SCOPES.load), schema: { response: { 200: contract('meetings/meeting-list') } } }, async (request) => meetings.list(caller(request)));

  app.get('/meeting/meetingDetails', { config: access(MEETING_CALL_SCOPES.load), schema: { response: { 200: contract('meetings/meeting-details') } } }, async (request) =>
    meetings.details(caller(request)),
  );

  app.get<{ Params: MasterAccountParams }>(
    '/meeting/masterAccountList/:filter',
    { config: access(MEETING_CALL_SCOPES.create), schema: { params: contract('meetings/filter-params'), response: { 200: contract('meetings/master-accounts') } } },
    async (request) => ({ accounts: await meetings.masterAccounts(caller(request), request.params.filter) }),
  );

  app.get('/meeting/:id', { config: access(MEETING_CALL_SCOPES.load), schema: { params: idParams, response: meeting } }, async (request: ById) => meetings.get(caller(request), request.params.id));

  app.post<{ Body: MeetingCreateRequest }>('/meeting', { config: access(MEETING_CALL_SCOPES.create), schema: { body: contract('meetings/create-request'), response: meeting } }, async (request) =>
    meetings.create(caller(request), request.body),
  );

  app.put<{ Body: MeetingUpdateRequest }>('/meeting', { config: access(MEETING_CALL_SCOPES.update), schema: { body: contract('meetings/update-request'), response: meeting } }, async (request) =>
    meetings.update(caller(request), request.body),
  );

  app.delete('/meeting/:id', { config: access(MEETING_CALL_SCOPES.remove), schema: { params: idParams, response: meeting } }, async (request: ById) => meetings.cancel(caller(request), request.params.id));

  // GET answers, as the spec has them: they change state, so only the site's own pages may send them, within the write limit.
  const respond = { config: { ...access(MEETING_CALL_SCOPES.respond), changesState: true }, schema: { params: idParams, response: { 200: contract('meetings/response-result') } } };
  app.get('/meeting/:id/accept', respond, async (request: ById) => meetings.respond(caller(request), request.params.id, 'accepted'));
  app.get('/meeting/:id/decline', respond, async (request: ById) => meetings.respond(caller(request), request.params.id, 'declined'));

  app.post<{ Body: MeetingMessageRequest }>(
    '/meeting/message',
    { config: { ...access(MEETING_CALL_SCOPES.message), limit: 'message' }, schema: { body: contract('meetings/message-request'), response: { 200: contract('messages/message') } } },
    async (request) => meetings.sendMessage(caller(request), request.body.meetingId, request.body.body),
  );

  app.get('/conversation/meeting/:id', { config: access(MEETING_SCOPES), schema: { params: idParams, response: { 200: contract('messages/conversation') } } }, async (request: ById) =>
    meetings.conversation(caller(request), request.params.id),
  );

  app.get<{ Params: AttendeeSuggestParams }>(
    '/attendee/meetings/suggest/:locale/:term/:limit',
    { config: { ...access(MEETING_CALL_SCOPES.create), limit: 'search' }, schema: { params: contract('meetings/suggest-params'), response: { 200: contract('meetings/suggestions') } } },
    async (request) => meetings.suggest(caller(request), request.params.term, request.params.limit),
  );
};
