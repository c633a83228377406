import { defineBlock, lazyBlock } from '../../src/app/block-kit';
import type { SponsorSectionProps } from './props.gen';

export const sponsorSection = defineBlock<SponsorSectionProps>({
  name: 'sponsor-section',
  component: lazyBlock(() => import('./lazy/SponsorSection')),
});
