import { defineBlock, lazyBlock } from '../../src/app/block-kit';
import type { BackpackProps } from './props.gen';

export const backpack = defineBlock<BackpackProps>({
  name: 'backpack',
  component: lazyBlock(() => import('./lazy/Backpack')),
});
