import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../http/errors';
import { registerAllRoute } from '../all-route';
import { findByLocalizedId, servedLocale } from '../item-id';
import { idListBody, idParams, langParams } from '../route-schemas';
import { registerSearchRoutes, type CatalogueRouteOptions } from '../search-route';
import type { CatalogueIndex } from '../search/catalogue-index';
import type { Session } from '../types';
import { presentSession, type SessionAnswer } from './present';

/** `GET /session/{id}/related`: the sessions it names as related, and its repeats (same code but the -R suffix). */
export interface RelatedSessionsResponse {
  relatedSessions: SessionAnswer[];
  repeatedSessions: SessionAnswer[];
}

/** `POST /session/list/{lang}`: the sessions asked for by id or code, in the order asked; unknown ones left out. */
export interface SessionListResponse {
  data: SessionAnswer[];
}

function sessionOrNotFound(index: CatalogueIndex, id: string): Session {
  const session = findByLocalizedId(id, index.session);
  if (!session) throw notFound(`Could not find session with ID ${id}`);
  return session;
}

/** Session catalogue calls of spec 1 §7; `{id}` is a session id or code, optionally after a locale (`en-us-BRK101`). */
export const sessionRoutes: FastifyPluginAsync<CatalogueRouteOptions> = async (app, { catalogue }) => {
  registerSearchRoutes(app, { base: '/session', catalogue, entity: (index) => index.sessions, present: presentSession });
  registerAllRoute(app, { base: '/session', catalogue, items: (index) => index.sessions.items.map((session) => presentSession(session, { index })) });

  app.post<{ Params: { lang: string }; Body: { ids: string[] } }>(
    '/session/list/:lang',
    { config: { access: 'public' }, schema: { params: langParams, body: idListBody } },
    async (request): Promise<SessionListResponse> => {
      servedLocale(request.params.lang);
      const index = await catalogue.index();
      const found = request.body.ids.map((id) => index.session(id)).filter((session) => session !== undefined);
      return { data: [...new Set(found)].map((session) => presentSession(session, { index })) };
    },
  );

  app.get<{ Params: { id: string } }>('/session/:id/related', { config: { access: 'public' }, schema: { params: idParams } }, async (request): Promise<RelatedSessionsResponse> => {
    const index = await catalogue.index();
    const session = sessionOrNotFound(index, request.params.id);
    const related = session.relatedSessionCodes.map((code) => index.session(code)).filter((other) => other !== undefined && other !== session);
    return {
      relatedSessions: [...new Set(related)].map((other) => presentSession(other as Session, { index })),
      repeatedSessions: index.repeatsOf(session).map((other) => presentSession(other, { index })),
    };
  });

  app.get<{ Params: { id: string } }>('/session/:id', { config: { access: 'public' }, schema: { params: idParams } }, async (request): Promise<SessionAnswer> => {
    const index = await catalogue.index();
    return presentSession(sessionOrNotFound(index, request.params.id), { index });
  });
};
