import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { HappeningNowProps } from './props.gen';

export const happeningNow = defineBlock<HappeningNowProps>({
  name: 'happening-now',
  component: lazyBlock(() => import('./lazy/HappeningNow')),
  // Spec 03 §9: the block's own default refresh is 240 s (the site's, for blocks without one, 300 s).
});
