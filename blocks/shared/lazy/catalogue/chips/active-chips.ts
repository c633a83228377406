import type { Facet, FacetFilter } from '../../../../../schemas/generated/facet';
import { HIERARCHY_DELIMITER } from '../../../../../src/engine/lazy/facet-values';
import { MAX_TIME_CHIP_MINUTES, hasTimeRange, type CatalogueState, type FilterRef, type Toggle } from '../state/catalogue-state';
import type { CatalogueAction } from '../state/reducer';

/** A refinement in force, as a removable chip. Names are translation keys or texts (facet answers carry both). */
export type Chip =
  | { kind: 'filter'; filter: FilterRef; facetName: string; valueName: string }
  | { kind: 'time'; start: number; end: number }
  | { kind: 'toggle'; toggle: Toggle };

function findFilter(filters: readonly FacetFilter[], value: string): FacetFilter | undefined {
  for (const filter of filters) {
    if (filter.value === value) return filter;
    const found = findFilter(filter.children, value);
    if (found) return found;
  }
  return undefined;
}

/**
 * The chips of a state: one per selected filter (named from the answer's facets, else by the value's last level), the
 * time range when it spans 23.5 hours or less (spec 1 §4), and the switches that are on.
 */
export function activeChips(state: CatalogueState, facets: readonly Facet[]): Chip[] {
  const filters: Chip[] = state.filters.map((filter) => {
    const facet = facets.find((candidate) => candidate.key === filter.facet);
    return {
      kind: 'filter',
      filter,
      facetName: facet?.displayName ?? filter.facet,
      valueName: (facet && findFilter(facet.filters, filter.value)?.displayName) ?? filter.value.split(HIERARCHY_DELIMITER).at(-1) ?? filter.value,
    };
  });
  const time: Chip[] = hasTimeRange(state) && state.end - state.start <= MAX_TIME_CHIP_MINUTES ? [{ kind: 'time', start: state.start, end: state.end }] : [];
  const toggles: Chip[] = state.toggles.map((toggle) => ({ kind: 'toggle', toggle }));
  return [...filters, ...time, ...toggles];
}

/** What removing a chip does. */
export function removeChip(chip: Chip): CatalogueAction {
  if (chip.kind === 'filter') return { type: 'removeFilter', filter: chip.filter };
  if (chip.kind === 'time') return { type: 'clearTime' };
  return { type: 'setToggle', toggle: chip.toggle, on: false };
}
