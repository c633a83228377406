import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { FeaturedSpeakersProps } from './props.gen';

export const featuredSpeakers = defineBlock<FeaturedSpeakersProps>({
  name: 'featured-speakers',
  displayName: 'translate.base.blocks.featured-speakers.name',
  group: 'event',
  component: lazyBlock(() => import('./lazy/FeaturedSpeakers')),
  defaults: {
    heading: 'Featured speakers',
    headingLevel: 2,
    cardType: 'quarter-width',
    speakers: [{ speakerName: 'Speaker name', speakerDesignation: 'Job title', company: 'Company' }],
  },
});
