import { defineBlock, lazyBlock } from '../../src/app/block-kit';
import type { SocialEmbedProps } from './props.gen';

export const socialEmbed = defineBlock<SocialEmbedProps>({
  name: 'social-embed',
  component: lazyBlock(() => import('./lazy/SocialEmbed')),
});
