import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { VideoHeroProps } from './props.gen';

export const videoHero = defineBlock<VideoHeroProps>({
  name: 'video-hero',
  component: lazyBlock(() => import('./lazy/VideoHero')),
});
