import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { SocialShareProps } from './props.gen';

export const socialShare = defineBlock<SocialShareProps>({
  name: 'social-share',
  displayName: 'translate.base.blocks.social-share.name',
  group: 'navigation',
  component: lazyBlock(() => import('./lazy/SocialShare')),
  defaults: { followLabel: 'translate.base.blocks.social-share.follow', links: {}, socialOrder: [] },
});
