import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { FeaturedSpeakersProps } from './props.gen';

export const featuredSpeakers = defineBlock<FeaturedSpeakersProps>({
  name: 'featured-speakers',
  component: lazyBlock(() => import('./lazy/FeaturedSpeakers')),
});
