import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { HappeningNowProps } from './props.gen';

export const happeningNow = defineBlock<HappeningNowProps>({
  name: 'happening-now',
  component: lazyBlock(() => import('./lazy/HappeningNow')),
});
