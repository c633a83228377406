import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { FestivalBladeProps } from './props.gen';

export const festivalBlade = defineBlock<FestivalBladeProps>({
  name: 'festival-blade',
  component: lazyBlock(() => import('./lazy/FestivalBlade')),
});
