import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { FestivalBladeProps } from './props.gen';

export const festivalBlade = defineBlock<FestivalBladeProps>({
  name: 'festival-blade',
  displayName: 'translate.base.blocks.festival-blade.name',
  group: 'media',
  component: lazyBlock(() => import('./lazy/FestivalBlade')),
  defaults: {
    heading: 'Festival',
    headingLevel: 2,
    cards: [
      { id: 'card-1', order: 1, content: { title: 'First card', body: 'Tell visitors what this card is about.' } },
      { id: 'card-2', order: 2, content: { title: 'Second card', body: 'Tell visitors what this card is about.' } },
      { id: 'card-3', order: 3, content: { title: 'Third card', body: 'Tell visitors what this card is about.' } },
    ],
    sharedCardConfig: { width: 4, aspectRatio: '16/9', style: { border: true } },
  },
});
