import { defineBlock, lazyBlock } from '../../src/app/block-kit';
import type { RandomizerProps } from './props.gen';

export const randomizer = defineBlock<RandomizerProps>({
  name: 'randomizer',
  component: lazyBlock(() => import('./lazy/Randomizer')),
  acceptsChildren: true,
});
