import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ConversationAttendeeParams } from '../../schemas/generated/api/messages/attendee-params';
import type { MessageIdParams } from '../../schemas/generated/api/messages/id-params';
import { SCOPES, type CurrentUser } from '../../src/engine';
import type { MessageSendRequest } from '../../src/engine/lazy/messages';
import type { RouteAccess } from '../auth/access';
import { contract } from '../http/contract';
import type { PersonalRouteOptions } from '../context';
import { createMessageRepository } from './repository';
import { createMessageService } from './service';

// The access rule has already refused callers without the event-tools scope.
const caller = (request: FastifyRequest) => request.user as CurrentUser;

/** Spec 2 §2, §6: the inbox needs the event-tools scope; the service checks showMessaging and the directory. */
const MESSAGING: RouteAccess = { anyScope: [SCOPES.eventTools] };

const unread = { 200: contract('messages/unread-count') };

/** Direct messages (spec 2 §7): GET /messages, PUT /messages/{id}/read, POST /messages/send, GET /messages/unreadCount, GET /conversation, GET /conversation/attendee/{key}. */
export const messageRoutes: FastifyPluginAsync<PersonalRouteOptions> = async (app, { db, ...context }) => {
  const messages = createMessageService({ repository: createMessageRepository(db), ...context });
  const config = { access: MESSAGING };

  app.get('/messages', { config, schema: { response: { 200: contract('messages/message-list') } } }, async (request) => ({ messages: await messages.received(caller(request)) }));

  app.get('/messages/unreadCount', { config, schema: { response: unread } }, async (request) => ({ count: await messages.unreadCount(caller(request)) }));

  app.put<{ Params: MessageIdParams }>('/messages/:id/read', { config, schema: { params: contract('messages/id-params'), response: unread } }, async (request) => ({
    count: await messages.markRead(caller(request), request.params.id),
  }));

  app.post<{ Body: MessageSendRequest }>(
    '/messages/send',
    { config: { ...config, limit: 'message' }, schema: { body: contract('messages/send-request'), response: { 200: contract('messages/message') } } },
    async (request) => messages.send(caller(request), request.body),
  );

  app.get('/conversation', { config, schema: { response: { 200: contract('messages/conversation-list') } } }, async (request) => messages.conversations(caller(request)));

  app.get<{ Params: ConversationAttendeeParams }>(
    '/conversation/attendee/:key',
    { config, schema: { params: contract('messages/attendee-params'), response: { 200: contract('messages/conversation') } } },
    async (request) => messages.withAttendee(caller(request), request.params.key),
  );
};
