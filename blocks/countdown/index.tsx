import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { CountdownProps } from './props.gen';

export const countdown = defineBlock<CountdownProps>({
  name: 'countdown',
  displayName: 'translate.base.blocks.countdown.name',
  group: 'event',
  component: lazyBlock(() => import('./lazy/Countdown')),
  defaults: { showMonths: false, showDays: true, showHours: true, showMinutes: true, showSeconds: true },
});
