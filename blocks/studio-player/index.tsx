import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { StudioPlayerProps } from './props.gen';

export const studioPlayer = defineBlock<StudioPlayerProps>({
  name: 'studio-player',
  component: lazyBlock(() => import('./lazy/StudioPlayer')),
});
