import type { ComponentType } from 'react';
import type { CatalogueEntity, CatalogueItems } from '../../../../src/api/lazy/catalogue';
import type { FavoriteType } from '../../../../src/engine/lazy/favorites';
import type { CatalogueView, FilterRef, SortOption } from './state/catalogue-state';

/** A link in the header for signed-in visitors, shown only while its feature flag is on. */
export interface HeaderLink {
  /** Translation key of the label. */
  label: string;
  path: string;
  feature: string;
  /** The personal counter shown on the link (unread messages, invitations to answer), for visitors who have it. */
  counter?: LinkCounter;
}

export type LinkCounter = 'unread-messages' | 'pending-meetings';

/** How one entity's catalogue differs from the others; the screen itself is shared. */
export interface CatalogueConfig<E extends CatalogueEntity> {
  entity: E;
  /**
   * Names the catalogue's texts, `translate.base.catalogue.{noun}.*`: the header's `title`, `heading`,
   * `anonymous-subheading` and `signed-in-subheading`, and `count` (with `count`), `search-label` and `error`
   * (nouns: sessions, speakers, attendees, sponsors, exhibitors, partners).
   */
  noun: string;
  /** Orders offered in the sort selector (the server refuses the others). */
  sorts: readonly SortOption[];
  /** The order without a choice and without search text (`None` is the server's natural order, e.g. sponsor level). */
  defaultSort: SortOption;
  defaultView: CatalogueView;
  /** The favorite type of the items: the favorites switch lists the visitor's favorites of it. */
  favoriteType?: FavoriteType;
  fixedFilters?: readonly FilterRef[];
  /** Facets not offered in the refine drawer: chosen elsewhere on the screen or fixed. */
  hiddenFacets?: readonly string[];
  /** Sessions have timeslots: date tabs, the time refiner, the switches, the time zone switcher and a check-back note. */
  timeslots?: boolean;
  headerLinks: readonly HeaderLink[];
  itemKey(item: CatalogueItems[E]): string;
  /** What a search suggestion shows for an item and where choosing it leads (a path without the language prefix). */
  suggestion(item: CatalogueItems[E]): { label: string; path: string };
  Card: ComponentType<{ item: CatalogueItems[E]; view: CatalogueView }>;
}

export const catalogueText = (config: Pick<CatalogueConfig<CatalogueEntity>, 'noun'>, name: 'count' | 'search-label' | 'error') =>
  `translate.base.catalogue.${config.noun}.${name}`;
