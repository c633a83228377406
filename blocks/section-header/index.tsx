import { defineBlock, lazyBlock } from '../../src/app/block-kit';
import type { SectionHeaderProps } from './props.gen';

export const sectionHeader = defineBlock<SectionHeaderProps>({
  name: 'section-header',
  component: lazyBlock(() => import('./lazy/SectionHeader')),
});
