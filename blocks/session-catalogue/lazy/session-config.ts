import { FAVORITE_TYPES } from '../../../src/engine/lazy/favorites';
import { SessionCard } from '../../shared/lazy/catalogue/cards/SessionCard';
import type { CatalogueConfig } from '../../shared/lazy/catalogue/catalogue-config';
import { SCHEDULE_LINKS } from '../../shared/lazy/catalogue/header/header-links';
import { DAY_FACET } from '../../shared/lazy/catalogue/request/search-request';
import { sessionPath } from '../../../src/engine';

export const sessionCatalogueConfig: CatalogueConfig<'session'> = {
  entity: 'session',
  noun: 'sessions',
  sorts: ['chronological', 'relevance', 'status', 'asc', 'desc'],
  defaultSort: 'chronological',
  defaultView: 'list',
  favoriteType: FAVORITE_TYPES.session,
  // The date tabs choose the day.
  hiddenFacets: [DAY_FACET],
  timeslots: true,
  headerLinks: SCHEDULE_LINKS,
  itemKey: (session) => session.sessionId,
  suggestion: (session) => ({ label: `${session.sessionCode}: ${session.displayTitle || session.title}`, path: sessionPath(session) }),
  Card: SessionCard,
};
