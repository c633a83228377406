import { defineBlock, lazyBlock } from '../../src/app/block-kit';
import type { StudioPlayerProps } from './props.gen';

export const studioPlayer = defineBlock<StudioPlayerProps>({
  name: 'studio-player',
  component: lazyBlock(() => import('./lazy/StudioPlayer')),
});
