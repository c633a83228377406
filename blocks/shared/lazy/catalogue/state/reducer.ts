import {
  DAY_MINUTES,
  sameFilter,
  type CatalogueState,
  type CatalogueView,
  type FilterRef,
  type PageSize,
  type SortOption,
  type Toggle,
  type ZoneChoice,
} from './catalogue-state';
import { normalisedRange } from './time-range';

/** What a visitor does to a catalogue screen. */
export type CatalogueAction =
  | { type: 'search'; text: string }
  | { type: 'toggleFilter'; filter: FilterRef }
  | { type: 'removeFilter'; filter: FilterRef }
  /** The facet pivot: this value alone for its facet, or none of the facet's values (`value: null`, "all"). */
  | { type: 'pivot'; facet: string; value: string | null }
  | { type: 'selectDay'; day: string | null }
  | { type: 'setTime'; start: number; end: number }
  | { type: 'clearTime' }
  | { type: 'setToggle'; toggle: Toggle; on: boolean }
  /** Every refiner back to its default: filters, day, time and switches (the search text, order and layout stay). */
  | { type: 'clearAll' }
  | { type: 'sort'; sortBy: SortOption | null }
  | { type: 'pageSize'; pageSize: PageSize }
  | { type: 'page'; page: number }
  /** The page as far as the results go (the server answers the last page for a page past it). */
  | { type: 'clampPage'; lastPage: number }
  | { type: 'view'; view: CatalogueView }
  | { type: 'zone'; zone: ZoneChoice };

type Handlers = { [K in CatalogueAction['type']]: (state: CatalogueState, action: Extract<CatalogueAction, { type: K }>) => CatalogueState };

/**
 * What switching a toggle on switches off: recorded and not recorded exclude each other, and live and upcoming clears
 * favorites (spec 1 §4; not the other way round). Live and upcoming also ignores the day and time (setToggle).
 */
const EXCLUDES: Partial<Record<Toggle, Toggle>> = { willBeRecorded: 'willNotBeRecorded', willNotBeRecorded: 'willBeRecorded', liveAndUpcoming: 'favorite' };

const withoutToggle = (toggles: readonly Toggle[], toggle: Toggle | undefined) => toggles.filter((on) => on !== toggle);
/** Choosing a day or a time range means the visitor no longer wants "live and upcoming" only. */
const withoutLive = (state: CatalogueState) => withoutToggle(state.toggles, 'liveAndUpcoming');
const wholeDay = { start: 0, end: DAY_MINUTES };

const HANDLERS: Handlers = {
  search: (state, { text }) => ({ ...state, search: text.trim() }),
  toggleFilter: (state, { filter }) => ({
    ...state,
    filters: state.filters.some((selected) => sameFilter(selected, filter))
      ? state.filters.filter((selected) => !sameFilter(selected, filter))
      : [...state.filters, filter],
  }),
  removeFilter: (state, { filter }) => ({ ...state, filters: state.filters.filter((selected) => !sameFilter(selected, filter)) }),
  pivot: (state, { facet, value }) => ({
    ...state,
    filters: [...state.filters.filter((selected) => selected.facet !== facet), ...(value === null ? [] : [{ facet, value }])],
  }),
  selectDay: (state, { day }) => ({ ...state, day, toggles: day === null ? state.toggles : withoutLive(state) }),
  setTime: (state, { start, end }) => {
    const range = normalisedRange(start, end);
    const whole = range.start === 0 && range.end === DAY_MINUTES;
    return { ...state, ...range, toggles: whole ? state.toggles : withoutLive(state) };
  },
  clearTime: (state) => ({ ...state, ...wholeDay }),
  setToggle: (state, { toggle, on }) => {
    const others = withoutToggle(withoutToggle(state.toggles, toggle), on ? EXCLUDES[toggle] : undefined);
    const toggles = on ? [...others, toggle] : others;
    return toggle === 'liveAndUpcoming' && on ? { ...state, ...wholeDay, day: null, toggles } : { ...state, toggles };
  },
  clearAll: (state) => ({ ...state, filters: [], day: null, ...wholeDay, toggles: [] }),
  sort: (state, { sortBy }) => ({ ...state, sortBy }),
  pageSize: (state, { pageSize }) => ({ ...state, pageSize }),
  page: (state, { page }) => ({ ...state, currentPage: Math.max(1, Math.floor(page) || 1) }),
  clampPage: (state, { lastPage }) => ({ ...state, currentPage: Math.min(state.currentPage, Math.max(1, lastPage)) }),
  view: (state, { view }) => ({ ...state, view }),
  zone: (state, { zone }) => ({ ...state, zone }),
};

/** Actions that leave the page number alone; every other one narrows or reorders the results, so it starts at page 1. */
const KEEPS_PAGE: ReadonlySet<CatalogueAction['type']> = new Set(['page', 'clampPage', 'view', 'zone']);

export function catalogueReducer(state: CatalogueState, action: CatalogueAction): CatalogueState {
  const next = (HANDLERS[action.type] as (state: CatalogueState, action: CatalogueAction) => CatalogueState)(state, action);
  return KEEPS_PAGE.has(action.type) ? next : { ...next, currentPage: 1 };
}
