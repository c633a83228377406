import type { SearchRequest } from '../../../schemas/generated/search-request';
import type { FacetDefinition } from './facet-table';
import type { IndexedField } from './text-index';

export type SortOption = NonNullable<SearchRequest['sortOption']>;

/** The switches of a search request that narrow sessions (spec 1 §4 catalogue toggles). */
export const TOGGLE_KEYS = ['liveNowAndUpcoming', 'mustHaveAvailableRsvp', 'mustHaveOnDemandVideo', 'mustHaveTimeslot', 'willBeRecorded'] as const;
export type ToggleKey = (typeof TOGGLE_KEYS)[number];

/** Builds the item test a switch stands for at `now` (epoch ms); undefined when that value narrows nothing. */
export type ToggleFilter<T> = (value: boolean, now: number) => ((item: T) => boolean) | undefined;

export type Compare<T> = (a: T, b: T) => number;

/** What makes one kind of catalogue item searchable. */
export interface EntitySearchConfig<T> {
  /** The id that `favoritesIds` and `recommendedItemIds` name. */
  id(item: T): string;
  fields: readonly IndexedField<T>[];
  facets: readonly FacetDefinition<T>[];
  /** What `asc` (and reversed `desc`) sort by: the sort title, a person's family name, … */
  sortName(item: T): string;
  /** The entity's own order: `None`, and the tie-break of relevance. Default: by sort name. */
  naturalOrder?: Compare<T>;
  /** `chronological`, for items with timeslots. */
  chronologicalOrder?: Compare<T>;
  /** `status`: rank of the item's state at `now` (lower first), ties in chronological or natural order. */
  statusRank?(item: T, now: number): number;
  /** Start of the item's timeslot in epoch ms, null without one; enables date-time range filters. */
  start?(item: T): number | null;
  toggles?: Partial<Record<ToggleKey, ToggleFilter<T>>>;
}
