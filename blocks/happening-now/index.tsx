import { defineBlock, lazyBlock } from '../../src/app/block-kit';
import type { HappeningNowProps } from './props.gen';

export const happeningNow = defineBlock<HappeningNowProps>({
  name: 'happening-now',
  component: lazyBlock(() => import('./lazy/HappeningNow')),
});
