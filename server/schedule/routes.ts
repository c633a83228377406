import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AttendeeSessionsParams } from '../../schemas/generated/api/schedule/attendee-sessions-params';
import type { AttendeeSessionsRequest } from '../../schemas/generated/api/schedule/attendee-sessions-request';
import type { ScheduleChangesSeenRequest } from '../../schemas/generated/api/schedule/changes-seen-request';
import type { ScheduleSessionParams } from '../../schemas/generated/api/schedule/session-params';
import type { CurrentUser } from '../../src/engine';
import type { AddToScheduleRequest } from '../../src/engine/lazy/schedule';
import { EVENT_TOOLS } from '../auth/access-rules';
import { LANG_PARAMS } from '../catalogue/search-route';
import { createFavoriteRepository } from '../favorites/repository';
import type { PersonalRouteOptions } from '../context';
import { contract } from '../http/contract';
import { createAppointmentRepository } from '../appointments/repository';
import { createMeetingRepository } from '../meetings/repository';
import { createScheduleRepository } from './repository';
import { createScheduleService } from './service';

type SessionRequest = FastifyRequest<{ Params: ScheduleSessionParams }>;

// The access rule has already refused callers without the event-tools scope.
const caller = (request: FastifyRequest) => request.user as CurrentUser;

const sessionParams = contract('schedule/session-params');
const changed = { 200: contract('schedule/change-result') };

/**
 * The caller's schedule (spec 1 §7): `GET /schedule/sessions/{lang}`, `GET /schedule/agenda`, `PUT` and `DELETE
 * /schedule/session/{id}`, `GET /schedule/checksession/{id}`, `POST /schedule/session/{id}/status`, `POST
 * /schedule/changes/seen`; and `POST /attendee/{id}/sessions/{locale}`, the public view of a shared schedule.
 */
export const scheduleRoutes: FastifyPluginAsync<PersonalRouteOptions> = async (app, { db, catalogue, settings, live, siteEnv }) => {
  const schedule = createScheduleService({
    repository: createScheduleRepository(db),
    meetings: createMeetingRepository(db),
    appointments: createAppointmentRepository(db),
    favorites: createFavoriteRepository(db), catalogue, settings, live, siteEnv });
  const config = { access: EVENT_TOOLS };

  app.get('/schedule/sessions/:lang', { config, schema: { params: LANG_PARAMS, response: { 200: contract('schedule/scheduled-sessions') } } }, async (request) => schedule.scheduledSessions(caller(request)));

  app.get('/schedule/agenda', { config, schema: { response: { 200: contract('schedule/agenda') } } }, async (request) => schedule.agenda(caller(request)));

  app.put<{ Params: ScheduleSessionParams; Body: AddToScheduleRequest | undefined }>(
    '/schedule/session/:id',
    { config, schema: { params: sessionParams, body: contract('schedule/add-request'), response: { 200: contract('schedule/add-result') } } },
    async (request) => schedule.add(caller(request), request.params.id, request.body ?? {}),
  );

  app.delete('/schedule/session/:id', { config, schema: { params: sessionParams, querystring: contract('schedule/remove-query'), response: changed } }, async (request: SessionRequest) =>
    schedule.remove(caller(request), request.params.id),
  );

  app.get('/schedule/checksession/:id', { config, schema: { params: sessionParams, response: { 200: contract('schedule/check-result') } } }, async (request: SessionRequest) =>
    schedule.check(caller(request), request.params.id),
  );

  app.post('/schedule/session/:id/status', { config, schema: { params: sessionParams, body: contract('schedule/status-request'), response: changed } }, async (request: SessionRequest) =>
    schedule.cancelNomination(caller(request), request.params.id),
  );

  app.post<{ Body: ScheduleChangesSeenRequest }>('/schedule/changes/seen', { config, schema: { body: contract('schedule/changes-seen-request') } }, async (request, reply) => {
    await schedule.markSeen(caller(request), request.body.sessionIds);
    return reply.code(204).send();
  });

  app.post<{ Params: AttendeeSessionsParams; Body: AttendeeSessionsRequest | undefined }>(
    '/attendee/:id/sessions/:locale',
    {
      config: { access: 'public' },
      schema: { params: contract('schedule/attendee-sessions-params'), body: contract('schedule/attendee-sessions-request'), response: { 200: contract('schedule/attendee-sessions') } },
    },
    async (request) => schedule.shared(request.params.id, request.body?.date, request.user),
  );
};
