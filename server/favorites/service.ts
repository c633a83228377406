import { isOwnProfile, type CurrentUser, type Environment } from '../../src/engine';
import {
  doNotBackpackSessionTypes,
  FAVORITE_TYPE_VALUES,
  MAX_FAVORITES_PER_TYPE,
  missingFavoriteFlag,
  sessionFavoriteRefusal,
  type FavoriteChangeResponse,
  type FavoriteCountResponse,
  type FavoriteType,
  type SessionFavoriteRefusal,
} from '../../src/engine/lazy/favorites';
import type { CatalogueIndex } from '../catalogue/search/catalogue-index';
import type { CatalogueService } from '../catalogue/service';
import type { Session } from '../catalogue/types';
import { badRequest, forbidden, HttpError, notFound } from '../http/errors';
import type { SettingsService, SettingsSnapshot } from '../settings/service';
import { isShown, ITEM_KINDS } from './items';
import type { FavoriteRepository } from './repository';

const EXCLUDED_TYPES_SETTING = 'doNotBackpackSessionTypes';

/** The caller's backpack (spec 1 §3, §6); every call refuses while favorites (of its type) are switched off. */
export interface FavoriteService {
  list(user: CurrentUser, type: FavoriteType): Promise<string[]>;
  add(user: CurrentUser, type: FavoriteType, id: string): Promise<FavoriteChangeResponse>;
  remove(user: CurrentUser, type: FavoriteType, id: string): Promise<FavoriteChangeResponse>;
  count(user: CurrentUser): Promise<FavoriteCountResponse>;
}

export interface FavoriteServiceOptions {
  repository: FavoriteRepository;
  catalogue: CatalogueService;
  settings: SettingsService;
  siteEnv: Environment;
}

const REFUSALS: Record<SessionFavoriteRefusal, (session: Session) => HttpError> = {
  'no-session-type': (session) => badRequest(`Session ${session.sessionCode} has no session type, so it cannot be a favorite`),
  'excluded-session-type': (session) =>
    badRequest(`Sessions of type ${session.sessionType.displayValue} cannot be favorites (${EXCLUDED_TYPES_SETTING})`),
  'in-person-only': (session) =>
    forbidden(`Session ${session.sessionCode} is held in person only and not recorded: only in-person attendees can make it a favorite`),
};

function refusalOf(session: Session, user: CurrentUser, snapshot: SettingsSnapshot): HttpError | undefined {
  const setting = snapshot.all.find((entry) => entry.name === EXCLUDED_TYPES_SETTING)?.value;
  const refusal = sessionFavoriteRefusal(session, { scopes: user.scopes, excludedTypes: doNotBackpackSessionTypes(setting) });
  return refusal && REFUSALS[refusal](session);
}

/** Ids the catalogue still shows: a favorite of an item removed or hidden since is kept but not answered. */
const shown = (index: CatalogueIndex, type: FavoriteType, ids: readonly string[]) =>
  ids.filter((id) => isShown(ITEM_KINDS[type].find(index, id))).slice(0, MAX_FAVORITES_PER_TYPE);

export function createFavoriteService({ repository, catalogue, settings, siteEnv }: FavoriteServiceOptions): FavoriteService {
  async function openSnapshot(type: FavoriteType | null): Promise<SettingsSnapshot> {
    const snapshot = await settings.snapshot(siteEnv);
    const missing = missingFavoriteFlag(type, snapshot.features);
    if (missing) throw forbidden(`Favorites${type === null ? '' : ' of this type'} are switched off (${missing})`);
    return snapshot;
  }

  return {
    async list(user, type) {
      await openSnapshot(type);
      const [index, ids] = await Promise.all([catalogue.index(), repository.list(user.id, type)]);
      return shown(index, type, ids);
    },

    async add(user, type, id) {
      const snapshot = await openSnapshot(type);
      const item = ITEM_KINDS[type].find(await catalogue.index(), id);
      if (!item) throw notFound(`Could not find ${ITEM_KINDS[type].noun} with ID ${id}`);
      if (item.hidden) throw badRequest(item.hidden);
      if (item.attendee && isOwnProfile(item.attendee, user)) throw badRequest('Your own profile cannot be one of your favorites');
      const refusal = item.session && refusalOf(item.session, user, snapshot);
      if (refusal) throw refusal;
      const outcome = await repository.add(user.id, type, item.id);
      if (outcome === 'full') throw new HttpError(409, `At most ${MAX_FAVORITES_PER_TYPE} favorites of one type`);
      return { type, id: item.id, favorite: true, changed: outcome === 'added' };
    },

    async remove(user, type, id) {
      await openSnapshot(type);
      // An item gone from the catalogue can still be removed, by the id it was kept under.
      const storedId = ITEM_KINDS[type].find(await catalogue.index(), id)?.id ?? id;
      const changed = await repository.remove(user.id, type, storedId);
      return { type, id: storedId, favorite: false, changed };
    },

    async count(user) {
      const snapshot = await openSnapshot(null);
      const [index, rows] = await Promise.all([catalogue.index(), repository.all(user.id)]);
      const counts = Object.fromEntries(FAVORITE_TYPE_VALUES.map((type) => [type, 0])) as Record<FavoriteType, number>;
      for (const type of FAVORITE_TYPE_VALUES) {
        if (missingFavoriteFlag(type, snapshot.features)) continue;
        const ids = rows.filter((row) => row.type === type).map((row) => row.itemId);
        counts[type] = shown(index, type, ids).length;
      }
      return { counts, total: FAVORITE_TYPE_VALUES.reduce<number>((sum, type) => sum + counts[type], 0) };
    },
  };
}
