import { defineBlock, lazyBlock } from '../../src/app/block-kit';
import type { SponsorShuffleProps } from './props.gen';

export const sponsorShuffle = defineBlock<SponsorShuffleProps>({
  name: 'sponsor-shuffle',
  component: lazyBlock(() => import('./lazy/SponsorShuffle')),
});
