import { facetDisplayName } from './facet-output';
import { jsonBytes } from './json-writer';
import { createNameOrdering } from './ordering';
import { HIERARCHY_DELIMITER, MAX_HIERARCHY_DEPTH } from '../../../src/engine/lazy/facet-values';

/** A value an item holds for a facet, and the text shown for it. */
export interface FacetValue {
  value: string;
  label: string;
}

/**
 * How a facet's filters are listed (spec 1 §9): days in calendar order, levels by number, a fixed list by its index
 * (a function giving each value's position), the rest by count.
 */
export type FacetOrder = 'count' | 'chronological' | 'numeric' | ((value: string) => number);

export interface FacetDefinition<T> {
  /** The facet's name in requests (`searchFacets.facets[].name`) and answers. */
  key: string;
  values(item: T): readonly FacetValue[];
  /** Values are paths joined by `|`; every level is a filter of its own, nested under its parent. */
  hierarchical?: boolean;
  order?: FacetOrder;
}


/**
 * A facet's values numbered once, and each item's value numbers (with the ancestors of hierarchical values, once each)
 * in one flat array: item `i` holds `ids[offsets[i]]` up to `ids[offsets[i + 1]]`.
 */
export interface FacetTable {
  key: string;
  order: FacetOrder;
  hierarchical: boolean;
  values: string[];
  labels: string[];
  /** Parent value number of each value; -1 for top-level values. */
  parents: number[];
  /** The facet as JSON up to whether it is visible: `{"key":…,"displayName":…,"isVisible":`, encoded once. */
  jsonHead: Uint8Array;
  /** Each value's filter as JSON up to its count: `{"value":…,"displayName":…,"count":`, encoded once. */
  filterJsonHeads: Uint8Array[];
  /** Each value's place among the labels in reading order, so orders compare numbers instead of collating text. */
  labelRanks: Int32Array;
  offsets: Int32Array;
  ids: Int32Array;
  idOf(value: string): number | undefined;
}

/** The path of a hierarchical value, one entry per level, deepest last (at most MAX_HIERARCHY_DEPTH levels). */
function levels(value: string): FacetValue[] {
  const segments = value.split(HIERARCHY_DELIMITER).map((segment) => segment.trim()).filter(Boolean).slice(0, MAX_HIERARCHY_DEPTH);
  return segments.map((segment, depth) => ({ value: segments.slice(0, depth + 1).join(HIERARCHY_DELIMITER), label: segment }));
}

export function createFacetTable<T>(definition: FacetDefinition<T>, items: readonly T[]): FacetTable {
  const numbers = new Map<string, number>();
  const values: string[] = [];
  const labels: string[] = [];
  const parents: number[] = [];
  const numberOf = ({ value, label }: FacetValue, parent: number) => {
    let id = numbers.get(value);
    if (id === undefined) {
      id = values.length;
      numbers.set(value, id);
      values.push(value);
      labels.push(label);
      parents.push(parent);
    }
    return id;
  };
  const offsets = new Int32Array(items.length + 1);
  const ids: number[] = [];
  items.forEach((item, index) => {
    const held = new Set<number>();
    for (const found of definition.values(item)) {
      if (!definition.hierarchical) {
        held.add(numberOf(found, -1));
        continue;
      }
      let parent = -1;
      for (const level of levels(found.value)) held.add((parent = numberOf(level, parent)));
    }
    ids.push(...held);
    offsets[index + 1] = ids.length;
  });
  return {
    key: definition.key,
    order: definition.order ?? 'count',
    hierarchical: definition.hierarchical === true,
    values,
    labels,
    parents,
    jsonHead: jsonBytes(`{"key":${JSON.stringify(definition.key)},"displayName":${JSON.stringify(facetDisplayName(definition.key))},"isVisible":`),
    filterJsonHeads: values.map((value, id) => jsonBytes(`{"value":${JSON.stringify(value)},"displayName":${JSON.stringify(labels[id])},"count":`)),
    labelRanks: createNameOrdering(labels, (label) => label).rank,
    offsets,
    ids: Int32Array.from(ids),
    idOf: (value) => numbers.get(value),
  };
}
