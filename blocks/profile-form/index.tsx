import { defineBlock, lazyBlock } from '../../src/app/block-kit';
import type { ProfileFormProps } from './props.gen';

export const profileForm = defineBlock<ProfileFormProps>({
  name: 'profile-form',
  component: lazyBlock(() => import('./lazy/ProfileForm')),
});
