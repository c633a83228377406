import type { FastifyPluginAsync } from 'fastify';
import type { ItemIdParams } from '../../../schemas/generated/api/catalogue/id-params';
import type { SpeakerAnswer } from '../../../schemas/generated/api/catalogue/speaker-answer';
import type { SpeakerSession } from '../../../schemas/generated/api/catalogue/speaker-session';
import { contract } from '../../http/contract';
import { notFound } from '../../http/errors';
import { registerAllRoute } from '../all-route';
import { findByLocalizedId } from '../item-id';
import { FACETS_ANSWER, facetsOf, ID_PARAMS, registerSearchRoutes, type CatalogueRouteOptions } from '../search-route';
import type { CatalogueIndex } from '../search/catalogue-index';
import type { Session, Speaker } from '../types';

const speakerSession = ({ sessionId, sessionCode, title, startDateTime, endDateTime, location, sessionType, sessionLanguage }: Session): SpeakerSession => ({
  sessionId,
  sessionCode,
  title,
  startDateTime,
  endDateTime,
  location,
  sessionType,
  sessionLanguage,
});

const speakersOf = (index: CatalogueIndex) => index.speakers;

/**
 * Speaker calls of spec 1 §7. Search, facets and all list only speakers with a bio and a photo; a lookup by id finds
 * any speaker (a session page links to all of its speakers).
 */
export const speakerRoutes: FastifyPluginAsync<CatalogueRouteOptions> = async (app, { catalogue }) => {
  registerSearchRoutes(app, { base: '/speaker', answer: 'catalogue/speaker-search', catalogue, entity: speakersOf, present: (speaker: Speaker) => speaker });
  registerAllRoute(app, { base: '/speaker', answer: 'catalogue/speaker-list', catalogue, items: (index) => [...index.speakers.items] });
  app.get('/speaker/facet', { config: { access: 'public' }, schema: { response: { 200: FACETS_ANSWER } } }, async () => facetsOf({ catalogue, entity: speakersOf }));

  const one = { params: ID_PARAMS, response: { 200: contract('catalogue/speaker-answer') } };
  app.get<{ Params: ItemIdParams }>('/speaker/:id', { config: { access: 'public' }, schema: one }, async (request): Promise<SpeakerAnswer> => {
    const index = await catalogue.index();
    const speaker = findByLocalizedId(request.params.id, index.speaker);
    if (!speaker) throw notFound(`Could not find speaker with ID ${request.params.id}`);
    return { ...speaker, sessions: index.sessionsOf(speaker).map(speakerSession) };
  });
};
