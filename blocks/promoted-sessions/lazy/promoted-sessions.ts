import type { SearchRequest } from '../../../schemas/generated/search-request';
import { useCatalogueSearch } from '../../../src/api/lazy/catalogue';
import type { SessionAnswer } from '../../../src/api/lazy/catalogue-items';
import type { Locale } from '../../../src/engine';
import { useSessionList } from '../../shared/lazy/event-data/session-list';
import type { PromotedSessionsProps } from '../props.gen';

/** Spec 03 §9: promoted sessions show at most 10 unless the block says otherwise. */
export const DEFAULT_LIMIT = 10;
const MAX_PAGE = 100;

/** Sessions of the types, live first, then upcoming, then recordings (the status sort), enough to fill the places. */
export function sessionsOfTypes(types: readonly string[], places: number): SearchRequest {
  return {
    itemsPerPage: Math.min(MAX_PAGE, places),
    searchPage: 1,
    sortOption: 'status',
    searchFacets: { facets: types.map((type) => ({ name: 'sessionType', facet: type })) },
  };
}

/** The chosen sessions in the editor's order, then the sessions of the types not already there, `limit` in all. */
export function promotedOrder(chosen: readonly SessionAnswer[], ofTypes: readonly SessionAnswer[], limit: number): SessionAnswer[] {
  const listed = new Set(chosen.map((session) => session.sessionId));
  return [...chosen, ...ofTypes.filter((session) => !listed.has(session.sessionId))].slice(0, limit);
}

/** What the block shows, once every list it asks for has come; a failure of either is a failure. */
export function usePromotedSessions(props: PromotedSessionsProps, { locale, testingDate }: { locale: Locale; testingDate: string | null }) {
  const ids = props.sessionIds ?? [];
  const types = props.sessionTypes ?? [];
  const limit = props.limit ?? DEFAULT_LIMIT;
  const chosen = useSessionList(ids, locale);
  const ofTypes = useCatalogueSearch('session', sessionsOfTypes(types, limit + ids.length), { testingDate, enabled: types.length > 0 });
  const parts = [ids.length > 0 && chosen, types.length > 0 && ofTypes].filter((part) => part !== false);
  const arrived = parts.every((part) => part.data !== undefined);
  return {
    data: arrived ? promotedOrder(chosen.data?.data ?? [], ofTypes.data?.data ?? [], limit) : undefined,
    isError: parts.some((part) => part.isError),
    refetch: () => Promise.all(parts.map((part) => part.refetch())),
  };
}
