import { usePageContext } from '../../../../../src/app/block-kit';
import {
  canUseFavorites,
  doNotBackpackSessionTypes,
  sessionFavoriteRefusal,
  type BackpackSession,
  type FavoriteType,
} from '../../../../../src/engine/lazy/favorites';

/** Whether the visitor may keep favorites of the type (spec 1 §6); false for a catalogue without a type. */
export function useMayFavorite(type: FavoriteType | undefined): boolean {
  const { scopes, settings } = usePageContext();
  return type !== undefined && canUseFavorites(type, { scopes }, settings.features);
}

/** Whether a session may not be added to the visitor's favorites (its type, or held in person only for a remote visitor). */
export function useSessionFavoriteLocked(session: BackpackSession): boolean {
  const { scopes, settings } = usePageContext();
  const excludedTypes = doNotBackpackSessionTypes(settings.settings.doNotBackpackSessionTypes);
  return sessionFavoriteRefusal(session, { scopes, excludedTypes }) !== undefined;
}
