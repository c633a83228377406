import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { SponsorSectionProps } from './props.gen';

export const sponsorSection = defineBlock<SponsorSectionProps>({
  name: 'sponsor-section',
  displayName: 'translate.base.blocks.sponsor-section.name',
  group: 'event',
  component: lazyBlock(() => import('./lazy/SponsorSection')),
  defaults: { heading: 'Our sponsors', headingLevel: 2, groupByLevel: true, logoSize: 'medium', showViewAll: true },
});
