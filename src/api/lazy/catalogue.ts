import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Company } from '../../../schemas/generated/company';
import type { Facet } from '../../../schemas/generated/facet';
import type { SearchRequest } from '../../../schemas/generated/search-request';
import type { Speaker } from '../../../schemas/generated/speaker';
import type { AttendeeAnswer } from '../../../schemas/generated/api/catalogue/attendee-answer';
import type { AttendeeSearchResponse } from '../../../schemas/generated/api/catalogue/attendee-search';
import type { CompanySearchResponse } from '../../../schemas/generated/api/catalogue/company-search';
import type { SessionAnswer } from '../../../schemas/generated/api/catalogue/session-answer';
import type { SessionSearchResponse } from '../../../schemas/generated/api/catalogue/session-search';
import type { SpeakerSearchResponse } from '../../../schemas/generated/api/catalogue/speaker-search';
import type { Locale } from '../../engine';
import { apiRequest } from '../client';
import { SAME_FOR_EVERYONE } from '../same-for-everyone';

/** What each catalogue's search answers with, by the entity's API name (`/api/v1/{entity}/search`). */
export interface CatalogueItems {
  session: SessionAnswer;
  speaker: Speaker;
  attendee: AttendeeAnswer;
  company: Company;
}

export type CatalogueEntity = keyof CatalogueItems;
interface CatalogueAnswers {
  session: SessionSearchResponse;
  speaker: SpeakerSearchResponse;
  attendee: AttendeeSearchResponse;
  company: CompanySearchResponse;
}
// The envelope from the entity's contract, its items typed by the entity, so generic code keeps them apart.
export type CatalogueAnswer<E extends CatalogueEntity> = Omit<CatalogueAnswers[E], 'data'> & { data: CatalogueItems[E][] };

// Spec 1 §9: stale after 20 s, and no refetch on focus or reconnect.
const STALE_MS = 20_000;

/**
 * Whether a search's items depend on who asks (the `present` of each entity's routes in server/catalogue): attendees
 * hide private profiles and others' emails. Sessions leave out their stream addresses for anonymous visitors only,
 * which no block shows them anyway, so they count as the same for everyone. A Record, so a new entity has to be decided.
 */
const PRESENTED_FOR_VIEWER: Record<CatalogueEntity, boolean> = { session: false, speaker: false, attendee: true, company: false };

export const catalogueKeys = {
  entity: (entity: CatalogueEntity) => ['catalogue', entity] as const,
  search: (entity: CatalogueEntity, request: SearchRequest, testingDate: string | null) => ['catalogue', entity, 'search', request, testingDate] as const,
  facets: (entity: CatalogueEntity, lang: string) => ['catalogue', entity, 'facets', lang] as const,
  sessionList: (locale: Locale, ids: readonly string[]) => ['catalogue', 'session', 'list', locale, ids] as const,
};

/** One search; `testingDate` makes "live and upcoming" and the status sort use that moment. */
export function searchCatalogue<E extends CatalogueEntity>(
  entity: E,
  request: SearchRequest,
  { testingDate = null, signal }: { testingDate?: string | null; signal?: AbortSignal } = {},
): Promise<CatalogueAnswer<E>> {
  return apiRequest<CatalogueAnswer<E>>(`/${entity}/search`, { method: 'POST', body: request, query: { testingDate }, signal });
}

/**
 * A catalogue search. While a new request loads, the previous answer stays on screen (`isPlaceholderData`), so
 * changing a filter does not blank the list. `enabled: false` holds the request until its inputs are known.
 */
export function useCatalogueSearch<E extends CatalogueEntity>(
  entity: E,
  request: SearchRequest,
  { testingDate = null, enabled = true }: { testingDate?: string | null; enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: catalogueKeys.search(entity, request, testingDate),
    queryFn: ({ signal }) => searchCatalogue(entity, request, { testingDate, signal }),
    staleTime: STALE_MS,
    refetchOnReconnect: false,
    placeholderData: keepPreviousData,
    enabled,
    meta: PRESENTED_FOR_VIEWER[entity] ? undefined : SAME_FOR_EVERYONE,
  });
}

/** The facets of the whole catalogue, nothing selected (`GET /{entity}/facet/{lang}`): the event's days, for one. */
export function useCatalogueFacets(entity: CatalogueEntity, lang: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: catalogueKeys.facets(entity, lang),
    queryFn: ({ signal }) => apiRequest<{ facets: Facet[] }>(`/${entity}/facet/${encodeURIComponent(lang)}`, { signal }),
    staleTime: 5 * 60_000,
    refetchOnReconnect: false,
    enabled,
    meta: SAME_FOR_EVERYONE,
  });
}
