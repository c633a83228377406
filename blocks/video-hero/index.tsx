import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { VideoHeroProps } from './props.gen';

export const videoHero = defineBlock<VideoHeroProps>({
  name: 'video-hero',
  displayName: 'translate.base.blocks.video-hero.name',
  group: 'media',
  component: lazyBlock(() => import('./lazy/VideoHero')),
  defaults: { heading: 'Hero heading', headingLevel: 1, headingAlignment: 'center', overlayOpacity: 0.45, minHeight: 480, contentPosition: 'center' },
});
