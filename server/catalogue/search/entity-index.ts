import type { Facet } from '../../../schemas/generated/facet';
import type { SearchRequest } from '../../../schemas/generated/search-request';
import { parseSearchText } from '../../../src/engine/lazy/search-text';
import { TOGGLE_KEYS, type EntitySearchConfig } from './config';
import { createFacetCounter } from './facet-counts';
import { facetObject, writeFacetJson, type FacetView } from './facet-output';
import { createFacetTable } from './facet-table';
import { jsonBytes, type JsonWriter } from './json-writer';
import { filterGroups, passesGroup } from './filter-groups';
import { MemberSet } from './members';
import { createNameOrdering, createOrdering, orderingOf, pageInOrder, pageOf, paging, type PageWindow } from './ordering';
import { createRequestCheck } from './request-check';
import { createTextIndex } from './text-index';

export interface SearchAnswer<T> {
  items: T[];
  total: number;
  /** The page answered (1-based), after clamping. */
  page: number;
  /** Built on first read. */
  readonly facets: Facet[];
  /** The same facets as a JSON array, written straight from the counts: what the API sends. */
  writeFacetsJson(out: JsonWriter): void;
}

const ARRAY_START = jsonBytes('[');
const ARRAY_END = jsonBytes(']');

class Answer<T> implements SearchAnswer<T> {
  private built: Facet[] | undefined;

  constructor(
    readonly items: T[],
    readonly total: number,
    readonly page: number,
    private readonly views: readonly FacetView[],
  ) {}

  get facets(): Facet[] {
    return (this.built ??= this.views.map(facetObject));
  }

  writeFacetsJson(out: JsonWriter): void {
    out.raw(ARRAY_START);
    for (let k = 0; k < this.views.length; k += 1) {
      if (k > 0) out.comma();
      writeFacetJson(out, this.views[k]!);
    }
    out.raw(ARRAY_END);
  }
}

/** One kind of catalogue item, indexed once for text, facets and orders. */
export interface EntityIndex<T> {
  /** In the entity's natural order. */
  readonly items: readonly T[];
  /** Throws SearchRequestError for what the entity does not support. */
  search(request: SearchRequest, now: Date): SearchAnswer<T>;
  /** Facets of the whole catalogue, nothing selected. */
  facets(): Facet[];
}

/** Items in the entity's natural order: sorted by it, or by sort name when the entity has none of its own. */
function naturallyOrdered<T>(config: EntitySearchConfig<T>, unordered: readonly T[]): T[] {
  const byId = [...unordered].sort((a, b) => (config.id(a) < config.id(b) ? -1 : config.id(a) > config.id(b) ? 1 : 0));
  if (config.naturalOrder) return byId.sort(config.naturalOrder);
  const { sequence } = createNameOrdering(byId, config.sortName);
  return Array.from(sequence, (item) => byId[item] as T);
}

