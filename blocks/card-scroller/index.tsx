import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { CardScrollerProps } from './props.gen';

export const cardScroller = defineBlock<CardScrollerProps>({
  name: 'card-scroller',
  displayName: 'translate.base.blocks.card-scroller.name',
  group: 'media',
  component: lazyBlock(() => import('./lazy/CardScroller')),
  defaults: {
    heading: 'Card scroller',
    headingLevel: 2,
    cards: [
      { title: 'First card', body: 'A short text about the first card.' },
      { title: 'Second card', body: 'A short text about the second card.' },
      { title: 'Third card', body: 'A short text about the third card.' },
    ],
    cardWidth: 'medium',
    scrollerSettings: { enabled: true, fadeEnabled: true },
  },
});
