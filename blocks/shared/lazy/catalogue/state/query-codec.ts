import {
  DAY_MINUTES,
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  TOGGLES,
  initialCatalogueState,
  type CatalogueState,
  type CatalogueView,
  type FilterRef,
  type PageSize,
  type SortOption,
} from './catalogue-state';
import { normalisedRange } from './time-range';

/**
 * Joins a filter's facet key and value in the `filter` query parameter (`?filter=company%7CContoso` lists a company's
 * people); the first one splits them, so a value may hold it too (topic paths).
 */
export const FILTER_SEPARATOR = '|';

const SORT_OPTIONS: readonly SortOption[] = ['asc', 'desc', 'chronological', 'relevance', 'status', 'None'];
const VIEWS: readonly CatalogueView[] = ['list', 'grid'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const LOCAL_ZONE = 'local';
const ON = 'true';

export const encodeFilter = ({ facet, value }: FilterRef) => `${facet}${FILTER_SEPARATOR}${value}`;

/** `topic|Cloud|Containers` → facet `topic`, value `Cloud|Containers`; undefined without both parts. */
export function decodeFilter(raw: string): FilterRef | undefined {
  const at = raw.indexOf(FILTER_SEPARATOR);
  if (at <= 0 || at === raw.length - 1) return undefined;
  return { facet: raw.slice(0, at), value: raw.slice(at + 1) };
}

const oneOf = <T extends string | number>(options: readonly T[], value: T | null | undefined): T | undefined =>
  value !== null && value !== undefined && options.includes(value) ? value : undefined;

const integer = (raw: string | null): number | undefined => (raw !== null && /^\d+$/.test(raw) ? Number(raw) : undefined);

/**
 * The state a catalogue URL describes. Anything unreadable falls back to its default instead of failing the page;
 * without a `pageSize` the visitor's stored choice applies.
 */
export function parseCatalogueQuery(params: URLSearchParams, storedPageSize: PageSize = DEFAULT_PAGE_SIZE): CatalogueState {
  const initial = initialCatalogueState(storedPageSize);
  const filters = params.getAll('filter').map(decodeFilter).filter((filter) => filter !== undefined);
  const unique = filters.filter((filter, index) => filters.findIndex((other) => encodeFilter(other) === encodeFilter(filter)) === index);
  const day = params.get('day');
  const range = normalisedRange(integer(params.get('start')) ?? 0, integer(params.get('end')) ?? DAY_MINUTES);
  return {
    search: params.get('search')?.trim() ?? '',
    filters: unique,
    day: day && DAY.test(day) ? day : null,
    ...range,
    toggles: TOGGLES.filter((toggle) => params.get(toggle) === ON),
    sortBy: oneOf(SORT_OPTIONS, params.get('sortBy') as SortOption | null) ?? null,
    pageSize: oneOf(PAGE_SIZES, integer(params.get('pageSize')) as PageSize | undefined) ?? initial.pageSize,
    currentPage: Math.max(1, integer(params.get('currentPage')) ?? 1),
    view: oneOf(VIEWS, params.get('view') as CatalogueView | null) ?? null,
    zone: params.get('timeZone') === LOCAL_ZONE ? 'local' : 'event',
  };
}

/** The URL query of a state, defaults left out, in a fixed order (so equal states give equal URLs). */
export function catalogueQuery(state: CatalogueState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  for (const filter of state.filters) params.append('filter', encodeFilter(filter));
  if (state.day) params.set('day', state.day);
  if (state.start > 0) params.set('start', String(state.start));
  if (state.end < DAY_MINUTES) params.set('end', String(state.end));
  for (const toggle of TOGGLES) if (state.toggles.includes(toggle)) params.set(toggle, ON);
  if (state.sortBy) params.set('sortBy', state.sortBy);
  if (state.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(state.pageSize));
  if (state.currentPage > 1) params.set('currentPage', String(state.currentPage));
  if (state.view) params.set('view', state.view);
  if (state.zone === 'local') params.set('timeZone', LOCAL_ZONE);
  return params;
}
