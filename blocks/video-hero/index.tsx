import { defineBlock, lazyBlock } from '../../src/app/block-kit';
import type { VideoHeroProps } from './props.gen';

export const videoHero = defineBlock<VideoHeroProps>({
  name: 'video-hero',
  component: lazyBlock(() => import('./lazy/VideoHero')),
});
