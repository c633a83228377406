import type { QueryClient } from '@tanstack/react-query';
import { catalogueKeys, type CatalogueEntity, type CatalogueItems } from '../../src/api/lazy/catalogue';
import { favoriteKeys } from '../../src/api/lazy/favorites';
import { generateDemoCatalogue } from '../../server/catalogue/demo/generate';
import { attendeeForViewer } from '../../server/catalogue/attendees/privacy';
import { createCatalogueIndex } from '../../server/catalogue/search/catalogue-index';
import { presentSession } from '../../server/catalogue/sessions/present';
import type { CatalogueConfig } from '../../blocks/shared/lazy/catalogue/catalogue-config';
import { effectiveSort, searchRequestOf } from '../../blocks/shared/lazy/catalogue/request/search-request';
import { parseCatalogueQuery } from '../../blocks/shared/lazy/catalogue/state/query-codec';

const TIME_ZONE = 'America/Los_Angeles';
const DAYS = ['2027-03-09', '2027-03-10', '2027-03-11', '2027-03-12'];
/** Before the event, so nothing is live and everything is upcoming. */
const NOW = new Date('2027-03-01T12:00:00Z');

// A twentieth of the demo conference, searched by the server's own index: stories show real answers, no server needed.
const index = createCatalogueIndex(generateDemoCatalogue({ timeZone: TIME_ZONE, days: DAYS }, { scale: 0.05 }), { timeZone: TIME_ZONE });

const PRESENT = {
  // Stories show an anonymous visitor unless they sign one in: the sessions are presented to them.
  session: (item: unknown) => presentSession(item as Parameters<typeof presentSession>[0], { index, audience: 'anonymous' }),
  speaker: (item: unknown) => item,
  attendee: (item: unknown) => attendeeForViewer(item as Parameters<typeof attendeeForViewer>[0], null, index),
  company: (item: unknown) => item,
} satisfies Record<CatalogueEntity, (item: unknown) => unknown>;

const ENTITIES = { session: index.sessions, speaker: index.speakers, attendee: index.attendees, company: index.companies };

/** A signed-in visitor's favorites in stories: the catalogue's first two items in its own order. */
const FAVORITE_COUNT = 2;

function seedFavorites<E extends CatalogueEntity>(client: QueryClient, config: CatalogueConfig<E>): string[] {
  if (config.favoriteType === undefined) return [];
  const request = searchRequestOf(parseCatalogueQuery(new URLSearchParams()), { fixedFilters: config.fixedFilters, sortOption: config.defaultSort });
  const first = ENTITIES[config.entity].search({ ...request, itemsPerPage: FAVORITE_COUNT }, NOW).items as unknown[];
  const ids = first.map((item) => config.itemKey(PRESENT[config.entity](item) as CatalogueItems[E]));
  client.setQueryData(favoriteKeys.ofType(config.favoriteType), { type: config.favoriteType, ids });
  return ids;
}

/**
 * Puts into `client` the answer the block's first search asks for at `query` (and, for sessions, the catalogue's days),
 * as the server would give it, and a signed-in visitor's favorites. Further searches in a story reach for the API,
 * which Storybook does not serve.
 */
export function seedFirstAnswer<E extends CatalogueEntity>(client: QueryClient, config: CatalogueConfig<E>, query: string): void {
  const state = parseCatalogueQuery(new URLSearchParams(query));
  const favoriteIds = seedFavorites(client, config);
  const request = searchRequestOf(state, { fixedFilters: config.fixedFilters, sortOption: effectiveSort(state, config.sorts, config.defaultSort), favoriteIds });
  const answer = ENTITIES[config.entity].search(request, NOW);
  client.setQueryData(catalogueKeys.search(config.entity, request, null), {
    data: (answer.items as unknown[]).map(PRESENT[config.entity]),
    total: answer.total,
    page: answer.page,
    facets: answer.facets,
  });
  if (config.timeslots) client.setQueryData(catalogueKeys.facets(config.entity, 'en-us'), { facets: ENTITIES[config.entity].facets() });
}
