import { defineBlock, lazyBlock } from '../../src/app/block-kit';
import type { FestivalBladeProps } from './props.gen';

export const festivalBlade = defineBlock<FestivalBladeProps>({
  name: 'festival-blade',
  component: lazyBlock(() => import('./lazy/FestivalBlade')),
});
