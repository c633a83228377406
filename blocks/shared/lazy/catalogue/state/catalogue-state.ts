import type { SearchRequest } from '../../../../../schemas/generated/search-request';

/** Page sizes offered (spec 1 §9); the first is the default. */
export const PAGE_SIZES = [12, 24, 48, 96] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = PAGE_SIZES[0];

/** The time refiner works on minutes of the day in 15-minute steps (spec 1 §9). */
export const DAY_MINUTES = 1440;
export const TIME_STEP_MINUTES = 15;
/** The time chip shows only for a range of 23.5 hours or less. */
export const MAX_TIME_CHIP_MINUTES = 23.5 * 60;

/**
 * Catalogue switches (spec 1 §4 catalogue toggles) that the server can answer today, in the spec's order. Only
 * `favorite` applies to every catalogue (for visitors who may keep favorites); the others are the session switches.
 */
export const TOGGLES = ['liveAndUpcoming', 'favorite', 'spaceAvailable', 'onDemand', 'willBeRecorded', 'willNotBeRecorded'] as const;
export type Toggle = (typeof TOGGLES)[number];
export const FAVORITE_TOGGLE = 'favorite' satisfies Toggle;

export type CatalogueView = 'list' | 'grid';
/** Times shown in the conference's zone or the viewer's own. */
export type ZoneChoice = 'event' | 'local';
export type SortOption = NonNullable<SearchRequest['sortOption']>;

/** One selected facet value. */
export interface FilterRef {
  facet: string;
  value: string;
}

/** Everything a catalogue screen shows, as kept in the URL query. */
export interface CatalogueState {
  search: string;
  filters: readonly FilterRef[];
  /** A conference day (`YYYY-MM-DD`), or null for all days. */
  day: string | null;
  /** Minutes of the day, `start < end`, both multiples of 15 in [0, 1440]. */
  start: number;
  end: number;
  toggles: readonly Toggle[];
  /** null: the catalogue's default order. */
  sortBy: SortOption | null;
  pageSize: PageSize;
  /** 1-based. */
  currentPage: number;
  /** null: the catalogue's default view. */
  view: CatalogueView | null;
  zone: ZoneChoice;
}

export const initialCatalogueState = (pageSize: PageSize = DEFAULT_PAGE_SIZE): CatalogueState => ({
  search: '',
  filters: [],
  day: null,
  start: 0,
  end: DAY_MINUTES,
  toggles: [],
  sortBy: null,
  pageSize,
  currentPage: 1,
  view: null,
  zone: 'event',
});

export const hasTimeRange = (state: Pick<CatalogueState, 'start' | 'end'>) => state.start > 0 || state.end < DAY_MINUTES;

export const sameFilter = (a: FilterRef, b: FilterRef) => a.facet === b.facet && a.value === b.value;
