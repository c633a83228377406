import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { InlineVideoPlayerProps } from './props.gen';

export const inlineVideoPlayer = defineBlock<InlineVideoPlayerProps>({
  name: 'inline-video-player',
  component: lazyBlock(() => import('./lazy/InlineVideoPlayer')),
});
