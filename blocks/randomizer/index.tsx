import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { RandomizerProps } from './props.gen';

export const randomizer = defineBlock<RandomizerProps>({
  name: 'randomizer',
  displayName: 'translate.base.blocks.randomizer.name',
  group: 'layout',
  component: lazyBlock(() => import('./lazy/Randomizer')),
  defaults: { keepForSession: false },
  acceptsChildren: true,
});
