import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { ExpandableDrawerProps } from './props.gen';

export const expandableDrawer = defineBlock<ExpandableDrawerProps>({
  name: 'expandable-drawer',
  component: lazyBlock(() => import('./lazy/ExpandableDrawer')),
  acceptsChildren: true,
});
