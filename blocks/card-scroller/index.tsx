import { defineBlock, lazyBlock } from '../../src/app/block-kit';
import type { CardScrollerProps } from './props.gen';

export const cardScroller = defineBlock<CardScrollerProps>({
  name: 'card-scroller',
  component: lazyBlock(() => import('./lazy/CardScroller')),
});
