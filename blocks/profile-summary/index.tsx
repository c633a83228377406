import { defineBlock, lazyBlock } from '../../src/app/block-kit';
import type { ProfileSummaryProps } from './props.gen';

export const profileSummary = defineBlock<ProfileSummaryProps>({
  name: 'profile-summary',
  component: lazyBlock(() => import('./lazy/ProfileSummary')),
});
