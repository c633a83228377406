import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { SponsorShuffleProps } from './props.gen';

export const sponsorShuffle = defineBlock<SponsorShuffleProps>({
  name: 'sponsor-shuffle',
  component: lazyBlock(() => import('./lazy/SponsorShuffle')),
});
