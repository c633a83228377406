import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { SponsorSectionProps } from './props.gen';

export const sponsorSection = defineBlock<SponsorSectionProps>({
  name: 'sponsor-section',
  component: lazyBlock(() => import('./lazy/SponsorSection')),
});
