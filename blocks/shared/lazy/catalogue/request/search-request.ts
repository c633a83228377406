import type { DateRangeSelection, SearchRequest } from '../../../../../schemas/generated/search-request';
import type { CatalogueState, FilterRef, SortOption, Toggle } from '../state/catalogue-state';

/** The server's facet of conference days, which the date tabs select. */
export const DAY_FACET = 'day';

/** What each switch asks of the server (spec 1 §3 search request). */
const TOGGLE_REQUEST: Record<Toggle, (inputs: RequestInputs) => Partial<SearchRequest>> = {
  liveAndUpcoming: () => ({ liveNowAndUpcoming: true }),
  favorite: ({ favoriteIds }) => (favoriteIds ? { favoritesIds: [...favoriteIds] } : {}),
  spaceAvailable: () => ({ mustHaveAvailableRsvp: true }),
  onDemand: () => ({ mustHaveOnDemandVideo: true }),
  willBeRecorded: () => ({ willBeRecorded: true }),
  willNotBeRecorded: () => ({ willBeRecorded: false }),
};

export interface RequestInputs {
  /** Filters every search of the catalogue carries (a directory's company kind), never shown as choices. */
  fixedFilters?: readonly FilterRef[];
  sortOption: SortOption;
  /** The time refiner's ranges (see timeRanges). */
  dateRanges?: readonly DateRangeSelection[];
  /** The visitor's favorites of the catalogue's type; without them the favorites switch restricts nothing. */
  favoriteIds?: readonly string[];
}

/** The order a search uses: the visitor's choice when the catalogue offers it, else relevance for a text search, else the default. */
export function effectiveSort(state: Pick<CatalogueState, 'sortBy' | 'search'>, sorts: readonly SortOption[], defaultSort: SortOption): SortOption {
  if (state.sortBy && sorts.includes(state.sortBy)) return state.sortBy;
  if (state.search && sorts.includes('relevance')) return 'relevance';
  return defaultSort;
}

/** The search request a catalogue state stands for. */
export function searchRequestOf(state: CatalogueState, inputs: RequestInputs): SearchRequest {
  const { fixedFilters = [], sortOption, dateRanges = [] } = inputs;
  const selected = [...fixedFilters, ...state.filters, ...(state.day ? [{ facet: DAY_FACET, value: state.day }] : [])];
  const facets = selected.map(({ facet, value }) => ({ name: facet, facet: value }));
  const request: SearchRequest = { itemsPerPage: state.pageSize, searchPage: state.currentPage, sortOption };
  if (state.search) request.searchText = state.search;
  if (facets.length || dateRanges.length) {
    request.searchFacets = { ...(facets.length ? { facets } : {}), ...(dateRanges.length ? { dateFacet: [...dateRanges] } : {}) };
  }
  return Object.assign(request, ...state.toggles.map((toggle) => TOGGLE_REQUEST[toggle](inputs)));
}
