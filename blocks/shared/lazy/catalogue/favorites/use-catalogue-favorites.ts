import { useFavoriteIds } from '../../../../../src/api/lazy/favorites';
import { FAVORITE_TYPES, type FavoriteType } from '../../../../../src/engine/lazy/favorites';
import { FAVORITE_TOGGLE, type CatalogueState } from '../state/catalogue-state';
import { useMayFavorite } from './use-favorite-access';

/** The favorites switch of a catalogue (spec 1 §4) as it applies to the visitor. */
export interface CatalogueFavorites {
  /** The visitor may keep favorites of the catalogue's type, so the switch is offered. */
  allowed: boolean;
  /** The URL's state, without the favorites switch where it does not apply (a visitor signed out since). */
  state: CatalogueState;
  /** The visitor's favorite ids while the switch is on, once loaded. */
  ids: readonly string[] | undefined;
  /** The switch is on and the ids are not known yet: a search now would not be restricted to them. */
  waiting: boolean;
  error: Error | null;
  retry(): void;
}

export function useCatalogueFavorites(type: FavoriteType | undefined, state: CatalogueState): CatalogueFavorites {
  const allowed = useMayFavorite(type);
  const favorites = useFavoriteIds(type ?? FAVORITE_TYPES.session, { enabled: allowed });
  const on = allowed && state.toggles.includes(FAVORITE_TOGGLE);
  const applied = allowed || !state.toggles.includes(FAVORITE_TOGGLE) ? state : { ...state, toggles: state.toggles.filter((toggle) => toggle !== FAVORITE_TOGGLE) };
  return {
    allowed,
    state: applied,
    ids: on ? favorites.data : undefined,
    waiting: on && !favorites.data,
    error: on ? favorites.error : null,
    retry: () => void favorites.refetch(),
  };
}
