import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { SponsorShuffleProps } from './props.gen';

export const sponsorShuffle = defineBlock<SponsorShuffleProps>({
  name: 'sponsor-shuffle',
  displayName: 'translate.base.blocks.sponsor-shuffle.name',
  group: 'event',
  component: lazyBlock(() => import('./lazy/SponsorShuffle')),
  defaults: { heading: 'Thanks to our sponsors', headingLevel: 2, itemsToShow: 9, buffer: 3, logoSize: 'medium' },
});
