import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { SocialShareProps } from './props.gen';

export const socialShare = defineBlock<SocialShareProps>({
  name: 'social-share',
  component: lazyBlock(() => import('./lazy/SocialShare')),
});
