import type { SearchFacets } from '../../../schemas/generated/search-request';
import type { FacetTable } from './facet-table';

/**
 * The selections of one name: facet values and date-time ranges named alike are alternatives (OR); groups combine
 * with AND. A group named after a facet is left out when that facet's counts are made.
 */
export interface FilterGroup {
  /** Position of the facet named like the group, or -1. */
  facet: number;
  /** Value numbers selected in that facet. */
  selected: Set<number>;
  marks: Uint8Array;
  /** [start, end) in epoch ms. */
  ranges: [number, number][];
}

function groupNamed(groups: Map<string, FilterGroup>, tables: readonly FacetTable[], name: string): FilterGroup {
  let group = groups.get(name);
  if (!group) {
    const facet = tables.findIndex((table) => table.key === name);
    group = { facet, selected: new Set(), marks: new Uint8Array(tables[facet]?.values.length ?? 0), ranges: [] };
    groups.set(name, group);
  }
  return group;
}

export function filterGroups(tables: readonly FacetTable[], selections: SearchFacets | undefined): FilterGroup[] {
  const groups = new Map<string, FilterGroup>();
  for (const { name, facet: value } of selections?.facets ?? []) {
    const group = groupNamed(groups, tables, name);
    // An unknown value still forms the group: it selects nothing rather than everything.
    const id = tables[group.facet]?.idOf(value);
    if (id === undefined) continue;
    group.selected.add(id);
    group.marks[id] = 1;
  }
  for (const range of selections?.dateFacet ?? []) {
    groupNamed(groups, tables, range.name).ranges.push([Date.parse(range.startDateTime), Date.parse(range.endDateTime)]);
  }
  return [...groups.values()];
}

/** `start` is NaN for an item without a timeslot, which no range holds. */
export function passesGroup(group: FilterGroup, tables: readonly FacetTable[], item: number, start: number): boolean {
  const table = tables[group.facet];
  if (table) {
    for (let k = table.offsets[item] as number; k < (table.offsets[item + 1] as number); k += 1) {
      if (group.marks[table.ids[k] as number]) return true;
    }
  }
  // Indexed, not for…of: this runs for every item and group, and an iterator per call was garbage to collect.
  const { ranges } = group;
  for (let k = 0; k < ranges.length; k += 1) {
    const [from, to] = ranges[k]!;
    if (start >= from && start < to) return true;
  }
  return false;
}
