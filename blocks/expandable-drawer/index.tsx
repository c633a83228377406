import { defineBlock } from '../../src/app/block-contract';
import { lazyBlock } from '../../src/app/renderer/lazy-block';
import type { ExpandableDrawerProps } from './props.gen';

export const expandableDrawer = defineBlock<ExpandableDrawerProps>({
  name: 'expandable-drawer',
  displayName: 'translate.base.blocks.expandable-drawer.name',
  group: 'layout',
  component: lazyBlock(() => import('./lazy/ExpandableDrawer')),
  defaults: { title: 'Drawer title', titleLevel: 3, body: 'What visitors see when they open the drawer.' },
  acceptsChildren: true,
});
