import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { StudioPlayerProps } from './props.gen';

export const studioPlayer = defineBlock<StudioPlayerProps>({
  name: 'studio-player',
  displayName: 'translate.base.blocks.studio-player.name',
  group: 'media',
  component: lazyBlock(() => import('./lazy/StudioPlayer')),
  defaults: {
    videoTitle: 'Live from the studio',
    iframeAllowAttribute: 'autoplay; fullscreen; picture-in-picture',
    enableLiveNowTicker: true,
    chat: { enabled: true },
  },
});
