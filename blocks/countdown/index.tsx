import { defineBlock, lazyBlock } from '../../src/app/block-kit';
import type { CountdownProps } from './props.gen';

export const countdown = defineBlock<CountdownProps>({
  name: 'countdown',
  component: lazyBlock(() => import('./lazy/Countdown')),
});
