import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../http/errors';
import { registerAllRoute } from '../all-route';
import { findByLocalizedId } from '../item-id';
import { idParams } from '../route-schemas';
import { facetsOf, registerSearchRoutes, type CatalogueRouteOptions } from '../search-route';
import type { CatalogueIndex } from '../search/catalogue-index';
import type { Session, Speaker } from '../types';

/** A speaker's session as the speaker page lists it. */
export type SpeakerSession = Pick<Session, 'sessionId' | 'sessionCode' | 'title' | 'startDateTime' | 'endDateTime' | 'location' | 'sessionType'>;

/** `GET /speaker/{id}`: the speaker and the sessions they speak at, in programme order. */
export type SpeakerAnswer = Speaker & { sessions: SpeakerSession[] };

const speakerSession = ({ sessionId, sessionCode, title, startDateTime, endDateTime, location, sessionType }: Session): SpeakerSession => ({
  sessionId,
  sessionCode,
  title,
  startDateTime,
  endDateTime,
  location,
  sessionType,
});

const speakersOf = (index: CatalogueIndex) => index.speakers;

/**
 * Speaker calls of spec 1 §7. Search, facets and all list only speakers with a bio and a photo; a lookup by id finds
 * any speaker (a session page links to all of its speakers).
 */
export const speakerRoutes: FastifyPluginAsync<CatalogueRouteOptions> = async (app, { catalogue }) => {
  registerSearchRoutes(app, { base: '/speaker', catalogue, entity: speakersOf, present: (speaker: Speaker) => speaker });
  registerAllRoute(app, { base: '/speaker', catalogue, items: (index) => [...index.speakers.items] });
  app.get('/speaker/facet', { config: { access: 'public' } }, async () => facetsOf({ catalogue, entity: speakersOf }));

  app.get<{ Params: { id: string } }>('/speaker/:id', { config: { access: 'public' }, schema: { params: idParams } }, async (request): Promise<SpeakerAnswer> => {
    const index = await catalogue.index();
    const speaker = findByLocalizedId(request.params.id, index.speaker);
    if (!speaker) throw notFound(`Could not find speaker with ID ${request.params.id}`);
    return { ...speaker, sessions: index.sessionsOf(speaker).map(speakerSession) };
  });
};
