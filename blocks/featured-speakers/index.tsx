import { defineBlock, lazyBlock } from '../../src/app/block-kit';
import type { FeaturedSpeakersProps } from './props.gen';

export const featuredSpeakers = defineBlock<FeaturedSpeakersProps>({
  name: 'featured-speakers',
  component: lazyBlock(() => import('./lazy/FeaturedSpeakers')),
});
