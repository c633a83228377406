import { defineBlock, lazyBlock } from '../../src/app/block-kit';
import type { InlineVideoPlayerProps } from './props.gen';

export const inlineVideoPlayer = defineBlock<InlineVideoPlayerProps>({
  name: 'inline-video-player',
  component: lazyBlock(() => import('./lazy/InlineVideoPlayer')),
});
