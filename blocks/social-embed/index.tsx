import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { SocialEmbedProps } from './props.gen';

export const socialEmbed = defineBlock<SocialEmbedProps>({
  name: 'social-embed',
  component: lazyBlock(() => import('./lazy/SocialEmbed')),
});