export function createEntityIndex<T>(config: EntitySearchConfig<T>, unordered: readonly T[]): EntityIndex<T> {
  const items = naturallyOrdered(config, unordered);
  const checkRequest = createRequestCheck(config);
  const text = createTextIndex(items, config.fields);
  const tables = config.facets.map((definition) => createFacetTable(definition, items));
  const counter = createFacetCounter(tables, items.length);
  // Searches run one at a time (each is synchronous), so they share this set.
  const members = new MemberSet(items.length);
  // Items are in natural order already.
  const natural = orderingOf(Int32Array.from(items.keys()));
  const byName = config.naturalOrder ? createNameOrdering(items, config.sortName) : natural;
  const chronological = config.chronologicalOrder ? createOrdering(items, config.chronologicalOrder) : natural;
  // NaN for items without a timeslot: it is in no range, and the array stays all numbers (fast to read).
  const starts = Float64Array.from(items, (item) => config.start?.(item) ?? Number.NaN);
  const positionOf = new Map(items.map((item, index) => [config.id(item), index]));
  const indexesOf = (ids: readonly string[] | undefined) =>
    ids?.map((id) => positionOf.get(id)).filter((index): index is number => index !== undefined);

  function itemTests(request: SearchRequest, now: number): ((item: T) => boolean)[] {
    const tests: ((item: T) => boolean)[] = [];
    for (const key of TOGGLE_KEYS) {
      const value = request[key];
      const test = value === undefined ? undefined : config.toggles?.[key]?.(value, now);
      if (test) tests.push(test);
    }
    return tests;
  }

  /**
   * The restrictions and switches, which unlike facets never count. Indexed loops, as this runs for every item:
   * for…of allocated an iterator per item and call, most of a search's garbage.
   */
  function admitted(item: number, allowed: readonly Set<number>[], tests: readonly ((item: T) => boolean)[]): boolean {
    for (let k = 0; k < allowed.length; k += 1) if (!allowed[k]!.has(item)) return false;
    for (let k = 0; k < tests.length; k += 1) if (!tests[k]!(items[item] as T)) return false;
    return true;
  }

  function run(request: SearchRequest, now: number) {
    const match = text.match(parseSearchText(request.searchText));
    const favorites = indexesOf(request.favoritesIds);
    const recommended = indexesOf(request.recommendedItemIds);
    const allowed = [favorites, recommended].filter((list) => list !== undefined).map((list) => new Set(list));
    const tests = itemTests(request, now);
    const groups = filterGroups(tables, request.searchFacets);
    const counts = counter.zeroed();
    members.clear();
    let total = 0;
    const candidates = match?.docs;
    const size = candidates ? candidates.length : items.length;
    for (let n = 0; n < size; n += 1) {
      const item = candidates ? candidates[n]! : n;
      if (!admitted(item, allowed, tests)) continue;
      let failed = -1;
      let failures = 0;
      for (let g = 0; g < groups.length && failures < 2; g += 1) {
        if (passesGroup(groups[g]!, tables, item, starts[item]!)) continue;
        failures += 1;
        failed = g;
      }
      if (failures === 0) {
        members.add(item);
        total += 1;
        counter.countAll(counts, item);
      } else if (failures === 1) {
        // Counts of a facet ignore that facet's own selection: this item would match if it were chosen.
        counter.countIn(counts, groups[failed]!.facet, item);
      }
    }
    return { match, total, views: counter.views(counts, groups), recommended };
  }

  function sortedPage(request: SearchRequest, now: number, found: ReturnType<typeof run>, window: PageWindow): number[] {
    const { match, recommended } = found;
    const sort = request.sortOption ?? (match ? 'relevance' : 'None');
    if (recommended && (sort === 'relevance' || sort === 'None')) return pageOf([...new Set(recommended)], members, window);
    if (sort === 'relevance' && match) {
      const { scores } = match;
      const ranked = match.docs.filter((item) => members.has(item)).sort((a, b) => scores[b]! - scores[a]! || natural.rank[a]! - natural.rank[b]!);
      return ranked.slice(window.start, window.start + window.size);
    }
    if (sort === 'status' && config.statusRank) {
      const rankAt = items.map((item) => config.statusRank!(item, now));
      const ranked = [...chronological.sequence].filter((item) => members.has(item)).sort((a, b) => rankAt[a]! - rankAt[b]! || chronological.rank[a]! - chronological.rank[b]!);
      return ranked.slice(window.start, window.start + window.size);
    }
    if (sort === 'asc' || sort === 'desc') return pageInOrder(byName, members, window, sort === 'desc');
    return pageInOrder(sort === 'chronological' ? chronological : natural, members, window);
  }

  let allFacets: Facet[] | undefined;
  return {
    items,
    search(request, now) {
      checkRequest(request);
      const moment = now.getTime();
      const found = run(request, moment);
      const { page, window } = paging(found.total, request.searchPage, request.itemsPerPage);
      const pageItems = sortedPage(request, moment, found, window).map((item) => items[item] as T);
      return new Answer(pageItems, found.total, page, found.views);
    },
    facets: () => (allFacets ??= run({}, Date.now()).views.map(facetObject)),
  };
}
