import { FAVORITE_TYPES, type FavoriteType } from '../../src/engine/favorites';
import type { CatalogueIndex } from '../catalogue/search/catalogue-index';
import type { Attendee, Session } from '../catalogue/types';

/** A catalogue item a favorite may name, by the id the catalogue searches it with (`favoritesIds`). */
export interface FavoriteItem {
  id: string;
  /** Sessions carry their own rules (spec 1 §6). */
  session?: Session;
  /** An attendee's profile: nobody keeps their own. */
  attendee?: Attendee;
}

interface ItemKind {
  /** Names the item in error messages. */
  noun: string;
  find(index: CatalogueIndex, id: string): FavoriteItem | undefined;
}

/**
 * How each favorite type finds its items. A session is found by id or code and kept by id. An attendee who does not
 * show their profile to the public is not found: a favorite would tell that they exist. The programme holds no
 * Microsoft solutions, so that type has no items.
 */
export const ITEM_KINDS: Record<FavoriteType, ItemKind> = {
  [FAVORITE_TYPES.attendee]: {
    noun: 'attendee',
    find: (index, id) => {
      const attendee = index.attendee(id);
      return attendee?.displayProfileToPublic ? { id: attendee.attendeeId, attendee } : undefined;
    },
  },
  [FAVORITE_TYPES.speaker]: { noun: 'speaker', find: (index, id) => index.speaker(id) && { id } },
  [FAVORITE_TYPES.sponsor]: { noun: 'company', find: (index, id) => index.company(id) && { id } },
  [FAVORITE_TYPES.microsoftSolution]: { noun: 'Microsoft solution', find: () => undefined },
  [FAVORITE_TYPES.session]: {
    noun: 'session',
    find: (index, id) => {
      const session = index.session(id);
      return session && { id: session.sessionId, session };
    },
  },
};
