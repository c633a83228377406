import { catalogueKeys } from '../../src/api/lazy/catalogue';
import { catalogueItemKeys } from '../../src/api/lazy/catalogue-items';
import { favoriteKeys } from '../../src/api/lazy/favorites';
import { FAVORITE_TYPE_VALUES, FAVORITE_TYPES, type FavoriteType } from '../../src/engine/lazy/favorites';
import { SAMPLE_FAVORITES } from './backpack-api';
import { adaProfile, brk101, contoso, linus } from './catalogue-samples';
import { avery } from './profile-samples';
import { withSeededQueries } from './seeded-queries';

/** The backpack's story: Avery signed in on /favorites, with these favorites and their items already loaded. */
export const backpackStory = (favorites: Record<FavoriteType, string[]> = SAMPLE_FAVORITES) => {
  const counts = Object.fromEntries(FAVORITE_TYPE_VALUES.map((type) => [type, favorites[type].length]));
  const sessionIds = favorites[FAVORITE_TYPES.session];
  return {
    decorators: [
      withSeededQueries([
        [favoriteKeys.count, { counts, total: Object.values(counts).reduce((sum, count) => sum + count, 0) }],
        ...FAVORITE_TYPE_VALUES.map((type) => [favoriteKeys.ofType(type), { type, ids: favorites[type] }] as const),
        [catalogueKeys.sessionList('en-us', sessionIds), { data: sessionIds.length > 0 ? [brk101] : [] }],
        [catalogueItemKeys.item('speaker', adaProfile.speakerId), adaProfile],
        [catalogueItemKeys.item('company', contoso.companyId, 'en-us'), contoso],
        [catalogueItemKeys.item('attendee', linus.attendeeId, 'en-us', avery.id), linus],
      ]),
    ],
    parameters: { pageContext: { page: 'favorites', params: {}, user: avery, scopes: avery.scopes } },
  };
};
