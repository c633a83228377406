import { defineBlock, lazyBlock } from '../../src/app/block-kit';
import type { ExpandableDrawerProps } from './props.gen';

export const expandableDrawer = defineBlock<ExpandableDrawerProps>({
  name: 'expandable-drawer',
  component: lazyBlock(() => import('./lazy/ExpandableDrawer')),
  acceptsChildren: true,
});
