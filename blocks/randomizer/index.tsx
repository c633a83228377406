import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { RandomizerProps } from './props.gen';

export const randomizer = defineBlock<RandomizerProps>({
  name: 'randomizer',
  component: lazyBlock(() => import('./lazy/Randomizer')),
  acceptsChildren: true,
});
