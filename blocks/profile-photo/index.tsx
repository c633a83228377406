import { defineBlock, lazyBlock } from '../../src/app/block-kit';
import type { ProfilePhotoProps } from './props.gen';

export const profilePhoto = defineBlock<ProfilePhotoProps>({
  name: 'profile-photo',
  component: lazyBlock(() => import('./lazy/ProfilePhoto')),
});
