import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { CardScrollerProps } from './props.gen';

export const cardScroller = defineBlock<CardScrollerProps>({
  name: 'card-scroller',
  component: lazyBlock(() => import('./lazy/CardScroller')),
});
