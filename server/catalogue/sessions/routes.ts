import type { FastifyPluginAsync } from 'fastify';
import type { IdListRequest } from '../../../schemas/generated/api/catalogue/id-list-request';
import type { ItemIdParams } from '../../../schemas/generated/api/catalogue/id-params';
import type { LanguageParams } from '../../../schemas/generated/api/catalogue/lang-params';
import type { RelatedSessionsResponse } from '../../../schemas/generated/api/catalogue/related-sessions';
import type { SessionAnswer } from '../../../schemas/generated/api/catalogue/session-answer';
import type { SessionListResponse } from '../../../schemas/generated/api/catalogue/session-list';
import { contract } from '../../http/contract';
import { notFound } from '../../http/errors';
import { registerAllRoute } from '../all-route';
import { audienceOf } from '../../../src/engine/lazy/session-answer';
import { findByLocalizedId, servedLocale } from '../item-id';
import { ID_PARAMS, LANG_PARAMS, registerSearchRoutes, type CatalogueRouteOptions } from '../search-route';
import type { CatalogueIndex } from '../search/catalogue-index';
import type { Session } from '../types';
import { presentSession } from './present';

function sessionOrNotFound(index: CatalogueIndex, id: string): Session {
  const session = findByLocalizedId(id, index.session);
  if (!session) throw notFound(`Could not find session with ID ${id}`);
  return session;
}

/**
 * Session catalogue calls of spec 1 §7; `{id}` is a session id or code, optionally after a locale (`en-us-BRK101`).
 * Every answer is presented for the caller's audience: stream and video addresses only for signed-in callers.
 */
export const sessionRoutes: FastifyPluginAsync<CatalogueRouteOptions> = async (app, { catalogue }) => {
  registerSearchRoutes(app, {
    base: '/session',
    answer: 'catalogue/session-search',
    catalogue,
    entity: (index) => index.sessions,
    present: (session, { index, viewer }) => presentSession(session, { index, audience: audienceOf(viewer) }),
  });
  registerAllRoute(app, {
    base: '/session',
    answer: 'catalogue/session-list',
    catalogue,
    keyOf: audienceOf,
    items: (index, audience) => index.sessions.items.map((session) => presentSession(session, { index, audience })),
  });

  app.post<{ Params: LanguageParams; Body: IdListRequest }>(
    '/session/list/:lang',
    // A read sent as POST (its id list can be long): it counts as a search, not a write.
    { config: { access: 'public', limit: 'search' }, schema: { params: LANG_PARAMS, body: contract('catalogue/id-list-request'), response: { 200: contract('catalogue/session-list') } } },
    async (request): Promise<SessionListResponse> => {
      servedLocale(request.params.lang);
      const index = await catalogue.index();
      const found = request.body.ids.map((id) => index.session(id)).filter((session) => session !== undefined);
      const audience = audienceOf(request.user);
      return { data: [...new Set(found)].map((session) => presentSession(session, { index, audience })) };
    },
  );

  const related = { params: ID_PARAMS, response: { 200: contract('catalogue/related-sessions') } };
  app.get<{ Params: ItemIdParams }>('/session/:id/related', { config: { access: 'public' }, schema: related }, async (request): Promise<RelatedSessionsResponse> => {
    const index = await catalogue.index();
    const session = sessionOrNotFound(index, request.params.id);
    const related = session.relatedSessionCodes.map((code) => index.session(code)).filter((other) => other !== undefined && other !== session);
    const context = { index, audience: audienceOf(request.user) };
    return {
      relatedSessions: [...new Set(related)].map((other) => presentSession(other as Session, context)),
      repeatedSessions: index.repeatsOf(session).map((other) => presentSession(other, context)),
    };
  });

  const one = { params: ID_PARAMS, response: { 200: contract('catalogue/session-answer') } };
  app.get<{ Params: ItemIdParams }>('/session/:id', { config: { access: 'public' }, schema: one }, async (request): Promise<SessionAnswer> => {
    const index = await catalogue.index();
    return presentSession(sessionOrNotFound(index, request.params.id), { index, audience: audienceOf(request.user) });
  });
};
