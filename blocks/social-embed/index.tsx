import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { SocialEmbedProps } from './props.gen';

export const socialEmbed = defineBlock<SocialEmbedProps>({
  name: 'social-embed',
  displayName: 'translate.base.blocks.social-embed.name',
  group: 'media',
  component: lazyBlock(() => import('./lazy/SocialEmbed')),
  defaults: { heading: 'Join the conversation', headingLevel: 2, height: 600 },
});
