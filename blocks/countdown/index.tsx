import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { CountdownProps } from './props.gen';

export const countdown = defineBlock<CountdownProps>({
  name: 'countdown',
  component: lazyBlock(() => import('./lazy/Countdown')),
});
