import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { SectionHeaderProps } from './props.gen';

export const sectionHeader = defineBlock<SectionHeaderProps>({
  name: 'section-header',
  component: lazyBlock(() => import('./lazy/SectionHeader')),
});
