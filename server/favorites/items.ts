import { FAVORITE_TYPES, type FavoriteType } from '../../src/engine/lazy/favorites';
import type { CatalogueIndex } from '../catalogue/search/catalogue-index';
import { isListedSpeaker } from '../catalogue/search/entities/speakers';
import type { Attendee, Session } from '../catalogue/types';

/** A catalogue item a favorite may name, by the id the catalogue searches it with (`favoritesIds`). */
export interface FavoriteItem {
  id: string;
  /** Sessions carry their own rules (spec 1 §6). */
  session?: Session;
  /** An attendee's profile: nobody keeps their own. */
  attendee?: Attendee;
  /**
   * Why the item, held but not shown by the catalogue, cannot be a favorite. One kept from before it was hidden is
   * neither listed nor counted, as the catalogue's favorites view would not show it either.
   */
  hidden?: string;
}

/** Whether a kept favorite is answered: the catalogue holds its item and shows it. */
export const isShown = (item: FavoriteItem | undefined): item is FavoriteItem => item !== undefined && item.hidden === undefined;

interface ItemKind {
  /** Names the item in error messages. */
  noun: string;
  find(index: CatalogueIndex, id: string): FavoriteItem | undefined;
}

/**
 * How each favorite type finds its items. A session is found by id or code and kept by id. An attendee who does not
 * show their profile to the public is not found: a favorite would tell that they exist. A speaker without a bio or a
 * photo is found, as their page is public, but hidden (spec 1 §3). The programme holds no Microsoft solutions, so that
 * type has no items.
 */
export const ITEM_KINDS: Record<FavoriteType, ItemKind> = {
  [FAVORITE_TYPES.attendee]: {
    noun: 'attendee',
    find: (index, id) => {
      const attendee = index.attendee(id);
      return attendee?.displayProfileToPublic ? { id: attendee.attendeeId, attendee } : undefined;
    },
  },
  [FAVORITE_TYPES.speaker]: {
    noun: 'speaker',
    find: (index, id) => {
      const speaker = index.speaker(id);
      if (!speaker) return undefined;
      return isListedSpeaker(speaker) ? { id } : { id, hidden: `Speaker ${id} is not shown in the catalogue (it needs a bio and a photo), so it cannot be a favorite` };
    },
  },
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
