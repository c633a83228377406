import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { InlineVideoPlayerProps } from './props.gen';

export const inlineVideoPlayer = defineBlock<InlineVideoPlayerProps>({
  name: 'inline-video-player',
  displayName: 'translate.base.blocks.inline-video-player.name',
  group: 'media',
  component: lazyBlock(() => import('./lazy/InlineVideoPlayer')),
  defaults: { aspectRatio: '16/9', videoTheme: 'dark', hoverPreview: true },
});
