import { profileKeys, type Profile } from '../../src/api/lazy/profile';
import { avery, averyProfile, profileMetadataSample } from './profile-samples';
import { withSeededQueries } from './seeded-queries';

/** A profile block's story: Avery signed in on /user/profile, the profile and its metadata already loaded. */
export const profileStory = (profile: Profile = averyProfile) => ({
  decorators: [
    withSeededQueries([
      [profileKeys.profile(avery.id), profile],
      [profileKeys.metadata, profileMetadataSample],
    ]),
  ],
  parameters: { pageContext: { page: 'profile', params: {}, user: avery, scopes: avery.scopes } },
});
