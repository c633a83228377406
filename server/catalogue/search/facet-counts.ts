import { facetView, type FacetView } from './facet-output';
import type { FacetTable } from './facet-table';
import type { FilterGroup } from './filter-groups';

const NOTHING_SELECTED: ReadonlySet<number> = new Set();

/**
 * The facet counts of one search, all facets in one array (facet f's values from `bases[f]` on). Each item's values
 * of every facet are listed together too, so counting a matching item is one short loop.
 */
export interface FacetCounter {
  /** The counts, zeroed for a new search: one array shared by the searches of an index, which run one at a time. */
  zeroed(): Int32Array;
  /** Counts the values the item holds in every facet. */
  countAll(counts: Int32Array, item: number): void;
  /** Counts the values the item holds in one facet (by position). */
  countIn(counts: Int32Array, facet: number, item: number): void;
  /** What each facet shows, given the counts and the search's selections (counts copied: the views outlive them). */
  views(counts: Int32Array, groups: readonly FilterGroup[]): FacetView[];
}

export function createFacetCounter(tables: readonly FacetTable[], itemCount: number): FacetCounter {
  const bases: number[] = [];
  let valueCount = 0;
  for (const table of tables) {
    bases.push(valueCount);
    valueCount += table.values.length;
  }
  const offsets = new Int32Array(itemCount + 1);
  const ids: number[] = [];
  for (let item = 0; item < itemCount; item += 1) {
    tables.forEach((table, facet) => {
      for (let k = table.offsets[item]!; k < table.offsets[item + 1]!; k += 1) ids.push(bases[facet]! + table.ids[k]!);
    });
    offsets[item + 1] = ids.length;
  }
  const everyId = Int32Array.from(ids);
  const counts = new Int32Array(valueCount);
  return {
    zeroed: () => counts.fill(0),
    countAll(tally, item) {
      for (let k = offsets[item]!; k < offsets[item + 1]!; k += 1) tally[everyId[k]!]! += 1;
    },
    countIn(tally, facet, item) {
      const table = tables[facet];
      if (!table) return;
      const base = bases[facet]!;
      for (let k = table.offsets[item]!; k < table.offsets[item + 1]!; k += 1) tally[base + table.ids[k]!]! += 1;
    },
    views: (tally, groups) =>
      tables.map((table, facet) => facetView(table, tally, bases[facet]!, groups.find((group) => group.facet === facet)?.selected ?? NOTHING_SELECTED)),
  };
}
