import { defineBlock, lazyBlock } from '../../src/app/block-kit';
import type { SocialShareProps } from './props.gen';

export const socialShare = defineBlock<SocialShareProps>({
  name: 'social-share',
  component: lazyBlock(() => import('./lazy/SocialShare')),
});
