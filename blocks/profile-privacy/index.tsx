import { defineBlock, lazyBlock } from '../../src/app/block-kit';
import type { ProfilePrivacyProps } from './props.gen';

export const profilePrivacy = defineBlock<ProfilePrivacyProps>({
  name: 'profile-privacy',
  component: lazyBlock(() => import('./lazy/ProfilePrivacy')),
});
